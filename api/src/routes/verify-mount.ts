import type { Hono } from 'hono';
import { clientIp } from '../middleware/client-ip';
import { createAttemptLimiter, limitFailedAttempts, type AttemptLimiter } from '../middleware/rate-limit';
import type { PaymentDeps } from '../services/checkout-deps';
import type { VerificationDeps } from '../services/verify-deps';
import { fullFlipbookRoutes } from '../../../mfe-catalogue/src/server/flipbook/full-routes';
import { flipbookAccessRoutes } from '../../../mfe-catalogue/src/server/flipbook/access-routes';
import { flipbookPageRoutes } from '../../../mfe-catalogue/src/server/flipbook/page-routes';
import { FUNCTIONS_BASE } from '@publisher/shared/server/http/base-path';
import { FLIPBOOKS_BASE } from '../../../mfe-catalogue/src/server/flipbook/page-routes';
import { FULL_FLIPBOOK_BASE } from '../../../mfe-catalogue/src/server/flipbook/full-routes';

export interface VerificationMountOptions {
  trustProxy: boolean;
  /** One limiter for every proof endpoint (commerce's verify and validations too: app.ts), so guesses cannot be spread across them. */
  limiter?: AttemptLimiter;
  /** The site's own sales, for the full flipbook's proof (its checkout, or its receipt). */
  payments?: PaymentDeps;
}

/**
 * Mounts generate-flipbook-access, the full flipbook's access (with the payments) and /flipbooks/.
 * The purchase proofs and validations are commerce's (mfe-commerce/src/server: decision 133).
 */
export function mountVerificationRoutes(app: Hono, deps: VerificationDeps, options: VerificationMountOptions): void {
  const guard = limitFailedAttempts(options.limiter ?? createAttemptLimiter(deps.state), (c) =>
    clientIp(c, options.trustProxy),
  );
  app.route(FUNCTIONS_BASE, flipbookAccessRoutes(deps, guard));
  if (options.payments) {
    const { payments, content, config } = options.payments;
    app.route(
      FULL_FLIPBOOK_BASE,
      fullFlipbookRoutes(
        {
          records: deps.records,
          tokens: deps.tokens,
          samplePurchases: deps.samplePurchases,
          payments,
          content,
          config,
        },
        guard,
      ),
    );
  }
  // Its session cookie is Secure by the subscriber cookie's rule (https, a trusted proxy's https, an https SITE_URL).
  app.route(
    FLIPBOOKS_BASE,
    flipbookPageRoutes(deps, { trustProxy: options.trustProxy, siteUrl: options.payments?.config.siteUrl }),
  );
}
