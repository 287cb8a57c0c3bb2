import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { open } from './commerce-helpers';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

test.beforeEach(async ({ decideConsent }) => decideConsent());

async function fill(page: Page, email: string, order: string, product: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Order number').fill(order);
  await page.getByLabel('Product').selectOption(product);
}

const button = (page: Page) => page.getByRole('button', { name: 'Access My Purchase' });

test('the button stays disabled until email, order number and product are all set', async ({ page, consoleLog }) => {
  await open(page, '/my-purchases', consoleLog);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Your Purchases' })).toBeVisible();
  await expect(page.getByLabel('Product').locator('option')).toHaveText([
    'Choose a product',
    'Year 6 Mathematics Workbook',
    'Cover Creator Guide',
    'Sound Craftery Pro',
    "Crownless flipbook (full or Collector's Edition)",
    'Year 7 Mathematics Workbook',
  ]);
  await expect(button(page)).toBeDisabled();
  await page.getByLabel('Email address').fill('reader@example.com');
  await expect(button(page)).toBeDisabled();
  await page.getByLabel('Order number').fill('SAMPLE-CROWNLESS-1001');
  await expect(button(page)).toBeDisabled();
  await page.getByLabel('Product').selectOption('flipbook');
  await expect(button(page)).toBeEnabled();
  await page.getByLabel('Order number').fill('');
  await expect(button(page)).toBeDisabled();
  expect(consoleLog.errors).toEqual([]);
});

test('blank-looking details get the spec message', async ({ page }) => {
  await open(page, '/my-purchases');
  // The browser strips spaces from an e-mail field itself; an order number of spaces gets through.
  await fill(page, 'designer@example.com', '   ', 'cover-creator');
  await button(page).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter both email and order number.');
  await expect(page).toHaveURL(/\/my-purchases$/);
});

test('flipbook goes to the portal with email and order', async ({ page }) => {
  await open(page, '/my-purchases');
  await fill(page, 'reader@example.com', 'SAMPLE-CROWNLESS-1001', 'flipbook');
  await button(page).click();
  await expect(page).toHaveURL('/collectors-edition?email=reader%40example.com&order=SAMPLE-CROWNLESS-1001');
  await expect(page.getByLabel('Order number')).toHaveValue('SAMPLE-CROWNLESS-1001');
});

const VALIDATED = [
  [
    'cover-creator',
    '/cover-creator/validate-purchase.html',
    'designer@example.com',
    'SAMPLE-COVER-2001',
    'Cover Creator Guide',
  ],
  [
    'sound-craftery',
    '/sound-craftery/validate-purchase.html',
    'composer@example.com',
    'SAMPLE-SOUND-5001',
    'Sound Craftery Pro',
  ],
  [
    'year7-maths',
    '/year7-maths/validate-purchase.html',
    'parent@example.com',
    'SAMPLE-YEAR7-4001',
    'the Year 7 Mathematics Workbook',
  ],
] as const;

for (const [product, path, email, order, name] of VALIDATED) {
  test(`${product} goes to ${path} with email, order_number and key, and is verified there`, async ({ page }) => {
    await open(page, '/my-purchases');
    await fill(page, email, order, product);
    await button(page).click();
    const query = new URLSearchParams({ email, order_number: order, key: order });
    await expect(page).toHaveURL(`${path}?${query}`);
    await expect(page.getByRole('heading', { name: 'Purchase Verified' })).toBeVisible();
    await expect(page.getByText(`Thank you: your purchase of ${name} is verified.`)).toBeVisible();
  });
}

test('year6-maths has no access page: an honest outcome, no redirect', async ({ page }) => {
  await open(page, '/my-purchases');
  await fill(page, 'parent@example.com', 'Y6-123', 'year6-maths');
  await button(page).click();
  await expect(page).toHaveURL(/\/my-purchases$/);
  await expect(page.getByRole('heading', { name: 'Your Year 6 Mathematics Workbook' })).toBeFocused();
  await expect(page.getByText('your download link is in your receipt e-mail')).toBeVisible();
  await expect(page.getByRole('link', { name: /Open your Gumroad library/ })).toHaveAttribute(
    'href',
    'https://app.gumroad.com/library',
  );
  await expect(page.getByRole('link', { name: 'Email us about this order' })).toHaveAttribute(
    'href',
    'mailto:hello@ashgrovepress.co.uk?subject=Year%206%20Mathematics%20Workbook%20access%2C%20order%20Y6-123',
  );
});

test('a product page link preselects its product', async ({ page }) => {
  await open(page, '/my-purchases?product=sound-craftery');
  await expect(page.getByLabel('Product')).toHaveValue('sound-craftery');
  await open(page, '/my-purchases?product=nonsense');
  await expect(page.getByLabel('Product')).toHaveValue('');
});
