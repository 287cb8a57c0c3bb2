import type { MiddlewareHandler } from 'hono';
import type { RemoteName } from '@publisher/shared/remote-names';
import { jsonError } from '@publisher/shared/server/http/errors';
import type { PublishedApi } from './route-source';
import { underPaths, type HostPorts, type RequestHandler, type TeamApi } from '@publisher/shared/server/team-api';

/*
 * The teams' endpoints, composed at run time (docs/decisions/133). Each remote's server module may
 * export `api`; its build publishes the paths in routes.json. A request under a team's paths is
 * handed to the app the team's current module builds from the host's ports, after the host's own
 * edge (applied to the whole app) and, for a declared anonymous write, the host's write limit.
 * A team whose module cannot be loaded answers 503 with Retry-After on its paths only.
 */

export interface TeamApiSource {
  /** The endpoints each remote declares now. */
  declared(): Promise<Partial<Record<RemoteName, PublishedApi>>>;
  /** The remote's `api` from its server module (its deploy's, at `module`), or null when it cannot be had. */
  load(remote: RemoteName, module?: string): Promise<TeamApi | null>;
}

export const TEAM_UNAVAILABLE = 'This part of the site is unavailable just now. Please try again in a minute.';

export function teamApis(source: TeamApiSource, ports: HostPorts, writeGuard?: MiddlewareHandler): MiddlewareHandler {
  // One app per loaded module: a new deploy of a team is a new module, hence a new app.
  const apps = new WeakMap<TeamApi, RequestHandler>();
  return async (c, next) => {
    const path = c.req.path;
    const owner = Object.entries(await source.declared()).find(([, api]) => api && underPaths(api.paths, path)) as
      [RemoteName, PublishedApi] | undefined;
    if (!owner) return next();
    const [remote, declared] = owner;
    if (writeGuard && c.req.method === 'POST' && declared.writes && underPaths(declared.writes, path)) {
      let passed = false;
      const refused = await writeGuard(c, async () => {
        passed = true;
      });
      if (!passed) return refused ?? c.res;
    }
    const api = await source.load(remote, declared.module);
    if (!api) {
      c.header('Retry-After', '30');
      c.header('Cache-Control', 'no-store');
      return jsonError(c, 503, TEAM_UNAVAILABLE);
    }
    let app = apps.get(api);
    if (!app) {
      app = api.create(ports);
      apps.set(api, app);
    }
    if (app.serves && !app.serves(path)) return next();
    // The write limit may have read the body (the e-mail key): the team gets it whole again.
    const request = c.req.raw.bodyUsed ? new Request(c.req.raw, { body: await c.req.arrayBuffer() }) : c.req.raw;
    return app.fetch(request);
  };
}
