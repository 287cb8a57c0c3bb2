import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';

export interface HttpCachingOptions {
  /** Browsers and CDNs may reuse a response this long without asking. */
  maxAgeSeconds: number;
  /** A CDN may then serve it while it revalidates, and on origin errors for longer. */
  staleWhileRevalidateSeconds?: number;
  staleIfErrorSeconds?: number;
}

/**
 * Cache-Control and a weak ETag on successful content responses (304 on a matching
 * If-None-Match), so a CDN or browser absorbs repeat traffic. Errors are never stored.
 * The ETag is weak because compression downstream changes the bytes, not the content.
 */
export function httpCaching(options: HttpCachingOptions): MiddlewareHandler[] {
  const policy = [
    'public',
    `max-age=${options.maxAgeSeconds}`,
    `stale-while-revalidate=${options.staleWhileRevalidateSeconds ?? 300}`,
    `stale-if-error=${options.staleIfErrorSeconds ?? 86400}`,
  ].join(', ');
  const cacheControl: MiddlewareHandler = async (c, next) => {
    await next();
    const cacheable = c.res.ok || c.res.status === 304;
    c.header('Cache-Control', cacheable ? policy : 'no-store');
    if (cacheable) c.header('Vary', 'Accept-Encoding');
  };
  // etag runs inside cacheControl so a 304 keeps the Cache-Control header.
  return [cacheControl, etag({ weak: true })];
}
