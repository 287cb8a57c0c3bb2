import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from '@publisher/shared/remote-names';
import { ROUTES_FILE, routeTable, withRemote, type PublishedRoute, type RouteDef } from '@publisher/shared/routes';
import type { RouteSource } from '../site/route-source';

/**
 * Every remote's route table as the composed site serves it (in REMOTE_NAMES order), for tests:
 * at run time the server reads what each remote's build published (site/route-source.ts).
 */
export const SITE_ROUTES: readonly RouteDef[] = (
  await Promise.all(
    REMOTE_NAMES.map(async (remote) => {
      const { ROUTES } = (await import(`../../../mfe-${remote}/src/routes.ts`)) as {
        ROUTES: readonly PublishedRoute[];
      };
      return withRemote(remote, ROUTES);
    }),
  )
).flat();

export const siteRouteTable = routeTable(SITE_ROUTES);

/** A route source over the sources' tables, as if every remote had published its build. */
export const siteRouteSource: RouteSource = {
  current: async () => siteRouteTable,
  refreshed: async () => siteRouteTable,
  entries: () => ({}),
  servers: () => ({}),
  apis: () => ({}),
};

/** The description a route pattern publishes. */
export const describedAs = (pattern: string): string => {
  const route = SITE_ROUTES.find((r) => r.path === pattern);
  if (!route) throw new Error(`no route ${pattern}`);
  return route.description;
};

/** Writes each remote's routes.json into `root`, as the remotes' builds publish them. */
export function publishSiteRoutes(root: string): void {
  for (const remote of REMOTE_NAMES) {
    const dir = join(root, `mfe-${remote}/dist`);
    mkdirSync(dir, { recursive: true });
    const routes = SITE_ROUTES.filter((r) => r.remote === remote).map(({ remote: _, ...route }) => route);
    writeFileSync(join(dir, ROUTES_FILE), JSON.stringify({ remote, routes }));
  }
}
