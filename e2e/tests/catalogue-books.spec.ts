import { test, expect, expectRemote, holdRequests, openInApp } from '../support/fixtures';

// Pages read only: one warm browser context per worker (support/fixtures.ts, decision 138).
test.use({ warmCache: true });

test.describe('books grid', () => {
  test.beforeEach(async ({ decideConsent }) => decideConsent());

  test('shows every book with cover, title, genre, language, pages and a description cut at 150 characters', async ({
    page,
    consoleLog,
  }) => {
    const { books } = await (await page.request.get('/api/books')).json();
    await page.goto('/books');
    await expectRemote(page, 'catalogue');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Books' })).toBeVisible();
    const cards = page.locator('li.cat-book-card');
    await expect(cards).toHaveCount(books.length);

    const crownless = cards.filter({ has: page.getByRole('heading', { name: 'Crownless' }) });
    await expect(crownless.getByRole('img', { name: 'Cover of Crownless' })).toHaveAttribute('width', '400');
    await expect(crownless.getByText('Literary Fantasy')).toBeVisible();
    await expect(crownless.getByText('English')).toBeVisible();
    await expect(crownless.getByText('384')).toBeVisible();

    // The list carries summaries, cut by the API; the full description is on the book's own record.
    const cut = books.find((b: { description: string }) => b.description.endsWith('…'));
    expect(cut, 'a sample book with a description over 150 characters').toBeTruthy();
    const { book: long } = await (await page.request.get(`/api/books/${cut.slug}`)).json();
    expect(long.description.length).toBeGreaterThan(150);
    const text = (await cards.filter({ hasText: long.title }).locator('.cat-card-text').textContent()) ?? '';
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(151);
    expect(long.description.replace(/\s+/g, ' ').startsWith(text.slice(0, -1).trimEnd())).toBe(true);

    await crownless.getByRole('link', { name: /Crownless/ }).click();
    await expect(page).toHaveURL(/\/books\/crownless$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Crownless' })).toBeVisible();
    expect(consoleLog.errors).toEqual([]);
  });

  test('shows Loading books... while the list is on its way', async ({ page }) => {
    const release = await holdRequests(page, '**/api/books');
    await openInApp(page, '/books');
    await expect(page.getByText('Loading books...')).toBeVisible();
    release();
    await expect(page.locator('li.cat-book-card').first()).toBeVisible();
    await expect(page.getByText('Loading books...')).toHaveCount(0);
  });

  test('shows the empty text when there are no books', async ({ page }) => {
    const empty = {
      books: [],
      page: 1,
      pageSize: 24,
      total: 0,
      pages: 1,
      facets: { genres: [], languages: [], authors: [] },
    };
    await page.route('**/api/books', (route) => route.fulfill({ json: empty }));
    await openInApp(page, '/books');
    await expect(page.getByText('No books available yet. Check back soon for our latest publications!')).toBeVisible();
  });

  test('shows an error with a retry that loads the list', async ({ page }) => {
    let fail = true;
    await page.route('**/api/books', (route) =>
      fail ? route.fulfill({ status: 500, json: { error: 'Boom.' } }) : route.fallback(),
    );
    await openInApp(page, '/books');
    await expect(page.getByRole('alert')).toContainText('We could not load our books just now. Please try again.');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('li.cat-book-card').first()).toBeVisible();
  });
});
