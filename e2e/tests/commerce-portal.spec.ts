import { test, expect, holdRequests } from '../support/fixtures';
import { apiDown, capture, open } from './commerce-helpers';
import { budget } from '../support/machine';

// Pages read only: one warm browser context per worker (support/fixtures.ts, decision 138).
test.use({ warmCache: true });

const VERIFY = '/.netlify/functions/verify-gumroad-purchase';
const GOOD = { email: 'reader@example.com', order: 'SAMPLE-CROWNLESS-1001' };

test.beforeEach(async ({ decideConsent }) => decideConsent());

const email = (page: import('@playwright/test').Page) => page.getByLabel('Email address');
const order = (page: import('@playwright/test').Page) => page.getByLabel('Order number');
const submit = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: "Access Collector's Edition" });

test('query parameters prefill the fields under each of their names', async ({ page }) => {
  await open(page, '/collectors-edition?email=reader%40example.com&order=SAMPLE-CROWNLESS-1001');
  await expect(page.getByRole('heading', { level: 1, name: 'Secure Access Portal' })).toBeVisible();
  await expect(email(page)).toHaveValue(GOOD.email);
  await expect(order(page)).toHaveValue(GOOD.order);
  await open(page, '/collectors-edition?purchaser_email=p%40example.com&order_number=ON-7');
  await expect(email(page)).toHaveValue('p@example.com');
  await expect(order(page)).toHaveValue('ON-7');
  await open(page, '/collectors-edition?sale_id=SALE-9');
  await expect(email(page)).toHaveValue('');
  await expect(order(page)).toHaveValue('SALE-9');
});

test('missing fields: the spec message, nothing sent', async ({ page }) => {
  const seen = await capture(page, VERIFY);
  await open(page, '/collectors-edition?email=reader%40example.com');
  await order(page).fill('   ');
  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter both email address and order number.');
  expect(seen).toHaveLength(0);
});

test('a wrong order stays locked with the server error', async ({ page }) => {
  await open(page, '/collectors-edition');
  await email(page).fill(GOOD.email);
  await order(page).fill('NOT-AN-ORDER');
  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    "We couldn't find a purchase matching those details. Please check them against your receipt and try again.",
  );
  await expect(submit(page)).toBeEnabled();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a refusal without a message shows the generic failure; a network error its own', async ({ page }) => {
  await page.route(`**${VERIFY}`, (route) => route.fulfill({ status: 200, json: { success: false } }));
  await open(page, `/collectors-edition?email=${GOOD.email}&order=${GOOD.order}`);
  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Purchase verification failed. Please check your email and order number.',
  );
  await page.unroute(`**${VERIFY}`);
  await apiDown(page, VERIFY);
  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText('Unable to verify purchase. Please try again.');
});

test('a verified purchase unlocks the flipbook, password, licence, copyright and stored access', async ({
  page,
  consoleLog,
}) => {
  const seen = await capture(page, VERIFY);
  const release = await holdRequests(page, `**${VERIFY}`);
  await open(page, '/collectors-edition', consoleLog);
  await email(page).fill(`  ${GOOD.email} `);
  await order(page).fill(` ${GOOD.order}`);
  await order(page).press('Enter');
  await expect(page.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
  release();

  await expect(page.getByRole('heading', { name: "Your Collector's Edition" })).toBeFocused();
  expect(seen[0]?.body).toEqual({ email: GOOD.email, orderNumber: GOOD.order, bookSlug: 'crownless' });
  const frame = page.frameLocator('iframe[title="Crownless, Collector\'s Edition flipbook"]');
  await expect(page.locator('iframe')).toHaveAttribute('src', /^\/flipbooks\/crownless-collectors\/\?t=/);
  await expect(frame.locator('body')).toBeVisible();
  await expect(page.getByText('Flipbook password:')).toBeVisible();
  await expect(page.locator('.portal-password code')).toHaveText('crownless-collectors-sample');
  await expect(page.getByText(`Licensed to ${GOOD.email}`)).toBeVisible();
  await expect(page.getByText(/^© \d{4} Ashgrove Press Ltd\. All rights reserved\./)).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('ashgrove-press:flipbook:crownless'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({
    token: expect.stringMatching(/\S+/),
    expiresAt: expect.any(String),
  });

  // The audio helper: each recording now starts with 2 seconds of silence (a blob: WAV).
  const audio = frame.locator('audio').first();
  await expect(audio).toHaveAttribute('data-ashgrove-silence', 'done', { timeout: budget(15_000) });
  await expect(audio).toHaveAttribute('src', /^blob:/);
  expect(consoleLog.errors).toEqual([]);
});

test('the full reader opens without asking again after verification', async ({ page }) => {
  await open(page, `/collectors-edition?email=${GOOD.email}&order=${GOOD.order}`);
  await submit(page).click();
  await expect(page.getByText(`Licensed to ${GOOD.email}`)).toBeVisible();
  await page.getByRole('link', { name: 'Open in the full reader' }).click();
  await expect(page).toHaveURL(/\/read\/full\/crownless$/);
  await expect(page.getByRole('heading', { level: 1, name: /Crownless/ })).toBeVisible();
  await expect(page.getByText('Please verify your purchase to access this content.')).toHaveCount(0);
});

test('protected content is hidden while the debug-tool check trips', async ({ page }) => {
  // Docked developer tools: the window is 400 px wider than its viewport while the flag is on.
  await page.addInitScript(() => {
    const w = window as unknown as { __tools: boolean };
    w.__tools = false;
    Object.defineProperty(window, 'outerWidth', { get: () => window.innerWidth + (w.__tools ? 400 : 0) });
    Object.defineProperty(window, 'outerHeight', { get: () => window.innerHeight + 80 });
  });
  await open(page, `/collectors-edition?email=${GOOD.email}&order=${GOOD.order}`);
  await submit(page).click();
  await expect(page.locator('iframe')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __tools: boolean }).__tools = true));
  await expect(page.getByText('Protected content is hidden while developer tools are open.')).toBeVisible({
    timeout: budget(2000),
  });
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.locator('.portal-password')).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { __tools: boolean }).__tools = false));
  await expect(page.locator('iframe')).toBeVisible({ timeout: budget(2000) });
});
