import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { preparedWith } from '../middleware/prepared-response';

export interface HttpCachingOptions {
  /** Browsers and CDNs may reuse a response this long without asking. */
  maxAgeSeconds: number;
  /** A CDN may then serve it while it revalidates, and on origin errors for longer. */
  staleWhileRevalidateSeconds?: number;
  staleIfErrorSeconds?: number;
}

/** The Cache-Control value of a successful response under these options. */
export function cachePolicy(options: HttpCachingOptions): string {
  return [
    'public',
    `max-age=${options.maxAgeSeconds}`,
    `stale-while-revalidate=${options.staleWhileRevalidateSeconds ?? 300}`,
    `stale-if-error=${options.staleIfErrorSeconds ?? 86400}`,
  ].join(', ');
}

/**
 * Cache-Control and a weak ETag on successful responses (304 on a matching If-None-Match),
 * so a CDN or browser absorbs repeat traffic. Errors are never stored.
 * The ETag is weak because compression downstream changes the bytes, not the content.
 * A route-prepared response (serialized-content.ts) already carries all of this: both steps
 * leave it alone.
 */
export function httpCaching(options: HttpCachingOptions): MiddlewareHandler[] {
  const policy = cachePolicy(options);
  // hono/etag, run on the finished response (it reads If-None-Match from the unchanged request).
  const tag = etag({ weak: true });
  const done = async () => undefined;
  // One step, not two (each step costs every request); the ETag first, so a 304 gets Cache-Control too.
  const caching: MiddlewareHandler = async (c, next) => {
    await next();
    if (preparedWith(c.res)) return;
    await tag(c, done);
    const cacheable = c.res.ok || c.res.status === 304;
    c.header('Cache-Control', cacheable ? policy : 'no-store');
    if (cacheable) c.header('Vary', 'Accept-Encoding');
  };
  return [caching];
}
