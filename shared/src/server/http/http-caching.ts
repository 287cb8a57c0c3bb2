import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { trackFallbacks } from './fallback-tracking';

export interface HttpCachingOptions {
  /** Browsers may reuse a response this long without asking. */
  maxAgeSeconds: number;
  /** A shared cache (a CDN) may keep it this long: content changes reach readers within it. */
  sharedMaxAgeSeconds?: number;
  /** A cache may then serve it while it revalidates, and on origin errors for longer. */
  staleWhileRevalidateSeconds?: number;
  staleIfErrorSeconds?: number;
}

/** The Cache-Control value of a successful response under these options. */
export function cachePolicy(options: HttpCachingOptions): string {
  return [
    'public',
    `max-age=${options.maxAgeSeconds}`,
    `s-maxage=${options.sharedMaxAgeSeconds ?? options.maxAgeSeconds}`,
    `stale-while-revalidate=${options.staleWhileRevalidateSeconds ?? 300}`,
    `stale-if-error=${options.staleIfErrorSeconds ?? 86400}`,
  ].join(', ');
}

/**
 * Cache-Control (also as Netlify-CDN-Cache-Control, which Netlify's CDN honours and does not
 * pass on to browsers) and a weak ETag (hono/etag; 304 on a matching If-None-Match) on
 * successful responses, so a CDN or browser absorbs repeat traffic. Errors are never stored.
 * The ETag is weak because compression downstream changes the bytes, not the content. An answer
 * built from an outage's fallback is not stored either (fallback-tracking.ts).
 */
export function httpCaching(options: HttpCachingOptions): MiddlewareHandler {
  const policy = cachePolicy(options);
  const tag = etag({ weak: true });
  return async (c, next) => {
    const { fellBack } = await trackFallbacks(() => tag(c, next));
    const cacheable = !fellBack && (c.res.ok || c.res.status === 304);
    c.header('Cache-Control', cacheable ? policy : 'no-store');
    if (cacheable) c.header('Netlify-CDN-Cache-Control', `${policy}, durable`);
    if (cacheable) c.header('Vary', 'Accept-Encoding');
  };
}
