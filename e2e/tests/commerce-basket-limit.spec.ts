import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { capture, open } from './commerce-helpers';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

const CHECKOUT = '/.netlify/functions/create-checkout';
const KEY = 'ashgrove-press:basket';
const LIMIT = 'You can order up to 5 copies of a printed book.';
const CROWNLESS = { slug: 'crownless', title: 'Crownless', priceId: 'price_sample_crownless_physical' };

test.beforeEach(async ({ decideConsent }) => decideConsent());

const stored = (page: Page) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]') as { quantity: number }[], KEY);
const line = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });

test('5 + 5 copies of one printed book stay 5: the book page and the basket name the limit, and checkout succeeds', async ({
  page,
}) => {
  await open(page, '/books/crownless', undefined, 'catalogue');
  const box = page.locator('section.commerce-buy-box');
  await box.getByLabel('Quantity').selectOption('5');
  await box.getByRole('button', { name: 'Add to basket' }).click();
  await expect(box.getByText('Added 5 copies to your basket.')).toBeVisible();
  await box.getByRole('button', { name: 'Add to basket' }).click();
  await expect(box.locator('.commerce-buy-box-added')).toContainText(LIMIT);
  await expect(box.locator('.commerce-buy-box-added')).not.toContainText('Added');
  expect(await stored(page)).toEqual([{ ...CROWNLESS, quantity: 5 }]);

  const seen = await capture(page, CHECKOUT);
  await open(page, '/basket');
  await expect(page.getByText('5 items')).toBeVisible();
  const quantity = line(page, 'Crownless').getByRole('spinbutton');
  await expect(quantity).toHaveValue('5');
  await expect(page.getByText(LIMIT)).toBeVisible();
  await expect(quantity).toHaveAccessibleDescription(LIMIT);
  await expect(page.getByRole('button', { name: 'One more Crownless' })).toBeDisabled();
  await quantity.fill('9');
  await expect(quantity).toHaveValue('5');
  expect(await stored(page)).toEqual([{ ...CROWNLESS, quantity: 5 }]);

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  expect(seen).toEqual([expect.objectContaining({ status: 200 })]);
  expect((seen[0]?.body as { items: { quantity: number }[] }).items).toEqual([
    expect.objectContaining({ price: CROWNLESS.priceId, quantity: 5 }),
  ]);
});

test('a basket stored with 10 copies (before the limit) is read as 5', async ({ page }) => {
  await page.addInitScript(([k, v]) => localStorage.setItem(k, v), [
    KEY,
    JSON.stringify([{ ...CROWNLESS, quantity: 10 }]),
  ] as const);
  await open(page, '/basket');
  await expect(line(page, 'Crownless').getByRole('spinbutton')).toHaveValue('5');
  await expect(page.getByText('5 items')).toBeVisible();
});

test('the server’s own error text is shown as given under Checkout failed', async ({ page }) => {
  // Two lines of one book (a basket edited by hand): the real API adds them up and refuses.
  const lines = [
    { ...CROWNLESS, quantity: 3 },
    { ...CROWNLESS, title: 'Crownless (again)', quantity: 3 },
  ];
  await page.addInitScript(([k, v]) => localStorage.setItem(k, v), [KEY, JSON.stringify(lines)] as const);
  const seen = await capture(page, CHECKOUT);
  await open(page, '/basket');
  await page.getByRole('button', { name: 'Checkout' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Checkout failed' });
  await expect(alert).toContainText(LIMIT);
  await expect(alert).not.toContainText('Please try again in a moment');
  expect(seen.map((s) => s.status)).toEqual([400]);
});
