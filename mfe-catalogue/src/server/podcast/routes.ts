import { Hono, type Context } from 'hono';
import { PODCAST_FEED_PATH } from '@publisher/shared/seo';
import { httpCaching } from '@publisher/shared/server/http/http-caching';
import type { ContentStore } from '@publisher/shared/server/ports/content-store';
import { podcastFeed } from './feed';

export { PODCAST_FEED_PATH };

/**
 * The podcast's RSS feed, from the cached content reads: an hour's Cache-Control and an ETag let
 * browsers, CDNs and feed readers absorb repeat fetches. Every URL in it is on SITE_URL when set,
 * else on the request's origin.
 */
export function podcastFeedRoutes(content: Pick<ContentStore, 'listPodcastEpisodes'>, siteUrl?: string): Hono {
  const app = new Hono();
  const origin = (c: Context) => (siteUrl ? new URL(siteUrl).origin : new URL(c.req.url).origin);
  app.use(PODCAST_FEED_PATH, httpCaching({ maxAgeSeconds: 3600 }));
  app.get(PODCAST_FEED_PATH, async (c) =>
    c.body(podcastFeed(await content.listPodcastEpisodes(), origin(c)), 200, {
      'Content-Type': 'application/rss+xml; charset=utf-8',
    }),
  );
  return app;
}
