import { Hono } from 'hono';
import { apiErrors } from '@publisher/shared/server/http/errors';
import type { TeamApi } from '@publisher/shared/server/team-api';
import { CONTENT_BASE, CONTENT_PATHS, contentRoutes } from './content/routes';
import { FLIPBOOK_PATHS, FLIPBOOK_PROOFS, mountFlipbooks } from './flipbook/mount';
import { notifyItemsWentLive } from './notify/on-live';
import { notifyDeps } from './notify/ports';
import { NOTIFY_BASE, notifyRoutes } from './notify/routes';
import { PODCAST_FEED_PATH, podcastFeedRoutes } from './podcast/routes';

/**
 * The catalogue's endpoints (docs/decisions/133): the content reads of its pages, under /api,
 * the self-hosted flipbooks (decisions 103, 117: the reading links and /flipbooks/), and "Get
 * Notified" (decision 124: the sign-up, its confirmation and unsubscribe links, and the mails
 * when an item goes live) and the podcast's RSS feed. Exported by this remote's server module; the host hands it every
 * request under `paths`, after its edge and response cache, with the host's ports (the content
 * store with its cache and outage fallbacks, the records, state, mailer, payments and flipbooks).
 * The one anonymous write is the sign-up, which mails the address typed: the host's write limit
 * counts it. The flipbooks' two proofs pass the host's failed-attempt limit.
 */
export const api: TeamApi = {
  paths: [...CONTENT_PATHS, ...FLIPBOOK_PATHS, `${NOTIFY_BASE}/*`, PODCAST_FEED_PATH],
  writes: [NOTIFY_BASE],
  proofs: [...FLIPBOOK_PROOFS],
  create(ports) {
    const app = new Hono();
    app.route(CONTENT_BASE, contentRoutes(ports.content));
    mountFlipbooks(app, ports);
    app.route(NOTIFY_BASE, notifyRoutes(notifyDeps(ports)));
    app.route('/', podcastFeedRoutes(ports.content, ports.config.siteUrl));
    apiErrors(app);
    return app;
  },
  // Readers who confirmed are mailed once when the host's publishDue says their item went live.
  onContentLive: (ports, items) => notifyItemsWentLive(notifyDeps(ports), items),
};
