import { test, expect } from '../support/fixtures';
import { capture, open, unique } from './commerce-helpers';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

const PHYSICAL = '/.netlify/functions/create-physical-checkout';

test.beforeEach(async ({ decideConsent }) => decideConsent());

test('a full sandbox purchase of a physical book from its page lands on /thank-you', async ({ page, consoleLog }) => {
  const seen = await capture(page, PHYSICAL);
  await open(page, '/books/crownless', consoleLog, 'catalogue');
  const box = page.getByRole('region', { name: 'Paperback Edition' });
  await box.getByLabel('Quantity').selectOption('2');
  await box.getByRole('button', { name: 'Buy Paperback' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  expect(seen[0]?.body).toEqual({ priceId: 'price_sample_crownless_physical', bookSlug: 'crownless', quantity: 2 });
  await expect(page.getByRole('row', { name: /Crownless/ })).toContainText('2');
  await page.getByLabel('Email for the receipt').fill(unique('paperback'));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/thank-you\?session_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Order' })).toBeVisible();
  await expect(page.getByText('Your payment was successful and your order is confirmed.')).toBeVisible();
  await expect(page.getByText(/^Order reference: \S+/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Physical books' })).toBeVisible();
  expect(consoleLog.errors).toEqual([]);
});

test('Add to basket on a book page fills the basket commerce shows', async ({ page }) => {
  await open(page, '/books/the-salt-orchard', undefined, 'catalogue');
  const box = page.getByRole('region', { name: 'Paperback Edition' });
  await box.getByLabel('Quantity').selectOption('3');
  await box.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('link', { name: 'Basket, 3 items' })).toBeVisible();
  await page.getByRole('link', { name: 'View basket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Basket' })).toBeVisible();
  const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'The Salt Orchard' }) });
  await expect(line.getByRole('spinbutton')).toHaveValue('3');
  await expect(page.getByText('Subtotal before shipping: £38.97')).toBeVisible();
});
