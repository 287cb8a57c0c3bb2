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
  type Read = (...args: unknown[]) => Promise<unknown>;
  /** `name` of the primary; a failure that is not the caller's bad slug answers `fallback(args)`. */
  const guarded = <K extends keyof ContentStore>(
    name: K,
    fallback: (args: unknown[]) => unknown,
    note: string,
  ): ContentStore[K] =>
    (async (...args: unknown[]) => {
      try {
        return await (primary[name] as Read).apply(primary, args);
      } catch (error) {
        if (error instanceof InvalidSlugError) throw error;
        log(`${name} failed${note}`, error);
        return fallback(args);
      }
    }) as ContentStore[K];
  const list = <K extends keyof ContentStore>(name: K) =>
    guarded(
      name,
      () => {
        noteFallback();
        return [];
      },
      ', answering an empty list',
    );
  const filtered = <K extends keyof ContentStore>(name: K) =>
    guarded(
      name,
      (args) => {
        noteFallback();
        return (sample[name] as Read).apply(sample, args);
      },
      ', answering from the sample catalogue',
    );

  return {
    listBooks: list('listBooks'),
    featuredBooks: filtered('featuredBooks'),
    bookBySlug: filtered('bookBySlug'),
    listStories: list('listStories'),
    featuredStories: filtered('featuredStories'),
    storyBySlug: filtered('storyBySlug'),
    listAuthors: list('listAuthors'),
    featuredAuthors: filtered('featuredAuthors'),
    authorBySlug: filtered('authorBySlug'),
    listMusic: list('listMusic'),
    musicBySlug: filtered('musicBySlug'),
    listPodcastEpisodes: list('listPodcastEpisodes'),
    listIsbns: list('listIsbns'),
    // An allow-list must not widen during an outage: no sample price ids, just none.
    knownPriceIds: list('knownPriceIds'),
    // Flipbook access is not a catalogue read: an outage means no URL, never the sample's.
    fullFlipbookUrl: guarded('fullFlipbookUrl', () => null, ''),
  };
}
