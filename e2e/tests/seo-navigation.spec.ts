import { describedAs } from '../support/routes';
import { test, expect, expectRemote } from '../support/fixtures';

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
  // The catalogue refines the title once the book has loaded (decision 047); og:title follows it.
  await expect(page).toHaveTitle('Crownless | Ashgrove Press');
  await expect(ogTitle).toHaveAttribute('content', 'Crownless | Ashgrove Press');

  await page.goBack();
  await expect(canonical).toHaveAttribute('href', `${baseURL}/books`);
  await expect(description).toHaveAttribute('content', describedAs('/books'));
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  expect(consoleLog.errors).toEqual([]);
});
