import Airtable from 'airtable';
import type { ContentRecordSource, ContentTable, RawRecord } from '@publisher/shared/server/ports/content-store';
import { FEATURED_FORMULA, slugFormula } from './formula';

export interface AirtableSourceOptions {
  token: string;
  baseId: string;
  /** The API origin; a loopback server in tests. Defaults to https://api.airtable.com. */
  endpointUrl?: string;
  /** Per HTTP request. The SDK's default is 300 s, far too long for a page view. */
  timeoutMs: number;
  /**
   * Awaited before every HTTP request (each page too): the shared rate limiter. The function
   * it resolves with is called once that request has finished (response or error).
   */
  acquireToken?: () => Promise<() => void>;
  /** Records per page (Airtable's maximum is 100). */
  pageSize?: number;
}

/** The view the spec lists tables through. */
export const LIST_VIEW = 'Grid view';

type SelectParams = { view?: string; filterByFormula?: string; pageSize: number };

/**
 * Content records through the official `airtable` SDK. A 429 is not retried (the SDK would
 * retry without limit) and a request gives up after `timeoutMs`: the cache in front serves
 * stale content instead, and the rate limiter keeps us under Airtable's 5 requests a second.
 */
export function airtableRecordSource(options: AirtableSourceOptions): ContentRecordSource {
  const airtable = new Airtable({
    apiKey: options.token,
    endpointUrl: options.endpointUrl ?? 'https://api.airtable.com',
    noRetryIfRateLimited: true,
    requestTimeout: options.timeoutMs,
  });
  const base = airtable.base(options.baseId);
  const acquire = options.acquireToken ?? (async () => () => undefined);
  const pageSize = options.pageSize ?? 100;

  async function select(table: ContentTable, params: Omit<SelectParams, 'pageSize'>): Promise<RawRecord[]> {
    let release = await acquire();
    return new Promise<RawRecord[]>((resolve, reject) => {
      const out: RawRecord[] = [];
      base(table)
        .select({ ...params, pageSize })
        .eachPage(
          (records, fetchNextPage) => {
            release(); // this page's request has finished
            for (const record of records) out.push({ id: record.id, fields: { ...record.fields } });
            // Only a full page can have a next one; that next request waits for its own token.
            if (records.length < pageSize) {
              release = () => undefined;
              fetchNextPage();
              return;
            }
            acquire().then((next) => {
              release = next;
              fetchNextPage();
            }, reject);
          },
          (error) => {
            release();
            if (error) reject(toError(error));
            else resolve(out);
          },
        );
    });
  }

  return {
    list: (table) => select(table, { view: LIST_VIEW }),
    featured: (table) => select(table, { filterByFormula: FEATURED_FORMULA }),
    // Validation happens before any request: a bad slug throws InvalidSlugError here.
    bySlug: async (table, slug) => select(table, { filterByFormula: slugFormula(slug) }),
  };
}

/** The SDK rejects with AirtableError objects that are not Error instances. */
function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  const e = error as { error?: string; message?: string; statusCode?: number };
  const failure = new Error(`Airtable request failed: ${e.error ?? 'UNKNOWN'} ${e.message ?? ''}`.trim());
  return Object.assign(failure, { statusCode: e.statusCode });
}
