import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes';
import { canonicalPath, DEFAULT_DESCRIPTION, describePath, ROUTE_DESCRIPTIONS } from './seo';

describe('route descriptions', () => {
  it('gives every route in the table its own sentence, short enough for a search result', () => {
    for (const route of ROUTES) {
      const text = ROUTE_DESCRIPTIONS[route.path];
      expect(text, route.path).toBeDefined();
      expect(text!.length, route.path).toBeGreaterThanOrEqual(70);
      expect(text!.length, route.path).toBeLessThanOrEqual(160);
      expect(text, route.path).toMatch(/[.]$/);
    }
  });

  it('describes no route that the table does not have (a renamed path would leave a stale key)', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    expect(Object.keys(ROUTE_DESCRIPTIONS).filter((p) => !paths.has(p))).toEqual([]);
  });

  it('only repeats a sentence for aliases of the same page', () => {
    const pageOf = new Map<string, string>();
    for (const route of ROUTES) {
      const text = ROUTE_DESCRIPTIONS[route.path]!;
      const seen = pageOf.get(text);
      if (seen) expect(seen, route.path).toBe(`${route.remote}:${route.page}`);
      pageOf.set(text, `${route.remote}:${route.page}`);
    }
  });

  it('describes a concrete path by its route, and unknown paths with the site description', () => {
    expect(describePath('/books/crownless')).toBe(ROUTE_DESCRIPTIONS['/books/:slug']);
    expect(describePath('/read/full/crownless')).toBe(ROUTE_DESCRIPTIONS['/read/full/:slug']);
    expect(describePath('/podcast/')).toBe(ROUTE_DESCRIPTIONS['/podcast']);
    expect(describePath('/no-such-page')).toBe(DEFAULT_DESCRIPTION);
  });
});

describe('canonicalPath', () => {
  it('drops trailing slashes but keeps the home page', () => {
    expect(canonicalPath('/books/')).toBe('/books');
    expect(canonicalPath('/architects-method//')).toBe('/architects-method');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/books/crownless')).toBe('/books/crownless');
  });
});
