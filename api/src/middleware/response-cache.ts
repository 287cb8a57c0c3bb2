import type { MiddlewareHandler } from 'hono';
import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';
import { isPreview } from '../platform/preview-scope';
import { wentLiveBetween } from '../platform/publication-clock';

/*
 * A shared HTTP cache in front of the app, as a CDN would be: answers that say a shared cache may
 * keep them (`Cache-Control: public, …, s-maxage=N`: content reads, crawl files, the feed) are kept
 * with their final bytes and headers (compressed, security headers included) and served again
 * while fresh, per URL and per Vary (Accept-Encoding). Freshness, Age and Vary follow RFC 9111
 * through http-cache-semantics. Like Netlify's CDN, it reads `Netlify-CDN-Cache-Control` first when
 * an answer has one: pages say `no-cache` to browsers and `public, s-maxage=300` to the CDN, so a
 * page is rendered once per five minutes here too, and browsers still get `no-cache` from the copy.
 * Nothing else is cached (calls say nothing or no-store; a page built from an outage's fallback has
 * no CDN header). It is a cache, not state: a miss only costs the work, so each instance keeps its own.
 */

interface Entry {
  policy: CachePolicy;
  status: number;
  body: Uint8Array;
  /** The Cache-Control browsers get (the policy may be judged on the CDN's header instead). */
  cacheControl: string | null;
  /** When it was kept: a scheduled item that went live since makes it out of date (decision 123). */
  storedAt: number;
  /** The site's generation it was made in (`ResponseCacheOptions.generation`). */
  generation: string;
}

export interface ResponseCacheOptions {
  /** URLs kept at most (each with its variants). */
  maxEntries?: number;
  /** Bytes of bodies kept at most. */
  maxBytes?: number;
  /**
   * The builds the answers are made from: a copy made under another generation is not served (a page
   * names its hosted remotes' content-named files, and a remote rebuilt in place removes them).
   */
  generation?: () => string;
}

const SHARED = /(?:^|,)\s*public\s*(?:,|$)/i;
const SHARED_AGE = /(?:^|,)\s*s-maxage=\d+/i;

const plain = (headers: Headers): Record<string, string> => Object.fromEntries(headers);

/**
 * The request headers a cached answer's freshness and Vary are judged on. Read one by one: on the
 * Node server that reads the socket's headers as they are, where building a whole Headers object
 * costs more than the cache hit itself. An answer that varies on any other header is not kept.
 */
const REQUEST_HEADERS = ['host', 'accept-encoding', 'cache-control', 'pragma', 'authorization'] as const;
const KNOWN_VARY = new Set<string>(REQUEST_HEADERS);
const varyIsKnown = (vary: string | null) =>
  !vary || vary.split(',').every((name) => KNOWN_VARY.has(name.trim().toLowerCase()));

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET). */
function matches(ifNoneMatch: string, etag: string | undefined): boolean {
  if (!etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

export function responseCache(options: ResponseCacheOptions = {}): MiddlewareHandler {
  const cache = new LRUCache<string, Entry[]>({
    max: options.maxEntries ?? 1000,
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (variants) => variants.reduce((n, v) => n + v.body.byteLength, 1),
  });
  const generationOf = options.generation ?? (() => '');
  return async (c, next) => {
    const method = c.req.method;
    // A signed preview (and every in-process read it makes) neither reads nor fills the shared cache.
    if ((method !== 'GET' && method !== 'HEAD') || isPreview()) return next();
    const headers: Record<string, string> = {};
    for (const name of REQUEST_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) headers[name] = value;
    }
    const request = { url: c.req.url, method: 'GET', headers };
    const now = Date.now();
    const generation = generationOf();
    const hit = cache
      .get(c.req.url)
      ?.find(
        (entry) =>
          entry.generation === generation &&
          entry.policy.satisfiesWithoutRevalidation(request) &&
          !wentLiveBetween(entry.storedAt, now),
      );
    if (hit) {
      const answer = hit.policy.responseHeaders() as Record<string, string>;
      if (hit.cacheControl === null) delete answer['cache-control'];
      else answer['cache-control'] = hit.cacheControl;
      const ifNoneMatch = c.req.header('if-none-match');
      if (ifNoneMatch && matches(ifNoneMatch, answer.etag)) {
        delete answer['content-length'];
        return new Response(null, { status: 304, headers: answer });
      }
      // BodyInit's typing lags behind Uint8Array<ArrayBufferLike>; any Uint8Array is a valid body.
      return new Response(method === 'HEAD' ? null : (hit.body as BodyInit), { status: hit.status, headers: answer });
    }
    await next();
    const res = c.res;
    const browserControl = res.headers.get('cache-control');
    const cacheControl = res.headers.get('netlify-cdn-cache-control') ?? browserControl ?? '';
    if (method !== 'GET' || res.status !== 200 || !SHARED.test(cacheControl) || !SHARED_AGE.test(cacheControl)) return;
    if (!varyIsKnown(res.headers.get('vary'))) return;
    const judged = { ...plain(res.headers), 'cache-control': cacheControl };
    const policy = new CachePolicy(request, { status: res.status, headers: judged }, { shared: true });
    if (!policy.storable()) return;
    const body = new Uint8Array(await res.clone().arrayBuffer());
    // Other variants (another Accept-Encoding) stay while fresh; this one replaces its stale copy.
    const others = (cache.get(c.req.url) ?? []).filter((e) => e.policy.timeToLive() > 0 && e.generation === generation);
    cache.set(c.req.url, [
      ...others,
      { policy, status: res.status, body, cacheControl: browserControl, storedAt: now, generation },
    ]);
  };
}
