import { test, expect } from '../support/fixtures';
import { open } from './commerce-helpers';

test.beforeEach(async ({ decideConsent }) => decideConsent());

test('details, next steps, a 10-second countdown, then the portal with email and order', async ({
  page,
  consoleLog,
}) => {
  await page.clock.install();
  await open(page, '/purchase-success?sale_id=SAMPLE-CROWNLESS-1001&purchaser_email=reader%40example.com', consoleLog);
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase Successful!' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  // From here the test moves time: however long the page took to load, the count is read, not guessed.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
  const details = page.getByRole('region', { name: 'Purchase details' });
  await expect(details).toContainText('Enhanced Flipbook Edition');
  await expect(details).toContainText('SAMPLE-CROWNLESS-1001');
  await expect(details).toContainText('reader@example.com');
  await expect(page.getByRole('heading', { name: 'Next steps' })).toBeVisible();
  const timer = page.getByRole('timer');
  const seconds = async () => Number(/in (\d+) seconds?…$/.exec((await timer.textContent()) ?? '')?.[1]);
  const left = await seconds();
  // It starts at 10 (the first tick may already have passed on a slow load) and counts down by one a second.
  expect(left).toBeGreaterThanOrEqual(2);
  expect(left).toBeLessThanOrEqual(10);
  // One second at a time: each tick schedules the next once the page has shown the new count.
  for (let n = left - 1; n >= 1; n -= 1) {
    await page.clock.runFor(1000);
    await expect(timer).toHaveText(
      `Redirecting to the Secure Access Portal in ${n} ${n === 1 ? 'second' : 'seconds'}…`,
    );
  }
  await expect(page).toHaveURL(/\/purchase-success/);
  await page.clock.runFor(1100);
  await expect(page).toHaveURL('/collectors-edition?email=reader%40example.com&order=SAMPLE-CROWNLESS-1001');
  await expect(page.getByLabel('Email address')).toHaveValue('reader@example.com');
  await expect(page.getByLabel('Order number')).toHaveValue('SAMPLE-CROWNLESS-1001');
  expect(consoleLog.errors).toEqual([]);
});

test('the order comes from order_number, then sale_id, then id; a product name replaces the default', async ({
  page,
}) => {
  await open(
    page,
    '/purchase-success?id=3&sale_id=2&order_number=1&email=a%40example.com&product_name=Signed%20Hardback',
  );
  const details = page.getByRole('region', { name: 'Purchase details' });
  await expect(details).toContainText('Signed Hardback');
  await expect(details.locator('dd').nth(1)).toHaveText('1');
  await open(page, '/purchase-success?id=3');
  await expect(details.locator('dd').nth(1)).toHaveText('3');
});

test('Go now redirects at once; Stay stops the countdown', async ({ page }) => {
  await page.clock.install();
  await open(page, '/purchase-success?order_number=O-1&email=b%40example.com');
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByRole('timer')).toHaveText('Automatic redirect stopped. Go to the portal when you are ready.');
  await page.clock.runFor(15_000);
  await expect(page).toHaveURL(/\/purchase-success/);
  await page.getByRole('button', { name: 'Go to the Secure Access Portal now' }).click();
  await expect(page).toHaveURL('/collectors-edition?email=b%40example.com&order=O-1');
});
