import { Hono, type Context } from 'hono';
import { cachePolicy, httpCaching } from '../cache/http-caching';
import { contentResponder, type ContentRequest } from '../cache/serialized-content';
import type { SecurityHeaderSet } from '../middleware/security-headers';
import type { ContentStore } from '../ports/content-store';
import { contentKinds, hasSlugs, readSegment } from './content-reads';
import { contentFastPath, type ContentFastPath } from './content-fast-path';

const BAD_SLUG = 'That address is not valid: a slug uses only lower-case letters, digits and hyphens.';

export interface ContentRouteOptions {
  maxAgeSeconds?: number;
  /** The app's security headers (applyEdge), so answers are built whole, with every header. */
  security?: SecurityHeaderSet;
}

export interface ContentRoutes {
  /** The routes, to mount at /api. */
  routes: Hono;
  /** The same successful reads, answered before routing (see content-fast-path.ts). */
  fastPath: ContentFastPath;
}

/**
 * Content reads under /api (the table in content-reads.ts). Same-origin GETs only; responses
 * carry Cache-Control and an ETag for CDNs and browsers. Successful reads are answered whole
 * from bytes kept per cached value (serialized-content.ts); httpCaching still covers
 * everything else on these paths (errors: no-store).
 */
export function contentRoutes(store: ContentStore, options: ContentRouteOptions = {}): ContentRoutes {
  const app = new Hono();
  const kinds = contentKinds(store);
  const caching = httpCaching({ maxAgeSeconds: options.maxAgeSeconds ?? 60 });
  const respond = contentResponder({
    cacheControl: cachePolicy({ maxAgeSeconds: options.maxAgeSeconds ?? 60 }),
    // Without the app's set, answers carry none and the security middleware adds them.
    security: options.security ?? { values: {}, fileValues: {}, dataValues: {} },
  });
  const request = (c: Context): ContentRequest => ({
    ifNoneMatch: c.req.header('if-none-match'),
    acceptEncoding: c.req.header('accept-encoding'),
  });

  for (const [name, kind] of Object.entries(kinds)) {
    // Scoped to content paths: this sub-app is mounted at /api beside other engineers' routes.
    app.use(`/${name}/*`, ...caching);
    app.get(`/${name}`, async (c) => respond(kind.listKey, await kind.list(), request(c)));
    // `/<kind>/featured` is read by this route too (readSegment): as a route of its own beside
    // `:slug` it makes Hono's RegExpRouter refuse the table, and the slower trie router then
    // routes every request of the app.
    if (!hasSlugs(kind)) continue;
    app.get(`/${name}/:slug`, async (c) => {
      const slug = c.req.param('slug');
      const read = await readSegment(kind, slug);
      if (read.found) return respond(read.key, read.value, request(c));
      if (read.reason === 'bad-slug') return c.json({ error: BAD_SLUG }, 400);
      return c.json({ error: `We couldn't find ${read.noun} with the slug "${slug}".` }, 404);
    });
  }
  return { routes: app, fastPath: contentFastPath(kinds, respond) };
}
