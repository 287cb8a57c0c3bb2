import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { getCookie, setCookie } from 'hono/cookie';
import { FUNCTION_PATHS, PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import { viewer, type ViewerEnv } from '@publisher/shared/server/http/viewer';
import {
  basketCheckoutRequestSchema,
  bookCheckoutRequestSchema,
  checkoutCompleteRequestSchema,
  physicalCheckoutRequestSchema,
  subscriptionCheckoutRequestSchema,
} from '@publisher/shared/contracts/functions';
import { jsonError } from '@publisher/shared/server/http/errors';
import { setSubscriberCookie, subscriberCookieOptions } from '@publisher/shared/server/http/subscriber-cookie';
import { describeIssue, jsonBody } from '@publisher/shared/server/http/json-body';
import {
  createBasketCheckout,
  createBookCheckout,
  createPhysicalCheckout,
  createSubscriptionCheckout,
  type CheckoutContext,
  type CheckoutDeps,
  type CheckoutResult,
} from './service';
import { completeSubscriptionCheckout } from './complete';
import { browserBinding, CHECKOUT_NONCE_COOKIE, CHECKOUT_NONCE_MAX_AGE_S, checkoutNonce } from './binding';
import type { PaymentRecordDeps } from '../webhooks/service';
import type { SubscriberCookieSigner } from '@publisher/shared/server/subscription-cookie';
import { trustedOrigin, UNTRUSTED_ORIGIN_ERROR } from '@publisher/shared/server/http/trusted-origin';
import { FUNCTIONS_BASE, within } from '@publisher/shared/server/http/base-path';
import { statusOf } from '@publisher/shared/server/http/outcome';

export type CheckoutRouteDeps = CheckoutDeps & PaymentRecordDeps & { cookies: SubscriberCookieSigner };

const CLIENT_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * create-checkout's two forms are told apart by their fields: a basket has `items` (so the basket
 * is tried first), and a refusal names the problem of the form the body was meant to be.
 */
const formOf = (raw: object) => ('items' in raw ? basketCheckoutRequestSchema : bookCheckoutRequestSchema);
const checkoutBody = jsonBody(z.union([basketCheckoutRequestSchema, bookCheckoutRequestSchema]), {
  message: (_error, raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      return 'The request body must be a JSON object with the checkout details.';
    const parsed = z.safeParse(formOf(raw), raw);
    return parsed.success ? undefined : describeIssue(parsed.error);
  },
});

/**
 * The site's trusted origin (SITE_URL, or a loopback request's own in development) and the caller's
 * Idempotency-Key (ignored unless well-formed); null when the request named a host nobody vouches for.
 */
function contextOf(c: Context, siteUrl: string | undefined): CheckoutContext | null {
  const origin = trustedOrigin(siteUrl, c.req.url);
  if (!origin) return null;
  const key = c.req.header('idempotency-key');
  return { origin, ...(key && CLIENT_KEY.test(key) ? { clientKey: key } : {}) };
}

const answer = (c: Context, result: CheckoutResult) =>
  result.ok ? c.json({ url: result.url }) : jsonError(c, statusOf(result.outcome), result.error);
const untrusted = (c: Context) => jsonError(c, 400, UNTRUSTED_ORIGIN_ERROR);

/** The checkout functions (spec section 7), mounted at FUNCTIONS_BASE. */
export function checkoutRoutes(deps: CheckoutRouteDeps): Hono {
  const app = new Hono();

  app.post(within(FUNCTIONS_BASE, FUNCTION_PATHS.createCheckout), checkoutBody, async (c) => {
    const ctx = contextOf(c, deps.config.siteUrl);
    if (!ctx) return untrusted(c);
    const body = c.req.valid('json');
    return answer(
      c,
      'items' in body ? await createBasketCheckout(deps, body, ctx) : await createBookCheckout(deps, body, ctx),
    );
  });

  app.post(
    within(FUNCTIONS_BASE, FUNCTION_PATHS.createPhysicalCheckout),
    jsonBody(physicalCheckoutRequestSchema),
    async (c) => {
      const ctx = contextOf(c, deps.config.siteUrl);
      if (!ctx) return untrusted(c);
      return answer(c, await createPhysicalCheckout(deps, c.req.valid('json'), ctx));
    },
  );

  app.post(
    within(FUNCTIONS_BASE, FUNCTION_PATHS.createSubscriptionCheckout),
    jsonBody(subscriptionCheckoutRequestSchema),
    async (c) => {
      const ctx = contextOf(c, deps.config.siteUrl);
      if (!ctx) return untrusted(c);
      // The checkout completes only in this browser: it holds the nonce, the checkout its hash.
      const nonce = checkoutNonce(getCookie(c, CHECKOUT_NONCE_COOKIE));
      const result = await createSubscriptionCheckout(deps, c.req.valid('json'), {
        ...ctx,
        browserBinding: browserBinding(nonce),
      });
      if (result.ok)
        setCookie(c, CHECKOUT_NONCE_COOKIE, nonce, {
          ...subscriberCookieOptions(c, deps.config),
          maxAge: CHECKOUT_NONCE_MAX_AGE_S,
        });
      return answer(c, result);
    },
  );

  return app;
}

/** Where Stripe (and the sandbox) send a subscriber after paying; the sub-app is mounted here. */
export const CHECKOUT_RETURN_BASE = '/api/checkout';

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,200}$/;

/**
 * POST /api/checkout/complete { sessionId }: the dashboard completes the subscription checkout it
 * returned from, in the browser that started it (services/checkout-complete.ts), and gets the
 * subscriber cookie. GET only sends a browser on to the dashboard with the session id: a link, or a
 * success URL of a checkout created before completion moved to POST, changes nothing by itself.
 */
export function checkoutReturnRoutes(deps: CheckoutRouteDeps): Hono<ViewerEnv> {
  const app = new Hono<ViewerEnv>();
  const path = within(CHECKOUT_RETURN_BASE, PAYMENT_PATHS.checkoutComplete);
  app.post(path, viewer(deps.cookies), jsonBody(checkoutCompleteRequestSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    const result = await completeSubscriptionCheckout(deps, {
      sessionId: c.req.valid('json').sessionId,
      nonce: getCookie(c, CHECKOUT_NONCE_COOKIE),
      identity: c.get('viewer'),
    });
    if (!result.ok) return jsonError(c, statusOf(result.outcome), result.error);
    setSubscriberCookie(c, deps.cookies.sign(result.identity), deps.config);
    return c.json({ completed: true as const });
  });

  app.get(path, (c) => {
    // Without a trusted origin, a path: the browser resolves it on the host it actually asked.
    const base = trustedOrigin(deps.config.siteUrl, c.req.url) ?? '';
    const sessionId = c.req.query('session_id') ?? '';
    const query = SESSION_ID.test(sessionId) ? `?session_id=${sessionId}` : '';
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${base}${PAYMENT_PATHS.subscriptionReturn}${query}`, 303);
  });

  return app;
}
