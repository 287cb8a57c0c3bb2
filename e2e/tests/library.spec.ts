import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { axeViolations } from '../support/a11y';
import { test, expect, expectRemote } from '../support/fixtures';
import { newestSignInLink } from '../support/outbox';
import { budget } from '../support/machine';

/*
 * Issue 25 items 3 and 4 (decision 121): a buyer signs in by the mailed link, finds the sandbox
 * purchase in /library and reads it; a second e-mail's library shows none of it; Your data
 * exports JSON and deletes the account, after which the purchase is still provable by e-mail and
 * order number on My Purchases. On the embedded default the mail is an .eml in the server's outbox.
 */
/** When set, the library is photographed there at 1280 and 375 px (the README's screenshots). */
const SHOTS = process.env.LIBRARY_SHOTS;

/** Signs `page` in from /library's own form, by the link mailed to `email`; lands on /library. */
async function signInToLibrary(page: Page, email: string): Promise<void> {
  await page.goto('/library');
  await expectRemote(page, 'commerce');
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in to your library' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await expect(page.getByRole('status').getByText('Check your inbox')).toBeVisible();
  await expect.poll(() => newestSignInLink(email).catch(() => ''), { timeout: budget(5000) }).not.toBe('');
  await page.goto(await newestSignInLink(email));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your Ashgrove Press library' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
}

/** Buys the Crownless full flipbook in the sandbox as `email`; answers the order number. */
async function buyFlipbook(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/books/crownless');
  await expectRemote(page, 'catalogue');
  await page.getByRole('button', { name: 'Read Full Flipbook (Discounted)' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByLabel('Email for the receipt').fill(email);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/thank-you\?session_id=cs_/);
  const order = new URL(page.url()).searchParams.get('session_id')!;
  await context.close();
  return order;
}

test.beforeEach(async ({ decideConsent }) => decideConsent());

test('a buyer signs in to the library, reads the purchase, exports and deletes; another e-mail sees none of it', async ({
  page,
  browser,
}) => {
  test.setTimeout(budget(90_000));
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const email = `library-${stamp}@example.com`;
  const order = await buyFlipbook(browser, email);

  await signInToLibrary(page, email);
  const list = page.getByRole('list', { name: 'Your purchases and plans' });
  // Shown by its readable reference where the order has one (decision 120), else by its number.
  const item = list.getByRole('listitem').filter({ hasText: 'Crownless — Full flipbook' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(/Order (ASH-|cs_)/);
  await expect(item.getByRole('heading', { level: 3, name: 'Crownless — Full flipbook' })).toBeVisible();
  await expect(item.getByText('Paid', { exact: true })).toBeVisible();
  expect(await axeViolations(page), 'axe on the signed-in library').toEqual([]);
  if (SHOTS) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: join(SHOTS, 'library-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: join(SHOTS, 'library-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // A second e-mail, on its own browser: none of it.
  const second = await browser.newContext();
  const other = await second.newPage();
  await signInToLibrary(other, `library-other-${stamp}@example.com`);
  await expect(other.getByText('Nothing is recorded for this e-mail address yet.')).toBeVisible();
  await expect(other.getByText(order)).toHaveCount(0);
  await expect(other.getByText('Crownless — Full flipbook')).toHaveCount(0);
  await second.close();

  // Export: a JSON download of this e-mail's records.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export my data (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ashgrove-press-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    email: string;
    purchases: Array<{ orderId: string; email: string }>;
  };
  expect(exported.email).toBe(email);
  expect(exported.purchases.map((p) => p.orderId)).toContain(order);
  expect(exported.purchases.every((p) => p.email === email)).toBe(true);

  // The flipbook opens from the library.
  await item.getByRole('button', { name: 'Read the full flipbook' }).click();
  await expect(page).toHaveURL(/\/read\/full\/crownless$/);
  await expect(page.locator('[data-flipbook-state="content"]')).toBeVisible();

  // Delete, by keyboard: the confirm step takes focus; Escape cancels and gives it back.
  await page.goto('/library');
  const remove = page.getByRole('button', { name: 'Delete my account' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByLabel('Type DELETE to confirm');
  await expect(confirm).toBeFocused();
  expect(await axeViolations(page), 'axe with the delete step open').toEqual([]);
  if (SHOTS) {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: join(SHOTS, 'library-delete-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await page.keyboard.press('Escape');
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('DELETE');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('Your account has been deleted and you are signed out.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in to your library' })).toBeVisible();
  expect((await page.request.get('/api/library')).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in to your library' })).toBeVisible();
  if (SHOTS) {
    await page.screenshot({ path: join(SHOTS, 'library-signed-out-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: join(SHOTS, 'library-signed-out-375.png'), fullPage: true });
  }

  // The purchase is kept, detached, and still proven by the e-mail and the order number.
  const later = await browser.newContext();
  const fresh = await later.newPage();
  await fresh.goto('/my-purchases?product=flipbook');
  await fresh.getByLabel('Email address').fill(email);
  await fresh.getByLabel('Order number').fill(order);
  await fresh.getByRole('button', { name: 'Access My Purchase' }).click();
  await expect(fresh).toHaveURL(/\/read\/full\/crownless$/);
  await later.close();
});
