import { InvalidSlugError, type ContentStore } from '@publisher/shared/server/ports/content-store';
import { noteFallback } from '@publisher/shared/server/http/fallback-tracking';

type Log = (message: string, error: unknown) => void;

const defaultLog: Log = (message, error) =>
  console.warn(`[content] ${message}: ${error instanceof Error ? error.message : String(error)}`);

/**
 * The spec's fallbacks (section 7, content-database reads) around a primary store: a filtered
 * read that fails (featured, by slug) answers from the sample catalogue; a list read that
 * fails answers an empty list. The primary is expected to sit behind the cache, which serves
 * stale content before a failure ever reaches this layer: stale beats both fallbacks.
 * A bad slug is the caller's mistake, not an outage, so it is passed through.
 */
export function withContentFallbacks(primary: ContentStore, sample: ContentStore, log: Log = defaultLog): ContentStore {
  const list =
    <T>(name: string, read: () => Promise<T[]>) =>
    async (): Promise<T[]> => {
      try {
        return await read();
      } catch (error) {
        log(`${name} failed, answering an empty list`, error);
        noteFallback();
        return [];
      }
    };
  const filtered =
    <A extends unknown[], T>(name: string, read: (...a: A) => Promise<T>, fallback: (...a: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      try {
        return await read(...args);
      } catch (error) {
        if (error instanceof InvalidSlugError) throw error;
        log(`${name} failed, answering from the sample catalogue`, error);
        noteFallback();
        return fallback(...args);
      }
    };

  return {
    listBooks: list('listBooks', () => primary.listBooks()),
    featuredBooks: filtered(
      'featuredBooks',
      () => primary.featuredBooks(),
      () => sample.featuredBooks(),
    ),
    bookBySlug: filtered(
      'bookBySlug',
      (s: string) => primary.bookBySlug(s),
      (s: string) => sample.bookBySlug(s),
    ),
    listStories: list('listStories', () => primary.listStories()),
    featuredStories: filtered(
      'featuredStories',
      () => primary.featuredStories(),
      () => sample.featuredStories(),
    ),
    storyBySlug: filtered(
      'storyBySlug',
      (s: string) => primary.storyBySlug(s),
      (s: string) => sample.storyBySlug(s),
    ),
    listAuthors: list('listAuthors', () => primary.listAuthors()),
    featuredAuthors: filtered(
      'featuredAuthors',
      () => primary.featuredAuthors(),
      () => sample.featuredAuthors(),
    ),
    authorBySlug: filtered(
      'authorBySlug',
      (s: string) => primary.authorBySlug(s),
      (s: string) => sample.authorBySlug(s),
    ),
    listMusic: list('listMusic', () => primary.listMusic()),
    musicBySlug: filtered(
      'musicBySlug',
      (s: string) => primary.musicBySlug(s),
      (s: string) => sample.musicBySlug(s),
    ),
    listPodcastEpisodes: list('listPodcastEpisodes', () => primary.listPodcastEpisodes()),
    listIsbns: list('listIsbns', () => primary.listIsbns()),
    // An allow-list must not widen during an outage: no sample price ids, just none.
    knownPriceIds: list('knownPriceIds', () => primary.knownPriceIds()),
    // Flipbook access is not a catalogue read: an outage means no URL, never the sample's.
    fullFlipbookUrl: async (slug) => {
      try {
        return await primary.fullFlipbookUrl(slug);
      } catch (error) {
        if (error instanceof InvalidSlugError) throw error;
        log('fullFlipbookUrl failed', error);
        return null;
      }
    },
  };
}
