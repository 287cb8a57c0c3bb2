import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, expectRemote } from '../support/fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Violations inside the catalogue's own boundary (the shell's chrome is checked by its own tests). */
async function violations(page: Page, include = '[data-boundary="mfe-catalogue"]') {
  const result = await new AxeBuilder({ page }).withTags(TAGS).include(include).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const ROUTES = [
  '/', '/books', '/books/crownless', '/books/no-such-book', '/read/crownless', '/read/full/crownless', '/stories',
  '/stories/the-weight-of-snow', '/authors', '/authors/elena-marchetti', '/music', '/music/the-lantern-waltz', '/podcast',
  '/about', '/contact', '/submissions', '/services', '/utilities', '/tools', '/privacy',
];

test.describe('catalogue accessibility (axe, WCAG 2.2 AA)', () => {
  test.beforeEach(async ({ decideConsent, page }) => {
    await decideConsent();
    await page.route(/paypal\.com|open\.spotify\.com/, (route) => route.abort('internetdisconnected'));
  });

  for (const path of ROUTES) {
    test(`no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectRemote(page, 'catalogue');
      await expect(page.locator('[data-boundary="mfe-catalogue"] h1')).toHaveCount(1);
      // Wait for every loading state to settle (a failed PayPal button stays as a polite status).
      await expect(page.locator('[role="status"]:not(.cat-paypal-failed)')).toHaveCount(0, { timeout: 15_000 });
      expect(await violations(page)).toEqual([]);
    });
  }

  test('no violations in the open book, story and music dialogs', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Preview Book: Crownless' }).click();
    await expect(page.locator('[data-preview-state="loaded"]')).toBeVisible();
    expect(await violations(page, 'dialog')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Read More: The Weight of Snow' }).click();
    expect(await violations(page, 'dialog')).toEqual([]);
    await page.goto('/music');
    await page.getByRole('button', { name: 'View Details: The Lantern Waltz' }).click();
    await expect(page.getByText('PayPal button failed to load')).toBeVisible();
    expect(await violations(page, 'dialog')).toEqual([]);
  });
});
