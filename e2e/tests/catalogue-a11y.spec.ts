import { test, expect, expectRemote } from '../support/fixtures';
import { axeViolations, settled } from '../support/a11y';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

/*
 * Every catalogue route and dialog is checked by axe in a11y-routes.spec.ts (whole page, both
 * widths). What stays here is a catalogue state no route reaches by itself.
 */

test.beforeEach(async ({ decideConsent }) => decideConsent());

test('no violations on the Book Not Found page', async ({ page }) => {
  await page.goto('/books/no-such-book');
  await expectRemote(page, 'catalogue');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Not Found' })).toBeVisible();
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
});
