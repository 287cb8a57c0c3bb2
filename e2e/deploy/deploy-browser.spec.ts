import { test, expect, expectRemote } from './fixtures';
import { queryDatabase } from './local-database';

/*
 * The site Netlify's CLI built and serves, used in Chromium: each remote's page, a purchase (recorded
 * in the site's Netlify Database) and a
 * Collector's proof that cross several functions (each call a fresh function instance there, so
 * nothing may rely on one instance's memory).
 */

test.beforeEach(async ({ decideConsent }) => decideConsent());

const PAGES = [
  { path: '/books', remote: 'catalogue', heading: 'Our Books' },
  { path: '/calculator', remote: 'commerce', heading: 'Book Design Pricing Calculator' },
  { path: '/architect-method', remote: 'architect', heading: "The Architect's Method" },
  // Deployed at another origin (REMOTE_URL_EDUCATION): CORS and the page's CSP must let it in.
  { path: '/education', remote: 'education', heading: 'Maths workbooks for Years 6 to 11' },
] as const;

for (const { path, remote, heading } of PAGES) {
  test(`${path}: the ${remote} remote shows its content, with no console error`, async ({ page, consoleLog }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expectRemote(page, remote);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('[data-remote-state="loading"]')).toHaveCount(0);
    expect(consoleLog.errors).toEqual([]);
  });
}

test('a sandbox purchase crosses functions: create-physical-checkout, the Pay page, then /thank-you', async ({
  page,
  consoleLog,
}) => {
  const calls: string[] = [];
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/.netlify/functions/') || u.pathname.startsWith('/sandbox/'))
      calls.push(`${r.request().method()} ${u.pathname} ${r.status()}`);
  });
  await page.goto('/books/crownless');
  await expectRemote(page, 'catalogue');
  const box = page.getByRole('region', { name: 'Paperback Edition' });
  await box.getByRole('button', { name: 'Buy Paperback' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Crownless/ })).toBeVisible();
  await page.getByLabel('Email for the receipt').fill(`deploy-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/thank-you\?session_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Order' })).toBeVisible();
  await expect(page.getByText(/^Order reference: \S+/)).toBeVisible();
  // Recorded in the site's Netlify Database (no Airtable here), as paid, by the Pay page's function.
  const order = new URL(page.url()).searchParams.get('session_id');
  expect(await queryDatabase('SELECT source, status FROM purchases WHERE order_id = $1', [order])).toEqual([
    { source: 'sandbox', status: 'paid' },
  ]);
  expect(calls.some((c) => c.startsWith('POST /.netlify/functions/create-physical-checkout 200'))).toBe(true);
  expect(calls.some((c) => /^GET \/sandbox\/checkout\/\S+ 200$/.test(c))).toBe(true);
  expect(consoleLog.errors).toEqual([]);
});

test("the Collector's sample proof gives a flipbook URL that answers 200", async ({ page }) => {
  await page.goto('/collectors-edition');
  await expectRemote(page, 'commerce');
  await page.getByLabel('Email address').fill('reader@example.com');
  await page.getByLabel('Order number').fill('SAMPLE-CROWNLESS-1001');
  await page.getByRole('button', { name: "Access Collector's Edition" }).click();
  await expect(page.getByText(/Licensed to/)).toBeVisible();
  // The token minted by verify-gumroad-purchase is checked by generate-flipbook-access (another
  // function instance: the same ACCESS_TOKEN_SECRET), and the URL is served by the site function.
  await page.goto('/read/full/crownless');
  const frame = page.locator('[data-flipbook-state="content"] iframe');
  await expect(frame).toHaveAttribute('src', /^\/flipbooks\/crownless\//);
  const src = (await frame.getAttribute('src'))!;
  const res = await page.request.get(src);
  expect(res.status(), `${src} -> ${await res.text()}`).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/html/);
});
