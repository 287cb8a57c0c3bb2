import { Hono } from 'hono';
import { httpCaching } from '../cache/http-caching';
import type { ContentStore } from '../ports/content-store';
import { contentKinds, hasSlugs, readSegment } from './content-reads';

const BAD_SLUG = 'That address is not valid: a slug uses only lower-case letters, digits and hyphens.';

export interface ContentRouteOptions {
  /** Browsers reuse an answer this long; a CDN keeps it longer (see cache/http-caching.ts). */
  maxAgeSeconds?: number;
}

/**
 * Content reads under /api (the table in content-reads.ts). Answers carry Cache-Control for
 * browsers and CDNs (Netlify's included) and a weak ETag (hono/etag), so repeat traffic is
 * absorbed before it reaches the app; errors are never stored.
 */
export function contentRoutes(store: ContentStore, options: ContentRouteOptions = {}): Hono {
  const app = new Hono();
  const kinds = contentKinds(store);
  const caching = httpCaching({ maxAgeSeconds: options.maxAgeSeconds ?? 60 });

  for (const [name, kind] of Object.entries(kinds)) {
    // Scoped to content paths: this sub-app is mounted at /api beside other routes.
    app.use(`/${name}`, caching);
    app.use(`/${name}/*`, caching);
    app.get(`/${name}`, async (c) => c.json({ [kind.listKey]: await kind.list() }));
    // `/<kind>/featured` is read by this route too (readSegment): as a route of its own beside
    // `:slug` it makes Hono's RegExpRouter refuse the table, and the slower trie router then
    // routes every request of the app.
    if (!hasSlugs(kind)) continue;
    app.get(`/${name}/:slug`, async (c) => {
      const slug = c.req.param('slug');
      const read = await readSegment(kind, slug);
      if (read.found) return c.json({ [read.key]: read.value });
      if (read.reason === 'bad-slug') return c.json({ error: BAD_SLUG }, 400);
      return c.json({ error: `We couldn't find ${read.noun} with the slug "${slug}".` }, 404);
    });
  }
  return app;
}
