import { describe, expect, it, vi } from 'vitest';

/*
 * Issue 24, item 7: the server loads this module once and renders every request with it. A page
 * rendered for a search must leave nothing of it in the module's cache.
 */
describe('catalogue server render', () => {
  it('keeps nothing in memory after rendering 300 different searches', async () => {
    // The module as the server loads it: not one other files of this worker filled (no isolation).
    vi.resetModules();
    const { cachedPaths } = await import('./api-client/cache');
    const { render } = await import('./server-render');
    const before = cachedPaths();
    for (let i = 0; i < 300; i++) {
      const q = `term${i}`;
      const italianList = {
        books: [],
        page: 1,
        pageSize: 24,
        total: 0,
        pages: 0,
        facets: { genres: [], languages: [], authors: [] },
      };
      const getJson = async (path: string) =>
        path.startsWith('/api/search') ? { query: q, total: 0, results: [] } : italianList;
      const page = await render({
        page: 'search',
        pattern: '/search',
        location: `/search?q=${q}`,
        origin: 'http://localhost',
        getJson,
      });
      if (!page || 'notFound' in page) throw new Error('not rendered');
      // Rendered from the seeded answer (a contract failure would drop the entry and prove nothing).
      expect(page.html).toContain(q);
      expect(Object.keys(page.data)).toEqual([`/api/search?q=${q}`, '/api/books?language=Italian']);
    }
    expect(cachedPaths()).toBe(before);
  });
});
