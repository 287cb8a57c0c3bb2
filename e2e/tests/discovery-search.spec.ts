import { test, expect, expectRemote } from '../support/fixtures';

// Pages read only: one warm browser context per worker (support/fixtures.ts, decision 138).
test.use({ warmCache: true });

/*
 * Issue 15, items 1-3 (decision 104): search, filters and sort on /books, pages; each as a URL,
 * each working without JavaScript (the server renders the page) and enhanced with it.
 */

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ decideConsent }) => decideConsent());

  test('search from the /books box: results with their pages, tolerant of a typo and accents', async ({ page }) => {
    await page.goto('/books');
    await expectRemote(page, 'catalogue');
    await page.getByLabel('Search books, stories, authors and music').fill('crównles');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=cr%C3%B3wnles$/);
    await expect(page.getByText('1 result for “crównles”.')).toBeVisible();
    await page.getByRole('link', { name: 'Crownless' }).click();
    await expect(page).toHaveURL(/\/books\/crownless$/);
  });

  test('search by author finds the author, their books and stories; nonsense says so clearly', async ({ page }) => {
    await page.goto('/search?q=marchetti');
    await expectRemote(page, 'catalogue');
    const results = page.locator('.cat-search-result');
    await expect(results.first()).toContainText('Elena Marchetti');
    await expect(results.filter({ hasText: 'Book' }).first()).toBeVisible();
    await expect(results.filter({ hasText: 'Story' }).first()).toBeVisible();
    await page.goto('/search?q=zzqqxx');
    await expect(page.getByText('Nothing matches “zzqqxx”. Try fewer words, or check the spelling.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all books' })).toHaveAttribute('href', '/books');
    await page.goto(`/search?q=${'a'.repeat(201)}`);
    await expect(page.getByRole('alert')).toHaveText('Please search with 200 characters or fewer.');
  });

  test('the header search link opens /search', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await page.getByRole('link', { name: 'Search the catalogue' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByText('Type a title, an author, a pen name, a genre or an ISBN.')).toBeVisible();
  });

  test('each filter and the sort go into the URL at once and narrow the books', async ({ page }) => {
    await page.goto('/books');
    await expectRemote(page, 'catalogue');
    await expect(page.getByText('Showing 1–6 of 6 books.')).toBeVisible();
    await page.getByLabel('Language', { exact: true }).selectOption('Italian');
    await expect(page).toHaveURL(/\/books\?language=Italian$/);
    await expect(page.getByText('Showing 1–1 of 1 book.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Il giardino delle ore' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/books$/);

    await page.getByLabel('Genre', { exact: true }).selectOption('Literary Fantasy');
    await expect(page).toHaveURL(/genre=Literary\+Fantasy/);
    await expect(page.locator('.cat-book-card h2')).toHaveText(['Crownless']);
    await page.goto('/books');
    await page.getByLabel('Author', { exact: true }).selectOption('ada-whitlock');
    await expect(page).toHaveURL(/author=ada-whitlock/);
    // The URL changes first, the list with the next render: the check waits for the narrowed list.
    const bylines = () => page.locator('.cat-book-card .cat-byline').allTextContents();
    await expect.poll(async () => [...new Set(await bylines())]).toEqual(['Ada Whitlock']);
    await page.goto('/books');
    await page.getByLabel('Format', { exact: true }).selectOption('flipbook');
    await expect(page).toHaveURL(/format=flipbook/);
    await expect(page.locator('.cat-book-card h2')).toContainText(['Crownless']);
    await page.goto('/books');
    await page.getByLabel('Availability', { exact: true }).selectOption('coming-soon');
    await expect(page).toHaveURL(/availability=coming-soon/);
    await expect(page.locator('.cat-book-card .cat-chip').first()).toBeVisible();

    await page.goto('/books');
    await page.getByLabel('Sort by').selectOption('title');
    await expect(page).toHaveURL(/\/books\?sort=title$/);
    const titles = () => page.locator('.cat-book-card h2').allTextContents();
    const byTitle = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    await expect
      .poll(
        async () => {
          const shown = await titles();
          return shown.length === 6 && shown.join('|') === byTitle(shown).join('|');
        },
        { message: 'six books in title order' },
      )
      .toBe(true);
  });

  test('a choice that matches nothing, an impossible choice and a page past the end each say so', async ({ page }) => {
    await page.goto('/books?genre=Cookery');
    await expect(page.getByText('No books match these choices.')).toBeVisible();
    await page.goto('/books?format=vinyl');
    await expect(page.getByRole('alert')).toContainText('That choice is not one this catalogue offers.');
    await page.goto('/books?page=4');
    await expect(page.getByText('There is no page 4: the last page is 1.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to page 1' }).click();
    await expect(page.getByText('Showing 1–6 of 6 books.')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // No app takes over here: pages are read as the server sent them (waitUntil: 'load').

  test('the server renders search results, filters and the page head for each choice', async ({ page, request }) => {
    await page.goto('/books', { waitUntil: 'load' });
    await page.getByLabel('Search books, stories, authors and music').fill('salt orchard');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=salt\+orchard$/);
    await expect(page.getByRole('link', { name: 'The Salt Orchard' })).toBeVisible();

    await page.goto('/books', { waitUntil: 'load' });
    await page.getByLabel('Language', { exact: true }).selectOption('Italian');
    await page.getByLabel('Sort by').selectOption('title');
    await page.getByRole('button', { name: 'Show books' }).click();
    await expect(page).toHaveURL(/\/books\?.*language=Italian/);
    await expect(page.getByText('Showing 1–1 of 1 book.')).toBeVisible();

    // The head: one canonical per choice (defaults left out), search results not indexed.
    const html = await (await request.get('/books?sort=newest&language=Italian&page=1')).text();
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/books\?language=Italian" \/>/);
    const search = await (await request.get('/search?q=crownless')).text();
    expect(search).toContain('<meta name="robots" content="noindex" />');
    expect(search).toContain('<title>Search: crownless | Ashgrove Press</title>');
  });
});
