import {
  billingPortalResponseSchema,
  checkoutCompleteResponseSchema,
  checkoutResponseSchema,
  subscriptionStatusResponseSchema,
  type Subscription,
} from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS, IDEMPOTENCY_HEADER, PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import type { WriterIdentity } from '../lib/writer-identity';
import { jsonBody, query, requestJson } from '@publisher/shared/api-client';

/** GET check-subscription-status: the plan this browser may see for the writer (strangers: free trial). */
export async function fetchSubscription(who: WriterIdentity, signal?: AbortSignal): Promise<Subscription> {
  const path = FUNCTION_PATHS.checkSubscriptionStatus + query({ email: who.email, userId: who.userId });
  const { subscription } = await requestJson(path, subscriptionStatusResponseSchema, { signal });
  return subscription;
}

/** randomUUID exists only in secure contexts; a plain-http LAN preview still gets a valid key. */
const idempotencyKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/**
 * POST create-subscription-checkout: the URL of the checkout to go to. One idempotency key per
 * click, so a double submit or a retried request opens one checkout, not two.
 */
export async function createSubscriptionCheckout(priceId: string, who: WriterIdentity): Promise<string> {
  const init = jsonBody({ priceId, email: who.email, userId: who.userId });
  const { url } = await requestJson(FUNCTION_PATHS.createSubscriptionCheckout, checkoutResponseSchema, {
    ...init,
    headers: { ...init.headers, [IDEMPOTENCY_HEADER]: idempotencyKey() },
  });
  return url;
}

/** POST /api/billing-portal: the payment provider's customer portal (a sandbox page offline). */
export async function openBillingPortal(who: WriterIdentity): Promise<string> {
  const { url } = await requestJson(PAYMENT_PATHS.billingPortal, billingPortalResponseSchema, jsonBody(who));
  return url;
}

/**
 * POST /api/checkout/complete: completes the subscription checkout this browser came back from
 * (`?session_id=` on the dashboard) and sets the subscriber cookie. The server completes it only in
 * the browser that started it; elsewhere it answers 403 with a sentence and changes nothing.
 */
export async function completeSubscriptionCheckout(sessionId: string): Promise<void> {
  await requestJson(PAYMENT_PATHS.checkoutComplete, checkoutCompleteResponseSchema, jsonBody({ sessionId }));
}
