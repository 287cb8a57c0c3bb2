import { test, expect, expectRemote } from '../support/fixtures';
import { sidewaysScroll } from '../support/a11y';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

const PATHS = [
  '/education',
  '/year6-maths',
  '/year7-maths',
  '/education/year6-marketing',
  '/education/year7-marketing',
  '/education/year6',
  '/education/year8',
];

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of PATHS) {
    test(`${path} fits the screen and has one h1`, async ({ page, decideConsent, consoleLog }) => {
      await decideConsent();
      await page.goto(path);
      await expectRemote(page, 'education');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await sidewaysScroll(page)).toEqual([]);
      expect(consoleLog.errors).toEqual([]);
    });
  }
});

test('the catalogue grid has three columns at 1280 px and one at 375 px', async ({ page, decideConsent }) => {
  await decideConsent();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/education');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(6);
  const top = async (i: number) => (await cards.nth(i).boundingBox())!.y;
  expect(await top(1)).toBe(await top(0));
  expect(await top(2)).toBe(await top(0));
  expect(await top(3)).toBeGreaterThan(await top(0));
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(async () => (await top(1)) > (await top(0))).toBe(true);
});

test('at 375 px the catalogue hero ends under its lead, as the workbook heroes end under their buttons', async ({
  page,
  decideConsent,
}) => {
  await decideConsent();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/education');
  await expectRemote(page, 'education');
  const lead = (await page.getByText('Clear, carefully sequenced maths').boundingBox())!;
  const hero = (await page.getByRole('main').locator('header').first().boundingBox())!;
  // The hidden covers' empty column took a grid gap too: 100 px of blank hero before.
  expect(hero.y + hero.height - (lead.y + lead.height)).toBeLessThanOrEqual(64);
});

// axe on every education route (whole page, <details> opened, 1280 and 375 px) is in a11y-routes.spec.ts.

test('a card link near the bottom opens the next page at its top', async ({ page, decideConsent }) => {
  await decideConsent();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/education');
  const link = page
    .getByRole('article', { name: 'Year 11 Mathematics Workbook' })
    .getByRole('link', { name: 'Get Notified' });
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});
