import type { Page } from '@playwright/test';
import { CONSENT_KEY } from '@publisher/shared/consent';
import { expect, expectRemote, holdShellScript, SHELL_SCRIPT, test } from '../support/fixtures';
import { startSite, type Running } from '../support/servers';

const ANALYTICS_SRC = 'https://analytics.example.test/js/script.manual.js';
// Stands in for the vendor's script: replays the queue, then records every event sent.
const FAKE_ANALYTICS = `
  window.__events = ((window.plausible && window.plausible.q) || []).map(function (a) { return a[0]; });
  window.plausible = function (name) { window.__events.push(name); };
`;

let site: Running;
test.beforeAll(async () => {
  site = await startSite({
    ANALYTICS_DOMAIN: 'ashgrovepress.co.uk',
    ANALYTICS_SRC,
    SENTRY_DSN: 'https://publickey@errors.example.test/42',
  });
});
test.afterAll(async () => site.stop());

/** Records which consent-gated third parties a page asked for. */
async function watch(page: Page) {
  const seen = { analytics: 0, errorReporting: 0 };
  await page.route(ANALYTICS_SRC, (route) => {
    seen.analytics += 1;
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_ANALYTICS });
  });
  page.on('request', (r) => {
    if (/\/assets\/error-reporting-[\w-]+\.js$/.test(r.url())) seen.errorReporting += 1;
  });
  return seen;
}

const analyticsScript = (page: Page) => page.locator('script[data-domain]');
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

test('nothing is loaded before a choice; Accept loads both and persists across reloads', async ({ page }) => {
  const seen = await watch(page);
  await page.goto(`${site.url}/books`);
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(analyticsScript(page)).toHaveCount(0);
  expect(seen).toEqual({ analytics: 0, errorReporting: 0 });
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(analyticsScript(page)).toHaveAttribute('data-domain', 'ashgrovepress.co.uk');
  await expect.poll(() => seen.errorReporting).toBe(1);
  expect(await page.evaluate((k) => localStorage.getItem(k), CONSENT_KEY)).toBe('accepted');

  await page.reload();
  await expect(banner(page)).toBeHidden();
  await expect(analyticsScript(page)).toHaveCount(1);
  await expect.poll(() => seen.errorReporting).toBe(2);
});

test('a page view is sent on every route and query change while analytics is present', async ({ page }) => {
  await watch(page);
  await page.addInitScript((k) => localStorage.setItem(k, 'accepted'), CONSENT_KEY);
  await page.goto(`${site.url}/`);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __events?: string[] }).__events?.length ?? 0))
    .toBe(1);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Books' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __events: string[] }).__events.length)).toBe(2);
  await page.evaluate(() => {
    history.pushState({}, '', '/books?sort=new');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __events: string[] }).__events))
    .toEqual(['pageview', 'pageview', 'pageview']);
});

test('Reject loads nothing, now or after a reload', async ({ page }) => {
  const seen = await watch(page);
  await page.goto(`${site.url}/`);
  await banner(page).getByRole('button', { name: 'Reject' }).click();
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toBeHidden();
  await expect(analyticsScript(page)).toHaveCount(0);
  expect(seen).toEqual({ analytics: 0, errorReporting: 0 });
  expect(await page.evaluate((k) => localStorage.getItem(k), CONSENT_KEY)).toBe('rejected');
});

