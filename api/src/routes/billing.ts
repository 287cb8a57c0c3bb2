import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { billingPortalRequestSchema } from '@publisher/shared/contracts/functions';
import { PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import type { PaymentGateway } from '../ports/payment-gateway';
import type { RecordStore } from '../ports/record-store';
import { jsonError } from '../middleware/errors';
import { readJsonBody } from '../middleware/json-body';
import type { PaymentConfig } from '../services/checkout-prices';
import { siteOrigin } from '../services/checkout';
import { openBillingPortal } from '../services/subscription-billing';
import { SUBSCRIBER_COOKIE, type SubscriberCookieSigner } from '../services/subscription-cookie';

/** POST /api/billing-portal { email, userId } → { url }: the customer portal, for the cookie's subscriber only. */
export function billingRoutes(deps: { records: RecordStore; payments: PaymentGateway; cookies: SubscriberCookieSigner; config: PaymentConfig }): Hono {
  return new Hono().post(PAYMENT_PATHS.billingPortal, async (c) => {
    const body = await readJsonBody(c, billingPortalRequestSchema);
    if (!body.ok) return body.response;
    const identity = deps.cookies.verify(getCookie(c, SUBSCRIBER_COOKIE));
    const returnUrl = `${siteOrigin(deps.config, { origin: new URL(c.req.url).origin })}/architect-method/dashboard`;
    const result = await openBillingPortal(deps, identity, { email: body.data.email, returnUrl });
    return result.ok ? c.json({ url: result.url }) : jsonError(c, result.status, result.error);
  });
}
