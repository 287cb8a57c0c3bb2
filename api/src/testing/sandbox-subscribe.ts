import { PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import { CHECKOUT_NONCE_COOKIE } from '../../../mfe-commerce/src/server/checkout/binding';
import { ORIGIN, subscriberCookie, type PaymentsHarness } from './stripe-app-harness';

/** `name=value` of the cookie a response sets, ready for a Cookie header; null when none. */
export function cookiePair(response: Response, name: string): string | null {
  const header = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return header ? header.split(';')[0]! : null;
}

/** One Cookie header from the pairs a browser holds. */
export const cookieHeader = (...pairs: Array<string | null | undefined>): string => pairs.filter(Boolean).join('; ');

/**
 * A browser subscribing through the sandbox: start the plan checkout (the answer sets the checkout
 * nonce cookie), Pay with the e-mail given, come back to the dashboard's success URL, which
 * completes the checkout with POST /api/checkout/complete carrying the nonce. Returns the
 * subscriber cookie the browser then holds.
 */
export async function subscribeInSandbox(
  h: PaymentsHarness,
  input: { email: string; priceId: string; outcome: 'trialing' | 'active'; cookie?: string },
): Promise<string> {
  const started = await h.postJson(
    '/.netlify/functions/create-subscription-checkout',
    { priceId: input.priceId, email: input.email, userId: 'u1' },
    input.cookie ? { cookie: input.cookie } : {},
  );
  if (started.status !== 200) throw new Error(`checkout answered ${started.status}`);
  const nonce = cookiePair(started, CHECKOUT_NONCE_COOKIE);
  const page = new URL(((await started.json()) as { url: string }).url).pathname;
  const paid = await h.postForm(`${page}/pay`, { email: input.email, outcome: input.outcome }, input.cookie);
  const success = new URL(paid.headers.get('location') ?? `${ORIGIN}/`);
  const back = await h.postJson(
    PAYMENT_PATHS.checkoutComplete,
    { sessionId: success.searchParams.get('session_id') ?? '' },
    { cookie: cookieHeader(input.cookie, nonce) },
  );
  const cookie = subscriberCookie(back);
  if (back.status !== 200 || !cookie) throw new Error(`checkout completion answered ${back.status} without a cookie`);
  return cookie;
}

/** check-subscription-status as the dashboard calls it. */
export async function statusFor(h: PaymentsHarness, email: string, cookie?: string): Promise<Record<string, unknown>> {
  const response = await h.request(
    `/.netlify/functions/check-subscription-status?email=${encodeURIComponent(email)}&userId=u1`,
    cookie ? { cookie } : {},
  );
  return ((await response.json()) as { subscription: Record<string, unknown> }).subscription;
}
