import { withRemote, type RouteDef } from '@publisher/shared/routes';
import { ROUTES as ARCHITECT } from '../../mfe-architect/src/routes';
import { ROUTES as CATALOGUE } from '../../mfe-catalogue/src/routes';
import { ROUTES as COMMERCE } from '../../mfe-commerce/src/routes';
import { ROUTES as EDUCATION } from '../../mfe-education/src/routes';

/**
 * Every page of the composed site: the four remotes' route tables, which their builds publish and
 * the server reads at run time (docs/decisions/110). A page a remote adds is covered here at once.
 */
export const ROUTES: readonly RouteDef[] = [
  ...withRemote('catalogue', CATALOGUE),
  ...withRemote('commerce', COMMERCE),
  ...withRemote('architect', ARCHITECT),
  ...withRemote('education', EDUCATION),
];

/** The description a route pattern publishes. */
export function describedAs(pattern: string): string {
  const route = ROUTES.find((r) => r.path === pattern);
  if (!route) throw new Error(`no route ${pattern}`);
  return route.description;
}
