import { Hono } from 'hono';
import { billingPortalRequestSchema } from '@publisher/shared/contracts/functions';
import type { PaymentGateway } from '@publisher/shared/server/ports/payment-gateway';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import { jsonError } from '@publisher/shared/server/http/errors';
import { jsonBody } from '@publisher/shared/server/http/json-body';
import type { PaymentConfig } from '@publisher/shared/server/payments/prices';
import { openBillingPortal } from './billing';
import type { SubscriberCookieSigner } from '@publisher/shared/server/subscription-cookie';
import { viewer, type ViewerEnv } from '@publisher/shared/server/http/viewer';
import { trustedOrigin, UNTRUSTED_ORIGIN_ERROR } from '@publisher/shared/server/http/trusted-origin';
import { statusOf } from '@publisher/shared/server/http/outcome';

/** POST /api/billing-portal { email, userId } → { url }: the customer portal, for the cookie's subscriber only. */
export function billingRoutes(deps: {
  records: RecordStore;
  payments: PaymentGateway;
  cookies: SubscriberCookieSigner;
  config: PaymentConfig;
}): Hono<ViewerEnv> {
  return new Hono<ViewerEnv>().post('/', viewer(deps.cookies), jsonBody(billingPortalRequestSchema), async (c) => {
    const identity = c.get('viewer');
    const origin = trustedOrigin(deps.config.siteUrl, c.req.url);
    if (!origin) return jsonError(c, 400, UNTRUSTED_ORIGIN_ERROR);
    const returnUrl = `${origin}/architect-method/dashboard`;
    const result = await openBillingPortal(deps, identity, { email: c.req.valid('json').email, returnUrl });
    return result.ok ? c.json({ url: result.url }) : jsonError(c, statusOf(result.outcome), result.error);
  });
}
