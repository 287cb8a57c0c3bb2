import type { Page } from '@playwright/test';
import { test, expect, expectRemote } from '../support/fixtures';
import { axeViolations, sidewaysScroll } from '../support/a11y';
import { createProject, openDashboardAs, uniqueEmail } from './architect-helpers';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

/*
 * One h1 and no sideways scrolling at 375 and 320 px for every screen state; axe (WCAG 2.2 AA,
 * whole page) for the states no route reaches by itself. axe on every route is in a11y-routes.spec.ts.
 */

async function fitsWithOneH1(page: Page): Promise<void> {
  await expectRemote(page, 'architect');
  await expect(page.locator('h1')).toHaveCount(1);
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await sidewaysScroll(page), `at ${width} px`).toEqual([]);
  }
}

async function checkPage(page: Page): Promise<void> {
  await expectRemote(page, 'architect');
  expect(await axeViolations(page)).toEqual([]);
  await fitsWithOneH1(page);
}

test.beforeEach(async ({ decideConsent }) => decideConsent());

const STATIC = [
  '/architect-method',
  '/architect-method/pricing',
  '/architect-method/dashboard',
  '/architects-method/validate-purchase',
  '/architects-method/',
  '/architect-privacy',
];

for (const path of STATIC) {
  test(`${path} fits 375 and 320 px with one h1`, async ({ page }) => {
    await page.goto(path);
    await fitsWithOneH1(page);
  });
}

test('the alternate landing (?version=alternate) passes axe and fits 375 and 320 px', async ({ page }) => {
  await page.goto('/architect-method?version=alternate');
  await checkPage(page);
});

test('validation success and error states pass axe', async ({ page }) => {
  await page.goto('/architects-method/validate-purchase?key=ARCHITECT-DEMO-2026');
  await expect(page.getByRole('heading', { name: 'Purchase Verified' })).toBeVisible();
  await checkPage(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/architect-method-validation');
  await page.getByRole('button', { name: 'Validate Purchase' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in both email and order number.');
  await checkPage(page);
});

test('the dashboard with a project, its upsell and the project page pass axe', async ({ page }) => {
  await openDashboardAs(page, uniqueEmail('a11y'));
  await createProject(page, 'An Accessible Novel');
  await expect(page.getByRole('heading', { name: 'Ready to unlock more projects?' })).toBeVisible();
  await checkPage(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Continue An Accessible Novel' }).click();
  await expect(page.getByRole('button', { name: 'Mark Stage 1 Done' })).toBeVisible();
  await checkPage(page);
});

test('pricing with the limit alert and the e-mail error passes axe', async ({ page }) => {
  await page.goto('/architect-method/pricing');
  await page.getByRole('button', { name: 'Choose Multi-Book' }).click();
  await expect(page.getByText('Enter your e-mail address to choose a plan.')).toBeVisible();
  await checkPage(page);
});
