import type { ContentRecordSource, RawRecord } from '../ports/content-store';
import { SwrCache, type SwrCacheOptions } from './swr-cache';

/**
 * The content source behind a stale-while-revalidate cache, keyed per table and read.
 * Raw records are cached (not mapped values), so the Authors list that resolves names for
 * books and stories is one cached read shared by every page.
 */
export function cachedRecordSource(source: ContentRecordSource, options: SwrCacheOptions): ContentRecordSource {
  const cache = new SwrCache<RawRecord[]>(options);
  return {
    list: (table) => cache.get(`list:${table}`, () => source.list(table)),
    featured: (table) => cache.get(`featured:${table}`, () => source.featured(table)),
    bySlug: (table, slug) => cache.get(`slug:${table}:${slug}`, () => source.bySlug(table, slug)),
  };
}
