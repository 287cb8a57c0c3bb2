import { prefetch } from './cache';
import { PATHS } from './paths';

type Params = Readonly<Record<string, string | undefined>>;

const withSlug = (f: (slug: string) => string[]) => (p: Params) => (p.slug ? f(p.slug) : []);

/** The content each page needs, by page id of shared/src/routes.ts. */
const PAGE_DATA: Record<string, (p: Params) => string[]> = {
  home: () => [PATHS.featuredBooks, PATHS.featuredStories],
  books: () => [PATHS.books],
  'book-detail': withSlug((s) => [PATHS.book(s)]),
  'sample-reader': withSlug((s) => [PATHS.book(s)]),
  'full-flipbook': withSlug((s) => [PATHS.book(s)]),
  stories: () => [PATHS.stories],
  'story-detail': withSlug((s) => [PATHS.story(s)]),
  authors: () => [PATHS.authors],
  'author-detail': withSlug((s) => [PATHS.author(s), PATHS.books, PATHS.stories]),
  music: () => [PATHS.music],
  'music-entry': withSlug((s) => [PATHS.musicEntry(s)]),
  podcast: () => [PATHS.podcast],
};

/**
 * Starts a page's content requests at navigation time, in parallel with the download of
 * the page's code. Idempotent: the cache holds one request per path.
 */
export function preloadPage(page: string, params: Params): void {
  for (const path of pageDataPaths(page, params)) prefetch(path);
}

/** The API paths a page reads (the server renders a page with exactly these). */
export const pageDataPaths = (page: string, params: Params): string[] => PAGE_DATA[page]?.(params) ?? [];
