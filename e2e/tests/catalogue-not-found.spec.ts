import { test, expect, expectRemote } from '../support/fixtures';

test.describe('catalogue records that do not exist', () => {
  test.beforeEach(async ({ decideConsent }) => decideConsent());

  test('an unknown slug shows Book Not Found with the way back (status 404)', async ({ page, consoleLog }) => {
    const response = await page.goto('/books/no-such-book');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Book Not Found' })).toBeVisible();
    expect(consoleLog.errors).toEqual([]);
    await expect(page.getByText("We couldn't find a book with the slug “no-such-book”.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Books' }).click();
    await expect(page).toHaveURL(/\/books$/);
  });

  test('a not-found record page arrives rendered by the server, is not read again in the browser, and links nowhere that is a 404, in both editions', async ({
    page,
  }) => {
    const pages: [string, string, string][] = [
      ['/books/no-such-book', 'Book Not Found', '/api/books/no-such-book'],
      ['/it/books/no-such-book', 'Libro non trovato', '/api/books/no-such-book'],
      ['/stories/no-such-story', 'Story Not Found', '/api/stories/no-such-story'],
      ['/it/stories/no-such-story', 'Racconto non trovato', '/api/stories/no-such-story'],
      ['/authors/no-such-author', 'Author Not Found', '/api/authors/no-such-author'],
      ['/it/authors/no-such-author', 'Autore non trovato', '/api/authors/no-such-author'],
    ];
    const reads: string[] = [];
    page.on('request', (request) => reads.push(new URL(request.url()).pathname));
    for (const [path, heading, api] of pages) {
      // The first HTML, before any script: the page's not-found state, rendered by the server.
      const first = await page.request.get(path);
      expect(first.status(), path).toBe(404);
      expect(await first.text(), path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      reads.length = 0;
      expect((await page.goto(path))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectRemote(page, 'catalogue');
      await page.waitForLoadState('networkidle');
      // The page hydrates from the 404 the server rendered it with: the browser does not ask again
      // (it asked 3 times, then once, before the server rendered not-found pages).
      expect(
        reads.filter((read) => read === api),
        path,
      ).toHaveLength(0);
      // The language link used to lead to the other edition of the same missing slug.
      const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs, path).not.toContain(path.startsWith('/it/') ? path.slice(3) : `/it${path}`);
      for (const href of new Set(hrefs)) {
        expect((await page.request.get(href!)).status(), `${path} links to ${href}`).toBe(200);
      }
    }
  });
});
