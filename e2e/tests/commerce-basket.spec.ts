import type { Page } from '@playwright/test';
import { test, expect, holdRequests } from '../support/fixtures';
import { apiDown, capture, open, unique } from './commerce-helpers';

// Pages read only: one warm browser context per worker (support/fixtures.ts, decision 138).
test.use({ warmCache: true });

const CHECKOUT = '/.netlify/functions/create-checkout';
const KEY = 'ashgrove-press:basket';
const CROWNLESS = { slug: 'crownless', title: 'Crownless', priceId: 'price_sample_crownless_physical', quantity: 1 };
const ORCHARD = {
  slug: 'the-salt-orchard',
  title: 'The Salt Orchard',
  priceId: 'price_sample_the-salt-orchard_physical',
  quantity: 2,
};

test.beforeEach(async ({ decideConsent }) => decideConsent());

async function seedBasket(page: Page, items: object[]) {
  await page.addInitScript(
    ([key, value]: readonly [string, string]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [KEY, JSON.stringify(items)] as const,
  );
}

const line = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });

test('an empty basket says so', async ({ page }) => {
  await open(page, '/basket');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Basket' })).toBeVisible();
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse books' })).toHaveAttribute('href', '/books');
});

test('quantities, prices, removal and the header count', async ({ page, consoleLog }) => {
  await seedBasket(page, [CROWNLESS, ORCHARD]);
  await open(page, '/basket', consoleLog);
  await expect(page.getByText('3 items')).toBeVisible();
  await expect(line(page, 'Crownless')).toContainText('£16.99');
  await expect(page.getByText('Subtotal before shipping: £42.97')).toBeVisible();
  await page.getByRole('button', { name: 'One more Crownless' }).click();
  await expect(line(page, 'Crownless').getByRole('spinbutton')).toHaveValue('2');
  await expect(line(page, 'Crownless')).toContainText('£33.98');
  await expect(page.getByRole('link', { name: 'Basket, 4 items' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'One fewer The Salt Orchard' })).toBeEnabled();
  await page.getByRole('button', { name: 'One fewer The Salt Orchard' }).click();
  await expect(page.getByRole('button', { name: 'One fewer The Salt Orchard' })).toBeDisabled();
  await line(page, 'Crownless').getByRole('spinbutton').fill('5');
  await expect(page.getByText('6 items')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Crownless from your basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'removed' })).toHaveText(
    'Crownless was removed from your basket.',
  );
  await expect(line(page, 'Crownless')).toHaveCount(0);
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
  const stored = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]'), KEY);
  expect(stored).toEqual([{ ...ORCHARD, quantity: 1 }]);
  expect(consoleLog.errors).toEqual([]);
});

test('Checkout failed when the checkout cannot be created', async ({ page }) => {
  await seedBasket(page, [CROWNLESS]);
  await apiDown(page, CHECKOUT);
  await open(page, '/basket');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('alert')).toContainText('Checkout failed');
  await page.unroute(`**${CHECKOUT}`);
  await page.route(`**${CHECKOUT}`, (route) => route.fulfill({ status: 400, json: { error: 'Not for sale.' } }));
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('alert')).toContainText('Checkout failed');
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
});

test('a full sandbox purchase of a basket lands on /thank-you and empties the basket', async ({ page, consoleLog }) => {
  await seedBasket(page, [CROWNLESS, ORCHARD]);
  const seen = await capture(page, CHECKOUT);
  const release = await holdRequests(page, `**${CHECKOUT}`);
  await open(page, '/basket', consoleLog);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  release();
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  const origin = new URL(page.url()).origin;
  expect(seen[0]?.body).toEqual({
    items: [
      { price: CROWNLESS.priceId, quantity: 1, title: 'Crownless' },
      { price: ORCHARD.priceId, quantity: 2, title: 'The Salt Orchard' },
    ],
    success_url: `${origin}/thank-you`,
    cancel_url: `${origin}/checkout-cancelled`,
  });
  await page.getByLabel('Email for the receipt').fill(unique('basket'));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/thank-you/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Order' })).toBeVisible();
  await expect(page.getByText('Your basket has been emptied now that your order is complete.')).toBeVisible();
  await expect(page.getByText('Your download links arrive by e-mail from our store.', { exact: false })).toBeVisible();
  await expect(
    page.getByText('The payment provider e-mails you a shipping confirmation.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'hello@ashgrovepress.co.uk' }).first()).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('[]');
  await expect(page.getByRole('link', { name: /^Basket,/ })).toHaveCount(0);
  expect(consoleLog.errors).toEqual([]);
});

test('a cancelled sandbox checkout keeps the basket and says nothing was charged', async ({ page }) => {
  await seedBasket(page, [CROWNLESS]);
  await open(page, '/basket');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout-cancelled$/);
  await expect(page.getByText('Your checkout was cancelled and you have not been charged.')).toBeVisible();
  // The line under the buttons keeps a paragraph's space from them (it sat 8 px below, touching them).
  const buttons = await page.getByRole('link', { name: 'Return to your basket' }).boundingBox();
  const questions = await page.getByText('Questions? Email us at').boundingBox();
  expect(questions!.y - (buttons!.y + buttons!.height)).toBeGreaterThanOrEqual(14);
  await page.getByRole('link', { name: 'Return to your basket' }).click();
  await expect(line(page, 'Crownless')).toBeVisible();
});

test('a thank-you page after another checkout leaves the basket alone', async ({ page }) => {
  await seedBasket(page, [CROWNLESS]);
  await open(page, '/thank-you?session_id=cs_sandbox_123');
  await expect(page.getByText('Order reference: cs_sandbox_123')).toBeVisible();
  await expect(page.getByText('Your basket has been emptied')).toHaveCount(0);
  expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), KEY)) ?? '[]')).toHaveLength(1);
});
