import type { ContentRecordSource, ContentStore, SnapshotSource } from '@publisher/shared/server/ports/content-store';
import { localRecordSource } from '../adapters/local/local-source';
import type { Env } from '../env';
import { cachedRecordSource } from '../cache/cached-record-source';
import { createRateLimiter, type RateLimiter } from '../adapters/airtable/rate-limiter';
import { withContentFallbacks } from '../services/content';
import { localContentStore } from '../adapters/local/sample-content';
import { airtableRecordSource } from '../adapters/airtable/airtable-source';
import { contentStoreFromRecords } from '../adapters/airtable/record-content-store';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { snapshotRecordSource } from '../adapters/snapshot/content-snapshot';

export type ContentConfig = Pick<
  Env,
  'AIRTABLE_TOKEN' | 'AIRTABLE_BASE_ID' | 'AIRTABLE_ENDPOINT_URL' | 'AIRTABLE_TIMEOUT_MS' | 'CONTENT_CACHE_TTL_MS'
>;

export interface SelectedContent {
  store: ContentStore;
  /** Which adapter serves content, for the start-up log. */
  kind: 'airtable' | 'local';
  /** The shared snapshot (Airtable with a shared store): the signed refresh rebuilds it. */
  snapshot?: SnapshotSource;
  /** The raw records, drafts and scheduled items included: what goes live is found here (decision 123). */
  records: ContentRecordSource;
}

/**
 * Picks the content adapter from configuration. With AIRTABLE_TOKEN: Airtable through the SDK,
 * behind the rate limiter (5 requests a second for the base), the stale-while-revalidate cache
 * and the spec's fallbacks. Without: the embedded sample catalogue. A token without a base id
 * is a configuration error, reported like the others in env.ts.
 */
export function selectContentStore(
  env: ContentConfig,
  options: {
    limiter?: RateLimiter;
    now?: () => number;
    /** Where the content snapshot every instance shares lives (decision 105); none: each process reads Airtable. */
    state?: StateStore;
    defer?: (work: Promise<unknown>) => void;
  } = {},
): SelectedContent {
  const sample = localContentStore();
  if (!env.AIRTABLE_TOKEN) return { store: sample, kind: 'local', records: localRecordSource() };
  if (!env.AIRTABLE_BASE_ID || !/^app[A-Za-z0-9]+$/.test(env.AIRTABLE_BASE_ID)) {
    throw new Error(
      'Invalid configuration:\n  AIRTABLE_BASE_ID: required when AIRTABLE_TOKEN is set (an Airtable base id, "app…")',
    );
  }
  // Behind the shared snapshot only its rebuild asks Airtable, in the background: it waits its turn
  // as long as the base's pace needs. Without it, a visitor's read gives up after 3 s.
  const limiter =
    options.limiter ?? createRateLimiter({ limit: 5, windowMs: 1000, maxWaitMs: options.state ? 120_000 : 3000 });
  const source = airtableRecordSource({
    token: env.AIRTABLE_TOKEN,
    baseId: env.AIRTABLE_BASE_ID,
    ...(env.AIRTABLE_ENDPOINT_URL ? { endpointUrl: env.AIRTABLE_ENDPOINT_URL } : {}),
    timeoutMs: env.AIRTABLE_TIMEOUT_MS,
    acquireToken: () => limiter.acquire(),
  });
  const ttl = env.CONTENT_CACHE_TTL_MS;
  const snapshot = options.state
    ? snapshotRecordSource(source, options.state, {
        freshMs: ttl,
        ...(options.now ? { now: options.now } : {}),
        ...(options.defer ? { defer: options.defer } : {}),
        onError: (table, error) =>
          console.warn(
            `[content] rebuilding the ${table} snapshot failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
      })
    : undefined;
  const cached = cachedRecordSource(snapshot ?? source, {
    freshMs: ttl,
    // Past its freshness an entry is still served at once for ten more TTLs while it refreshes.
    revalidateMs: ttl * 10,
    errorBackoffMs: 5000,
    maxEntries: 1000,
    ...(options.now ? { now: options.now } : {}),
    onError: (key, error) =>
      console.warn(`[content] Airtable read ${key} failed: ${error instanceof Error ? error.message : String(error)}`),
  });
  return {
    store: withContentFallbacks(contentStoreFromRecords(cached), sample),
    kind: 'airtable',
    records: snapshot ?? cached,
    ...(snapshot ? { snapshot } : {}),
  };
}
