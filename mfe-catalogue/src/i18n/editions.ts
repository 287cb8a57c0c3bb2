import { bookQueryString, readBookQuery, type BookQuery } from '@publisher/shared/contracts/book-query';

/*
 * The catalogue's two editions (docs/decisions/131): the English site, and the Italian edition of
 * its public pages under /it. No i18n library here: the English pages, the server's heads and the
 * preload read these paths too.
 */

/** The site's language, written in <html lang> by default. */
export const SITE_LANG = 'en-GB';
export const ITALIAN = 'it';
/** Each edition's name in its own language: the language link's text. */
export const EDITION_NAMES: Readonly<Record<string, string>> = { [SITE_LANG]: 'English', it: 'Italiano' };

/** The record value of the Italian edition's list (the /books language filter it applies). */
export const ITALIAN_LIST = 'Italian';

/** English page id → its Italian edition's page id (both published in ../routes.ts). */
export const ITALIAN_PAGES: Readonly<Record<string, string>> = {
  home: 'it-home',
  books: 'it-books',
  'book-detail': 'it-book-detail',
  'author-detail': 'it-author-detail',
  stories: 'it-stories',
  'story-detail': 'it-story-detail',
  search: 'it-search',
};

export const isItalianPage = (page: string): boolean => page.startsWith('it-');

/** The English page an Italian page is the edition of ('it-books' → 'books'). */
export const englishPage = (page: string): string => (isItalianPage(page) ? page.slice(3) : page);

/** The query /it/books reads: the URL's, with the Italian list's filter unless it names a language. */
export function italianBookSearch(search: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(search);
  if (!out.get('language')?.trim()) out.set('language', ITALIAN_LIST);
  return out;
}

/** /it/books for a choice: the Italian list's own filter is left out of the URL. */
export const italianBooksPath = (query: Partial<BookQuery>): string =>
  `/it/books${bookQueryString(query.language === ITALIAN_LIST ? { ...query, language: undefined } : query)}`;

const SLUG_PAGE = /^\/(books|authors|stories)\/[^/]+$/;
const LISTS = new Set(['/books', '/stories', '/search']);

const split = (href: string): [string, string] => {
  const at = href.indexOf('?');
  return at < 0 ? [href, ''] : [href.slice(0, at), href.slice(at)];
};

/**
 * The Italian edition of an English path, or null where it has none. A /books choice has one when
 * it names the Italian list (or another language); every language at once is the English list.
 */
export function italianPath(href: string): string | null {
  const [pathname, search] = split(href);
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return '/it';
  if (path === '/books') {
    const parsed = readBookQuery(new URLSearchParams(search));
    if (!parsed.ok || !parsed.query.language) return null;
    return italianBooksPath(parsed.query);
  }
  if (path === '/authors') return null;
  if (LISTS.has(path) || SLUG_PAGE.test(path)) return `/it${path}${search}`;
  return null;
}

/** The English page of an Italian path ("/it/books" → "/books?language=Italian"), or null. */
export function englishPath(href: string): string | null {
  const [pathname, search] = split(href);
  const path = pathname.replace(/\/+$/, '');
  if (path === '/it') return '/';
  if (!path.startsWith('/it/')) return null;
  const rest = path.slice(3);
  if (rest === '/books') {
    const parsed = readBookQuery(italianBookSearch(new URLSearchParams(search)));
    return parsed.ok ? `/books${bookQueryString(parsed.query)}` : null;
  }
  return LISTS.has(rest) || SLUG_PAGE.test(rest) ? `${rest}${search}` : null;
}

const IN_ITALIAN = /^\/it(\/|\?|$)/;

/** A path in the edition of `lang`: the Italian one where it exists, else the English path itself. */
export const pathIn = (lang: string, href: string): string =>
  lang === ITALIAN && !IN_ITALIAN.test(href) ? (italianPath(href) ?? href) : href;

/** Where a page's language link leads: its other edition (`equivalent`: the same content, an hreflang pair). */
export interface Counterpart {
  href: string;
  lang: string;
  equivalent: boolean;
}

/**
 * The other edition of a page, or null when it has none. /books of every language leads to the Italian list.
 * A record page whose record does not exist (`missing`) has no other edition either: the same slug is
 * missing there too, so the link leads to the other edition of its list (/books/x → /it/books,
 * /it/stories/x → /stories), as from a page without an equivalent; /authors has no Italian edition, so
 * a missing author's English page offers none.
 */
export function counterpart(href: string, missing = false): Counterpart | null {
  if (missing) {
    const [pathname] = split(href);
    const italian = IN_ITALIAN.test(pathname);
    const kind = SLUG_PAGE.exec(italian ? pathname.slice(3) : pathname)?.[1];
    if (kind) {
      const other = counterpart(italian ? `/it/${kind}` : `/${kind}`);
      if (other) return { ...other, equivalent: false };
      return italian ? { href: `/${kind}`, lang: SITE_LANG, equivalent: false } : null;
    }
  }
  if (IN_ITALIAN.test(href)) {
    const en = englishPath(href);
    return en ? { href: en, lang: SITE_LANG, equivalent: true } : null;
  }
  const it = italianPath(href);
  if (it) return { href: it, lang: ITALIAN, equivalent: true };
  return split(href)[0].replace(/\/+$/, '') === '/books'
    ? { href: '/it/books', lang: ITALIAN, equivalent: false }
    : null;
}
