import { describe, expect, it } from 'vitest';
import { counterpart, englishPath, italianPath, pathIn } from './editions';
import { langAttr, languageCode } from './lang';

describe('the Italian edition’s paths', () => {
  it('pair each public page with its Italian one, both ways', () => {
    const pairs: [string, string][] = [
      ['/', '/it'],
      ['/books?language=Italian', '/it/books'],
      ['/books?genre=Novella&language=Italian&page=2', '/it/books?genre=Novella&page=2'],
      ['/books?language=English', '/it/books?language=English'],
      ['/books/il-giardino-delle-ore', '/it/books/il-giardino-delle-ore'],
      ['/authors/elena-marchetti', '/it/authors/elena-marchetti'],
      ['/stories', '/it/stories'],
      ['/stories/the-weight-of-snow', '/it/stories/the-weight-of-snow'],
      ['/search?q=giardino', '/it/search?q=giardino'],
    ];
    for (const [en, it] of pairs) {
      expect(italianPath(en)).toBe(it);
      expect(englishPath(it)).toBe(en);
      expect(counterpart(en)).toEqual({ href: it, lang: 'it', equivalent: true });
      expect(counterpart(it)).toEqual({ href: en, lang: 'en-GB', equivalent: true });
    }
  });

  it('leave pages without an Italian edition English', () => {
    for (const path of ['/music', '/podcast', '/read/crownless', '/authors', '/basket', '/italy'])
      expect(italianPath(path)).toBeNull();
    expect(counterpart('/music')).toBeNull();
    expect(pathIn('it', '/read/crownless')).toBe('/read/crownless');
    expect(pathIn('it', '/books/crownless')).toBe('/it/books/crownless');
    expect(pathIn('en-GB', '/books/crownless')).toBe('/books/crownless');
    // Every language at once has no Italian equivalent: the link leads to the Italian list, no hreflang pair.
    expect(counterpart('/books')).toEqual({ href: '/it/books', lang: 'it', equivalent: false });
  });
});

describe('the language link of a page whose record does not exist', () => {
  it('leads to the other edition’s list, never to the same missing slug', () => {
    const missing: [string, string | null, string][] = [
      ['/books/no-such-book', '/it/books', 'it'],
      ['/stories/no-such-story', '/it/stories', 'it'],
      ['/authors/no-such-author', null, 'it'],
      ['/it/books/no-such-book', '/books?language=Italian', 'en-GB'],
      ['/it/stories/no-such-story', '/stories', 'en-GB'],
      ['/it/authors/no-such-author', '/authors', 'en-GB'],
    ];
    for (const [path, href, lang] of missing) {
      expect(counterpart(path, true)).toEqual(href ? { href, lang, equivalent: false } : null);
    }
    // Pages that are not one record keep their link.
    expect(counterpart('/stories', true)).toEqual({ href: '/it/stories', lang: 'it', equivalent: true });
    expect(counterpart('/music/no-such-song', true)).toBeNull();
  });
});

describe('language of parts', () => {
  it('marks a record only where its language differs from the page’s', () => {
    expect(languageCode('Italian')).toBe('it');
    expect(languageCode('Instrumental')).toBeNull();
    expect(langAttr({ language: 'Italian' }, 'en-GB')).toEqual({ lang: 'it' });
    expect(langAttr({ language: 'Italian' }, 'it')).toEqual({});
    expect(langAttr({ language: 'English' }, 'en-GB')).toEqual({});
    expect(langAttr({ language: 'English' }, 'it')).toEqual({ lang: 'en' });
    // Stories and authors have no language field: they are written in English.
    expect(langAttr({ title: 'The Weight of Snow' }, 'it')).toEqual({ lang: 'en' });
    expect(langAttr({ language: null }, 'it')).toEqual({});
  });
});
