import { InvalidSlugError, type ContentStore } from '@publisher/shared/server/ports/content-store';
import { noteFallback } from '@publisher/shared/server/http/fallback-tracking';

type Log = (message: string, error: unknown) => void;

const defaultLog: Log = (message, error) =>
  console.warn(`[content] ${message}: ${error instanceof Error ? error.message : String(error)}`);

type Answer<K extends keyof ContentStore> = Awaited<ReturnType<ContentStore[K]>>;

/**
 * What a read answers when the primary fails: the sample catalogue's answer, an empty list (only
 * for a read that answers a list) or nothing (only for a read that may answer null).
 */
type Policy<K extends keyof ContentStore> =
  'sample' | (Answer<K> extends readonly unknown[] ? 'empty' : never) | (null extends Answer<K> ? 'none' : never);

/** Every read names its fallback: a new ContentStore method does not compile until it has one. */
const POLICIES: { [K in keyof ContentStore]: Policy<K> } = {
  listBooks: 'empty',
  featuredBooks: 'sample',
  bookBySlug: 'sample',
  listStories: 'empty',
  featuredStories: 'sample',
  storyBySlug: 'sample',
  listAuthors: 'empty',
  featuredAuthors: 'sample',
  authorBySlug: 'sample',
  listMusic: 'empty',
  musicBySlug: 'sample',
  listPodcastEpisodes: 'empty',
  listIsbns: 'empty',
  // An allow-list must not widen during an outage: no sample price ids, just none.
  knownPriceIds: 'empty',
  // Flipbook access is not a catalogue read: an outage means no URL, never the sample's.
  fullFlipbookUrl: 'none',
};

const NOTE = { sample: ', answering from the sample catalogue', empty: ', answering an empty list', none: '' };

/**
 * The spec's fallbacks (section 7, content-database reads) around a primary store: a filtered
 * read that fails (featured, by slug) answers from the sample catalogue; a list read that
 * fails answers an empty list. The primary is expected to sit behind the cache, which serves
 * stale content before a failure ever reaches this layer: stale beats both fallbacks.
 * A bad slug is the caller's mistake, not an outage, so it is passed through.
 */
export function withContentFallbacks(primary: ContentStore, sample: ContentStore, log: Log = defaultLog): ContentStore {
  type Read = (...args: unknown[]) => Promise<unknown>;
  const guarded = (name: keyof ContentStore, policy: 'sample' | 'empty' | 'none'): Read => {
    const read = primary[name].bind(primary) as Read;
    const fallback = sample[name].bind(sample) as Read;
    return async (...args) => {
      try {
        return await read(...args);
      } catch (error) {
        if (error instanceof InvalidSlugError) throw error;
        log(`${name} failed${NOTE[policy]}`, error);
        if (policy === 'none') return null;
        noteFallback();
        return policy === 'empty' ? [] : fallback(...args);
      }
    };
  };
  const names = Object.keys(POLICIES) as (keyof ContentStore)[];
  return Object.fromEntries(names.map((name) => [name, guarded(name, POLICIES[name])])) as unknown as ContentStore;
}
