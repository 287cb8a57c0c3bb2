import { describe, expect, it } from 'vitest';
import { HEADER_LINKS, isCurrentSection, matchRoute, ROUTES } from './routes';

describe('route table', () => {
  it('maps each spec route to one remote', () => {
    expect(matchRoute('/books/crownless')?.page).toBe('book-detail');
    expect(matchRoute('/read/full/crownless')?.page).toBe('full-flipbook');
    expect(matchRoute('/architect-method/pricing')?.remote).toBe('architect');
    expect(matchRoute('/education/year8')?.page).toBe('coming-soon');
    expect(matchRoute('/architects-method/')?.page).toBe('workspace');
    expect(matchRoute('/cover-creator/validate-purchase.html')?.remote).toBe('commerce');
  });

  it('does not match unknown paths or look-alike files', () => {
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/books/a/b')).toBeUndefined();
    expect(matchRoute('/cover-creator/index-html')).toBeUndefined();
  });

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

  it('has no duplicate paths', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('current header section', () => {
  const current = (pathname: string) => HEADER_LINKS.filter((l) => isCurrentSection(l, pathname)).map((l) => l.to);
  it('marks exactly the section a page belongs to', () => {
    expect(current('/')).toEqual(['/']);
    expect(current('/books/crownless')).toEqual(['/books']);
    expect(current('/read/full/crownless')).toEqual(['/books']);
    expect(current('/architect-method/pricing')).toEqual(['/architect-method']);
    expect(current('/architects-method/validate-purchase')).toEqual(['/architect-method']);
    expect(current('/bookshop')).toEqual([]);
    expect(current('/calculator')).toEqual([]);
  });
});
