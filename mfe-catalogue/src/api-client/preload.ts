import { bookQueryString, parseSearch, readBookQuery } from '@publisher/shared/contracts/book-query';
import { englishPage, ITALIAN_LIST, italianBookSearch } from '../i18n/editions';
import { prefetch } from './cache';
import { PATHS } from './paths';

type Params = Readonly<Record<string, string | undefined>>;

/** The API path of a /books page: its canonical query, or none for a query the API would refuse (the page says so). */
export function booksDataPath(search: URLSearchParams): string | null {
  const parsed = readBookQuery(search);
  return parsed.ok ? PATHS.booksPage(bookQueryString(parsed.query)) : null;
}

/** The API path of a /search page, or none when there is nothing (or too much) to search for. */
export function searchDataPath(search: URLSearchParams): string | null {
  const parsed = parseSearch(search.get('q'));
  return parsed.ok && parsed.q ? PATHS.search(parsed.q) : null;
}

/**
 * The Italian list's first page: a search page marks the books found in it as Italian (their
 * results carry no language of their own; decision 131).
 */
export const italianListPath = (): string => PATHS.booksPage(bookQueryString({ language: ITALIAN_LIST }));

const present = (path: string | null): string[] => (path ? [path] : []);

/** An author's books: the first page of /books for that author. */
export const authorBooksPath = (slug: string): string => PATHS.booksPage(bookQueryString({ author: slug }));

const withSlug = (f: (slug: string) => string[]) => (p: Params) => (p.slug ? f(p.slug) : []);

/** The content each page needs, by page id of ../routes.ts. */
const PAGE_DATA: Record<string, (p: Params, search: URLSearchParams) => string[]> = {
  home: () => [PATHS.featuredBooks, PATHS.featuredStories],
  books: (_p, search) => present(booksDataPath(search)),
  search: (_p, search) => {
    const path = searchDataPath(search);
    return path ? [path, italianListPath()] : [];
  },
  'book-detail': withSlug((s) => [PATHS.book(s)]),
  'sample-reader': withSlug((s) => [PATHS.book(s)]),
  'full-flipbook': withSlug((s) => [PATHS.book(s)]),
  stories: () => [PATHS.stories],
  'story-detail': withSlug((s) => [PATHS.story(s)]),
  authors: () => [PATHS.authors],
  'author-detail': withSlug((s) => [PATHS.author(s), authorBooksPath(s), PATHS.stories]),
  music: () => [PATHS.music],
  'music-entry': withSlug((s) => [PATHS.musicEntry(s)]),
  podcast: () => [PATHS.podcast],
};

/**
 * Starts a page's content requests at navigation time, in parallel with the download of
 * the page's code. Idempotent: the cache holds one request per path.
 */
export function preloadPage(page: string, params: Params, search: URLSearchParams = new URLSearchParams()): void {
  for (const path of pageDataPaths(page, params, search)) prefetch(path);
}

/** The API paths a page reads (the server renders a page with exactly these). */
export const pageDataPaths = (
  page: string,
  params: Params,
  search: URLSearchParams = new URLSearchParams(),
): string[] =>
  // An Italian page reads what its English page reads; /it/books, the Italian list.
  PAGE_DATA[englishPage(page)]?.(params, page === 'it-books' ? italianBookSearch(search) : search) ?? [];
