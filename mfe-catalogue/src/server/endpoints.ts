import { Hono } from 'hono';
import { handleError, jsonError } from '@publisher/shared/server/http/errors';
import type { TeamApi } from '@publisher/shared/server/team-api';
import { CONTENT_BASE, CONTENT_PATHS, contentRoutes } from './content/routes';

/**
 * The catalogue's endpoints (docs/decisions/133): the content reads of its pages, under /api.
 * Exported by this remote's server module; the host hands it every request under `paths`, after
 * its edge and response cache, with the host's content store (its cache and outage fallbacks).
 * No anonymous writes: reads only.
 */
export const api: TeamApi = {
  paths: CONTENT_PATHS,
  create(ports) {
    const app = new Hono();
    app.route(CONTENT_BASE, contentRoutes(ports.content));
    app.notFound((c) => jsonError(c, 404, 'Not found.'));
    app.onError(handleError);
    return app;
  },
};
