import { Hono } from 'hono';
import { apiErrors } from '@publisher/shared/server/http/errors';
import type { TeamApi } from '@publisher/shared/server/team-api';
import { PROJECTS_BASE, projectRoutes } from './projects/routes';

/**
 * The Architect's endpoints (docs/decisions/133): the dashboard's projects and their export.
 * Exported by this remote's server module; the host hands it every request under `paths`, after
 * its edge (a new project is an anonymous write: the host limits it).
 */
export const api: TeamApi = {
  paths: [PROJECTS_BASE, `${PROJECTS_BASE}/*`],
  writes: [PROJECTS_BASE],
  create(ports) {
    const app = new Hono();
    app.route(PROJECTS_BASE, projectRoutes(ports));
    apiErrors(app);
    return app;
  },
};
