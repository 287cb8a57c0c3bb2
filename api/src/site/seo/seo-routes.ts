import { Hono, type Context } from 'hono';
import { httpCaching } from '@publisher/shared/server/http/http-caching';
import type { ContentStore } from '@publisher/shared/server/ports/content-store';
import { robotsTxt } from './crawl-policy';
import { publicOrigin } from './site-origin';
import { buildSitemap } from './sitemap';
import type { RouteSource } from '../route-source';

export interface SeoRouteOptions {
  /** SITE_URL: every absolute URL is built on it when set, else on the request's origin. */
  siteUrl?: string | undefined;
}

/**
 * /sitemap.xml and /robots.txt (the podcast's RSS feed is the catalogue's endpoint). Part of the
 * app (compose.ts), so the Node server and the Netlify function answer them alike. Built from the
 * cached content reads and the teams' routes; an hour's Cache-Control and an ETag let browsers and
 * CDNs absorb repeat fetches.
 */
export function seoRoutes(content: ContentStore, routes: RouteSource, options: SeoRouteOptions = {}): Hono {
  const app = new Hono();
  const origin = (c: Context) => publicOrigin(options.siteUrl, new URL(c.req.url).origin);
  for (const path of ['/sitemap.xml', '/robots.txt']) app.use(path, httpCaching({ maxAgeSeconds: 3600 }));

  app.get('/robots.txt', async (c) => c.text(robotsTxt((await routes.current()).routes, origin(c))));
  app.get('/sitemap.xml', async (c) =>
    c.body(await buildSitemap(content, (await routes.current()).routes, origin(c)), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
    }),
  );
  return app;
}
