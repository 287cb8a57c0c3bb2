import { z } from 'zod';
import {
  FUNCTION_PATHS,
  checkoutResponseSchema,
  subscriptionStatusResponseSchema,
  type Subscription,
} from '@publisher/shared/contracts/functions';
import type { WriterIdentity } from '../lib/writer-identity';
import { jsonBody, query, requestJson } from './http';

/** GET check-subscription-status: the plan this browser may see for the writer (strangers: free trial). */
export async function fetchSubscription(who: WriterIdentity, signal?: AbortSignal): Promise<Subscription> {
  const path = FUNCTION_PATHS.checkSubscriptionStatus + query({ email: who.email, userId: who.userId });
  const { subscription } = await requestJson(path, subscriptionStatusResponseSchema, { signal });
  return subscription;
}

/** POST create-subscription-checkout: the URL of the checkout to go to. */
export async function createSubscriptionCheckout(priceId: string, who: WriterIdentity): Promise<string> {
  const { url } = await requestJson(
    FUNCTION_PATHS.createSubscriptionCheckout,
    checkoutResponseSchema,
    jsonBody({ priceId, email: who.email, userId: who.userId }),
  );
  return url;
}

export const BILLING_PORTAL_PATH = '/api/billing-portal';
const portalResponseSchema = z.object({ url: z.string().min(1) });

/** POST /api/billing-portal: the payment provider's customer portal (a sandbox page offline). */
export async function openBillingPortal(who: WriterIdentity): Promise<string> {
  const { url } = await requestJson(BILLING_PORTAL_PATH, portalResponseSchema, jsonBody(who));
  return url;
}
