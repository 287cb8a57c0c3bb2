import { describe, expect, it } from 'vitest';
import { HEADER_LINKS, isCurrentSection, routeListProblem } from '@publisher/shared/routes';
import { canonicalPath } from '@publisher/shared/seo';
import { SITE_ROUTES, siteRouteTable } from '../testing/site-routes';

// The four remotes' route tables together, as the composed site routes by them (decision 110).
const match = (pathname: string) => siteRouteTable.match(pathname);

describe('the route tables the remotes publish', () => {
  it('are well-formed lists', () => {
    expect(routeListProblem(SITE_ROUTES, true)).toBeNull();
  });

  it('map each spec route to one remote', () => {
    expect(match('/books/crownless')?.page).toBe('book-detail');
    expect(match('/read/full/crownless')?.page).toBe('full-flipbook');
    expect(match('/architect-method/pricing')?.remote).toBe('architect');
    expect(match('/education/year8')?.page).toBe('coming-soon');
    expect(match('/architects-method/')?.page).toBe('workspace');
    expect(match('/cover-creator/validate-purchase.html')?.remote).toBe('commerce');
  });

  it('do not match unknown paths or look-alike files', () => {
    expect(match('/nope')).toBeUndefined();
    expect(match('/books/a/b')).toBeUndefined();
    expect(match('/cover-creator/index-html')).toBeUndefined();
  });

  it('claim no path twice, across remotes', () => {
    const paths = SITE_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('give every route its own sentence, short enough for a search result', () => {
    for (const route of SITE_ROUTES) {
      expect(route.description.length, route.path).toBeGreaterThanOrEqual(70);
      expect(route.description.length, route.path).toBeLessThanOrEqual(160);
      expect(route.description, route.path).toMatch(/[.]$/);
    }
  });

  it('only repeat a sentence for aliases of the same page', () => {
    const pageOf = new Map<string, string>();
    for (const route of SITE_ROUTES) {
      const seen = pageOf.get(route.description);
      if (seen) expect(seen, route.path).toBe(`${route.remote}:${route.page}`);
      pageOf.set(route.description, `${route.remote}:${route.page}`);
    }
  });

  it('refuse a malformed list with the reason', () => {
    expect(routeListProblem([{ path: 'books', page: 'x', title: 'X', description: '' }])).toBe(
      '[0].path: not a path pattern',
    );
    expect(routeListProblem([{ path: '/x', page: 'Bad Id', title: 'X', description: '' }])).toBe(
      '[0].page: not a page id',
    );
    expect(routeListProblem([{ path: '/x', page: 'x', title: 'X', description: '', crawl: 'never' }])).toBe(
      '[0].crawl: unknown policy',
    );
    expect(routeListProblem({})).toBe('not a list');
  });
});

describe('header links', () => {
  it('lists the 13 header links in the spec order, without /education or /architects-method', () => {
    expect(HEADER_LINKS.map((l) => l.to)).toEqual([
      '/',
      '/books',
      '/stories',
      '/music',
      '/podcast',
      '/authors',
      '/submissions',
      '/services',
      '/utilities',
      '/architect-method',
      '/my-purchases',
      '/about',
      '/contact',
    ]);
  });

  it('each lead to a route of the site', () => {
    for (const link of HEADER_LINKS) expect(match(link.to), link.to).toBeDefined();
  });

  const current = (pathname: string) => HEADER_LINKS.filter((l) => isCurrentSection(l, pathname)).map((l) => l.to);
  it('mark exactly the section a page belongs to', () => {
    expect(current('/')).toEqual(['/']);
    expect(current('/books/crownless')).toEqual(['/books']);
    expect(current('/read/full/crownless')).toEqual(['/books']);
    expect(current('/architect-method/pricing')).toEqual(['/architect-method']);
    expect(current('/architects-method/validate-purchase')).toEqual(['/architect-method']);
    expect(current('/bookshop')).toEqual([]);
    expect(current('/calculator')).toEqual([]);
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
