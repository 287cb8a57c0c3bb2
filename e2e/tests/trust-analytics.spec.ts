import type { Page } from '@playwright/test';
import { CONSENT_KEY } from '@publisher/shared/consent';
import { expect, test } from '../support/fixtures';
import { startSite, type Running } from '../support/servers';

const ANALYTICS_ORIGIN = 'https://analytics.example.test';
const ANALYTICS_SRC = `${ANALYTICS_ORIGIN}/js/script.manual.js`;
const EVENT_URL = `${ANALYTICS_ORIGIN}/api/event`;
// Stands in for the vendor's script and does what it does: posts each event to the provider, with
// the URL the site passed (`u`) or else the page's own, and the referrer.
const FAKE_ANALYTICS = `
  (function () {
    function send(name, options) {
      fetch(${JSON.stringify(EVENT_URL)}, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ n: name, u: (options && options.u) || location.href, r: document.referrer || null }),
      });
    }
    var queued = (window.plausible && window.plausible.q) || [];
    window.plausible = send;
    queued.forEach(function (args) { send.apply(null, args); });
  })();
`;

let site: Running;
test.beforeAll(async () => {
  site = await startSite({ ANALYTICS_DOMAIN: 'ashgrovepress.co.uk', ANALYTICS_SRC });
});
test.afterAll(async () => site.stop());

const PROOFS = ['buyer@example.com', 'buyer%40example.com', 'ORD-4242', 'SALE-77', 'KEY-SECRET-123', 'cs_test_424242'];

const PAGES = [
  '/purchase-success?email=buyer%40example.com&order_number=ORD-4242&sale_id=SALE-77',
  '/collectors-edition?email=buyer%40example.com&order=ORD-4242',
  '/thank-you?order=ORD-4242',
  '/thank-you?session_id=cs_test_424242',
  '/architects-method/validate-purchase?email=buyer%40example.com&order_number=ORD-4242&key=KEY-SECRET-123',
  '/cover-creator/validate-purchase?key=KEY-SECRET-123&email=buyer%40example.com',
];

/** Consents before the first load and records the body of every event sent to the provider. */
async function captureEvents(page: Page): Promise<string[]> {
  const events: string[] = [];
  await page.route(ANALYTICS_SRC, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_ANALYTICS }));
  await page.route(EVENT_URL, (route) => {
    events.push(route.request().postData() ?? '');
    return route.fulfill({ status: 202, body: 'ok', headers: { 'Access-Control-Allow-Origin': '*' } });
  });
  await page.addInitScript((k) => localStorage.setItem(k, 'accepted'), CONSENT_KEY);
  return events;
}

for (const target of PAGES) {
  const [path, query] = target.split('?') as [string, string];
  const names = [...new URLSearchParams(query).keys()].join(', ');
  test(`after consent, the page view of ${path} carries its path and not ${names}`, async ({ page }) => {
    const events = await captureEvents(page);
    await page.goto(`${site.url}${target}`);
    await expect.poll(() => events.length).toBeGreaterThan(0);
    const first = JSON.parse(events[0]!) as { n: string; u: string };
    expect(first).toMatchObject({ n: 'pageview', u: `${site.url}${path}` });
    for (const body of events) for (const proof of PROOFS) expect(body).not.toContain(proof);
  });
}

test('allow-listed query parameters (sorting, campaign tags) are still reported', async ({ page }) => {
  const events = await captureEvents(page);
  await page.goto(`${site.url}/books?sort=new&email=buyer%40example.com&utm_source=newsletter`);
  await expect.poll(() => events.length).toBeGreaterThan(0);
  expect(JSON.parse(events[0]!)).toMatchObject({ u: `${site.url}/books?sort=new&utm_source=newsletter` });
});
