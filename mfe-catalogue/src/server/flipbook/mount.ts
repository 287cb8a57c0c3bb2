import type { Hono } from 'hono';
import type { HostPorts } from '@publisher/shared/server/team-api';
import { FLIPBOOK_ACCESS_PATH, flipbookAccessRoutes } from './access-routes';
import type { FlipbookDeps } from './deps';
import type { FullFlipbookDeps } from './full';
import { FULL_FLIPBOOK_ACCESS_PATH, FULL_FLIPBOOK_BASE, fullFlipbookRoutes } from './full-routes';
import { FLIPBOOKS_BASE, flipbookPageRoutes } from './page-routes';
import { FUNCTIONS_BASE } from '@publisher/shared/server/http/base-path';

/** The flipbooks' paths: the reader's pages and files, and the two proofs that hand out links. */
export const FLIPBOOK_PATHS = [`${FLIPBOOKS_BASE}/*`, FLIPBOOK_ACCESS_PATH, FULL_FLIPBOOK_ACCESS_PATH] as const;
/** Both proofs pass the host's failed-attempt limit, shared with every other proof. */
export const FLIPBOOK_PROOFS = [FLIPBOOK_ACCESS_PATH, FULL_FLIPBOOK_ACCESS_PATH] as const;

/**
 * The self-hosted flipbooks (decisions 103, 117) over the host's ports: generate-flipbook-access,
 * the full flipbook's proof (the site's own sales: payments, records, prices) and /flipbooks/.
 * Ports are read at each use, so a host that lends only some of them still builds this app.
 */
export function mountFlipbooks(app: Hono, ports: HostPorts): void {
  const deps: FlipbookDeps & FullFlipbookDeps = {
    get tokens() {
      return ports.flipbooks.tokens;
    },
    get flipbooks() {
      return ports.flipbooks.library;
    },
    get records() {
      return ports.flipbooks.records;
    },
    get samplePurchases() {
      return ports.flipbooks.samplePurchases;
    },
    get payments() {
      return ports.payments;
    },
    get content() {
      return ports.shop.prices;
    },
    get config() {
      return { ...ports.shop.settings, ...ports.config };
    },
  };
  app.route(FUNCTIONS_BASE, flipbookAccessRoutes(deps));
  app.route(FULL_FLIPBOOK_BASE, fullFlipbookRoutes(deps));
  // Its session cookie is Secure by the subscriber cookie's rule (https, a trusted proxy's https, an https SITE_URL).
  app.route(FLIPBOOKS_BASE, flipbookPageRoutes(deps, ports.config));
}
