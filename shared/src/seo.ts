/*
 * Head helpers shared by the server and the shell. Each page's own description travels with its
 * remote's route table (shared/src/routes.ts `PublishedRoute.description`); content pages (a book,
 * story, author, music entry) get one from their record on the server.
 */

/** The site-wide description: unknown paths and anything without its own sentence. */
export const DEFAULT_DESCRIPTION =
  'Ashgrove Press is an independent UK publisher of books, ebooks, short stories, music and a podcast.';

/** Where the podcast's RSS feed lives (linked from /podcast). */
export const PODCAST_FEED_PATH = '/podcast/feed.xml';
/** The feed's title (the catalogue's feed, and the link to it in the /podcast page's head). */
export const PODCAST_TITLE = 'The Ashgrove Podcast';

/** The canonical form of a path: no trailing slash (except the home page), no query or fragment. */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * An absolute http(s) URL for a content link that may be relative ("/media/covers/x.svg"), for a
 * page's head or a feed. Anything else (javascript:, data:, garbage) gives null: it must never
 * reach a crawler's head.
 */
export function absoluteUrl(value: string | null | undefined, origin: string): string | null {
  const v = value?.trim();
  if (!v) return null;
  try {
    const url = new URL(v, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
