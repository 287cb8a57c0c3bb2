import { describedAs } from '../support/routes';
import type { Page } from '@playwright/test';
import { test, expect, expectRemote } from '../support/fixtures';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

/** The page's title is `title`: one <title> in the document, in the head, and og:title says the same. */
async function expectTitle(page: Page, title: string): Promise<void> {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('head > title')).toHaveCount(1);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  expect(
    await page.evaluate(() => document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')),
  ).toBe(await page.evaluate(() => document.title));
}

test('client-side navigation carries the description, canonical and Open Graph URL and title along', async ({
  page,
  baseURL,
  decideConsent,
  consoleLog,
}) => {
  await decideConsent();
  await page.goto('/');
  await expectRemote(page, 'catalogue');
  const description = page.locator('meta[name="description"]');
  const canonical = page.locator('link[rel="canonical"]');
  const ogUrl = page.locator('meta[property="og:url"]');
  const ogTitle = page.locator('meta[property="og:title"]');
  await expect(description).toHaveAttribute('content', describedAs('/'));
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Books', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Books' })).toBeVisible();
  await expect(description).toHaveAttribute('content', describedAs('/books'));
  await expect(canonical).toHaveAttribute('href', `${baseURL}/books`);
  await expect(ogUrl).toHaveAttribute('content', `${baseURL}/books`);
  await expect(ogTitle).toHaveAttribute('content', 'Books | Ashgrove Press');
  // The home page's Organization described the home page only.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);

  await page
    .locator('li.cat-book-card')
    .filter({ hasText: 'Crownless' })
    .getByRole('link', { name: /Crownless/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crownless' })).toBeVisible();
  await expect(canonical).toHaveAttribute('href', `${baseURL}/books/crownless`);
  await expect(description).toHaveAttribute('content', describedAs('/books/:slug'));
  // The catalogue refines the title once the book has loaded (decision 113); og:title follows it.
  await expect(page).toHaveTitle('Crownless | Ashgrove Press');
  await expect(ogTitle).toHaveAttribute('content', 'Crownless | Ashgrove Press');

  await page.goBack();
  await expect(canonical).toHaveAttribute('href', `${baseURL}/books`);
  await expect(description).toHaveAttribute('content', describedAs('/books'));
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  expect(consoleLog.errors).toEqual([]);
});

test('one title at a time: the first page, a route, a book, another remote and back', async ({
  page,
  decideConsent,
  consoleLog,
}) => {
  await decideConsent();
  await page.goto('/');
  await expectRemote(page, 'catalogue');
  // The app's title has taken over from the server's.
  await expectTitle(page, 'Home | Ashgrove Press');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Books', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Books' })).toBeVisible();
  await expectTitle(page, 'Books | Ashgrove Press');

  await page
    .locator('li.cat-book-card')
    .filter({ hasText: 'Crownless' })
    .getByRole('link', { name: /Crownless/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crownless' })).toBeVisible();
  await expectTitle(page, 'Crownless | Ashgrove Press');

  await nav.getByRole('link', { name: "Architect's Method" }).click();
  await expectRemote(page, 'architect');
  await expectTitle(page, "The Architect's Method | Ashgrove Press");

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Crownless' })).toBeVisible();
  await expectTitle(page, 'Crownless | Ashgrove Press');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Books' })).toBeVisible();
  await expectTitle(page, 'Books | Ashgrove Press');
  expect(consoleLog.errors).toEqual([]);
});

test('a first page with a title of its own keeps it once the app has started, as the only one', async ({
  page,
  decideConsent,
}) => {
  await decideConsent();
  await page.goto('/education/year10');
  await expectRemote(page, 'education');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon');
  await expectTitle(page, 'Year 10 Mathematics Workbook: Coming Soon | Ashgrove Press');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectTitle(page, 'Page not found | Ashgrove Press');
});
