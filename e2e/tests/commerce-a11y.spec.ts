import { test, expect } from '../support/fixtures';
import { axeViolations, sidewaysScroll } from '../support/a11y';
import { open } from './commerce-helpers';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

/*
 * Every commerce route, in its settled state (the portal and validation after their API answers,
 * SAMPLE_STATE there), is checked in a11y-routes.spec.ts: one h1, axe on the whole page at 1280 and
 * 375 px, no sideways scroll at 1280, 375 and 320 px. Here: axe on the states no route reaches by
 * itself (the unlocked portal, a filled basket).
 */

test.beforeEach(async ({ decideConsent }) => decideConsent());

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
