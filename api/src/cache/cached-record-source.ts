import { LRUCache } from 'lru-cache';
import type { ContentRecordSource, RawRecord } from '@publisher/shared/server/ports/content-store';

export interface ContentCacheOptions {
  /** How long a read is served from memory without asking the source. */
  freshMs: number;
  /** Past `freshMs`, how much longer it is served at once while one background read refreshes it. */
  revalidateMs?: number;
  /** After a failed read the key rests this long: its stale copy (or the error) is answered without a read. */
  errorBackoffMs?: number;
  /** Keys kept, least recently used dropped first: slugs are caller-chosen. */
  maxEntries?: number;
  now?: () => number;
  onError?: (key: string, error: unknown) => void;
}

type Read = () => Promise<RawRecord[]>;

/**
 * The content source behind lru-cache's stale-while-revalidate, keyed per table and read. Raw
 * records are cached (not mapped values), so the Authors list that resolves names for books and
 * stories is one cached read shared by every page. lru-cache gives one read per key in flight,
 * the stale copy while it refreshes (`allowStale`), the stale copy when the refresh fails
 * (`allowStaleOnFetchRejection`) and the bound; the rule on top is only the window: older than
 * `freshMs + revalidateMs`, a reader waits for the read and gets the stale copy only if it fails.
 * Without any copy a failed read rejects, so the caller's fallback answers.
 */
export function cachedRecordSource(source: ContentRecordSource, options: ContentCacheOptions): ContentRecordSource {
  const perf = options.now ? { now: options.now } : undefined;
  const max = options.maxEntries ?? 1000;
  const revalidateMs = options.revalidateMs ?? 0;
  // Failed keys are caller-chosen too: bounded like the entries, forgotten after the backoff.
  const failures = options.errorBackoffMs
    ? new LRUCache<string, { error: unknown }>({
        max,
        ttl: options.errorBackoffMs,
        ttlResolution: 0,
        ...(perf && { perf }),
      })
    : undefined;
  const cache = new LRUCache<string, RawRecord[], Read>({
    max,
    ttl: options.freshMs,
    // Stale copies stay until evicted (stale beats an error, however old); the fake clock of a test is read on every check.
    ttlResolution: 0,
    noDeleteOnFetchRejection: true,
    ...(perf && { perf }),
    fetchMethod: async (key, _stale, { context: read }) => {
      try {
        return await read();
      } catch (error) {
        failures?.set(key, { error });
        options.onError?.(key, error);
        throw error;
      }
    },
  });

  const get = async (key: string, read: Read): Promise<RawRecord[]> => {
    const stale = cache.peek(key, { allowStale: true });
    const resting = failures?.get(key);
    if (resting) {
      if (stale !== undefined) return stale;
      throw resting.error;
    }
    const records = await cache.fetch(key, {
      context: read,
      allowStale: cache.getRemainingTTL(key) > -revalidateMs,
      allowStaleOnFetchRejection: stale !== undefined,
    });
    // Undefined only for an aborted read, which nothing here starts.
    if (records === undefined) throw new Error(`The content read ${key} was abandoned.`);
    return records;
  };
  return {
    list: (table) => get(`list:${table}`, () => source.list(table)),
    featured: (table) => get(`featured:${table}`, () => source.featured(table)),
    bySlug: (table, slug) => get(`slug:${table}:${slug}`, () => source.bySlug(table, slug)),
  };
}
