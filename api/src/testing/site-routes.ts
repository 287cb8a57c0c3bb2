import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from '@publisher/shared/remote-names';
import { ROUTES_FILE, routeTable, withRemote, type RouteDef } from '@publisher/shared/routes';
import { ROUTES as ARCHITECT } from '../../../mfe-architect/src/routes';
import { ROUTES as CATALOGUE } from '../../../mfe-catalogue/src/routes';
import { ROUTES as COMMERCE } from '../../../mfe-commerce/src/routes';
import { ROUTES as EDUCATION } from '../../../mfe-education/src/routes';
import type { RouteSource } from '../site/route-source';

/**
 * Every remote's route table as the composed site serves it (in REMOTE_NAMES order), for tests:
 * at run time the server reads what each remote's build published (site/route-source.ts).
 */
export const SITE_ROUTES: readonly RouteDef[] = [
  ...withRemote('catalogue', CATALOGUE),
  ...withRemote('commerce', COMMERCE),
  ...withRemote('architect', ARCHITECT),
  ...withRemote('education', EDUCATION),
];

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
