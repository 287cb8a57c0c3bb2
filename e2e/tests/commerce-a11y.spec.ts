import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { axeViolations, sidewaysScroll } from '../support/a11y';
import { open } from './commerce-helpers';

/*
 * axe on every commerce route, in these same states and at both widths, is in
 * a11y-routes.spec.ts (whole page). Here: one h1 and no sideways scroll per route, and axe on
 * the states no route reaches by itself (the unlocked portal, a filled basket).
 */

/** Every commerce route in a settled state (the portal and validation after their API answers). */
const ROUTES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/calculator', ready: async (p) => void (await p.getByLabel('Interior typesetting').check()) },
  { path: '/collectors-edition', ready: async () => undefined },
  {
    path: '/purchase-success?order_number=O-1&email=a%40example.com',
    ready: async (p) => void (await p.getByRole('button', { name: 'Stay on this page' }).click()),
  },
  { path: '/thank-you?session_id=cs_1', ready: async () => undefined },
  { path: '/checkout-cancelled', ready: async () => undefined },
  { path: '/my-purchases', ready: async () => undefined },
  { path: '/basket', ready: async () => undefined },
  {
    path: '/cover-creator/validate-purchase?key=COVER-SAMPLE-2001-KEY',
    ready: async (p) => void (await p.getByRole('heading', { name: 'Purchase Verified' }).waitFor()),
  },
  { path: '/cover-creator/index.html', ready: async () => undefined },
  { path: '/sound-craftery/index.html', ready: async () => undefined },
  {
    path: '/sound-craftery/validate-purchase.html?key=NOPE',
    ready: async (p) => void (await p.getByRole('heading', { name: 'Validation Failed' }).waitFor()),
  },
  { path: '/year7-maths/validate-purchase.html', ready: async (p) => void (await p.getByRole('alert').waitFor()) },
];

test.beforeEach(async ({ decideConsent }) => decideConsent());

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of ROUTES) {
      test(`${route.path}: one h1, no sideways scroll`, async ({ page }) => {
        await open(page, route.path);
        await route.ready(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        expect(await sidewaysScroll(page)).toEqual([]);
      });
    }
  });
}

test('the unlocked portal has no axe violations', async ({ page }) => {
  await open(page, '/collectors-edition?email=reader%40example.com&order=SAMPLE-CROWNLESS-1001');
  await page.getByRole('button', { name: "Access Collector's Edition" }).click();
  await expect(page.getByText('Licensed to reader@example.com')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a filled basket at 375 px has no axe violations and no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() =>
    localStorage.setItem(
      'ashgrove-press:basket',
      JSON.stringify([
        { slug: 'crownless', title: 'Crownless', priceId: 'price_sample_crownless_physical', quantity: 2 },
        {
          slug: 'the-salt-orchard',
          title: 'The Salt Orchard',
          priceId: 'price_sample_the-salt-orchard_physical',
          quantity: 1,
        },
      ]),
    ),
  );
  await open(page, '/basket');
  await expect(page.getByText('Subtotal before shipping')).toBeVisible();
  expect(await sidewaysScroll(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});