test('the choice can be changed from the footer, by keyboard', async ({ page }) => {
  const seen = await watch(page);
  await page.goto(`${site.url}/about`);
  await banner(page).getByRole('button', { name: 'Reject' }).click();
  // The first HTML's Cookie settings button does nothing until the app has started (its banner works: see below).
  await expectRemote(page, 'catalogue');
  await page.getByRole('button', { name: 'Cookie settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(analyticsScript(page)).toHaveCount(1);
  // The element is in the page before its request reaches the route: wait for the request.
  await expect.poll(() => seen.analytics).toBe(1);

  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await banner(page).getByRole('button', { name: 'Reject' }).click();
  await expect(analyticsScript(page)).toHaveCount(0);
  await page.reload();
  await expect(analyticsScript(page)).toHaveCount(0);
});

test('with no analytics or error reporting configured the consent flow still works', async ({ page, baseURL }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${baseURL}/`);
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();
  await page.waitForLoadState('networkidle');
  await expect(analyticsScript(page)).toHaveCount(0);
  expect(requests.filter((u) => /error-reporting|analytics/.test(u))).toEqual([]);
});

test.describe('the consent banner in the first HTML, before any JavaScript of the app runs', () => {
  // The shell's script never arrives: what shows is the page exactly as the server sent it
  // (goto with an explicit waitUntil: the app will never take over, so nothing to wait for).
  const htmlOnly = (page: Page) => page.route(SHELL_SCRIPT, (route) => route.abort());

  test('a first-time visitor sees it in the first paint', async ({ page }) => {
    await htmlOnly(page);
    await page.goto(`${site.url}/books`, { waitUntil: 'load' });
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeVisible();
  });

  test('its buttons work before the app has started: the choice is stored and the app starts with it', async ({
    page,
  }) => {
    await htmlOnly(page);
    await page.goto(`${site.url}/books`, { waitUntil: 'load' });
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await expect(page.locator('.consent-banner')).toBeHidden();
    expect(await page.evaluate((k) => localStorage.getItem(k), CONSENT_KEY)).toBe('rejected');
    await page.unrouteAll();
    await page.reload();
    await expectRemote(page, 'catalogue');
    await expect(page.locator('.consent-banner')).toHaveCount(0);
  });

  test('a choice made while the app is rendering its first screen is kept', async ({ page }) => {
    // The app renders in a transition, so the browser handles input between slices of that render.
    // Make the click land in that gap every time: right after the app has read the (empty) stored
    // choice and before it has replaced the first HTML's banner with its own.
    await page.addInitScript((key) => {
      const getItem = Storage.prototype.getItem;
      let clicked = false;
      Storage.prototype.getItem = function (this: Storage, name: string) {
        const value = getItem.call(this, name);
        if (name === key && !clicked && document.readyState !== 'loading') {
          const accept = document.querySelector<HTMLElement>('.consent-banner [data-consent-choice="accepted"]');
          if (accept) {
            clicked = true;
            accept.click();
          }
        }
        return value;
      };
    }, CONSENT_KEY);
    await page.goto(`${site.url}/books`);
    await expectRemote(page, 'catalogue');
    expect(await page.evaluate((k) => localStorage.getItem(k), CONSENT_KEY)).toBe('accepted');
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator('.consent-banner')).toBeHidden();
  });

  test('a visitor who has chosen never sees it flash, and it still reopens from the footer', async ({
    page,
    decideConsent,
  }) => {
    await decideConsent('rejected');
    await htmlOnly(page);
    await page.goto(`${site.url}/books`, { waitUntil: 'load' });
    await expect(page.locator('.consent-banner')).toHaveCount(1);
    await expect(page.locator('.consent-banner')).toBeHidden();
    await page.unrouteAll();
    await page.reload();
    await expectRemote(page, 'catalogue');
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page)).toBeVisible();
  });

  test('"Cookie settings" reopens it before the app has started, and the app keeps it open with focus on Accept', async ({
    page,
    decideConsent,
  }) => {
    await decideConsent('rejected');
    const release = await holdShellScript(page);
    await page.goto(`${site.url}/books`, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('.consent-banner')).toBeHidden();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeFocused();
    release();
    await expectRemote(page, 'catalogue');
    await expect(banner(page)).toContainText('Your current choice: rejected.');
    await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-consent-reopened'))).toBe(false);
  });

  test('a choice made in the reopened banner before the app starts is stored, and the app starts with it closed', async ({
    page,
    decideConsent,
  }) => {
    await decideConsent('rejected');
    const release = await holdShellScript(page);
    await page.goto(`${site.url}/books`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(page.locator('.consent-banner')).toBeHidden();
    expect(await page.evaluate((k) => localStorage.getItem(k), CONSENT_KEY)).toBe('accepted');
    release();
    await expectRemote(page, 'catalogue');
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator('.consent-banner')).toHaveCount(0);
  });
});
