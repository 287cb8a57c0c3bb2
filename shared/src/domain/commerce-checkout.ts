import type * as z from 'zod/mini';
import { ApiError, postJson, type Fetch } from '../api-client';
import {
  basketCheckoutRequestSchema,
  bookCheckoutRequestSchema,
  checkoutResponseSchema,
  physicalCheckoutRequestSchema,
  subscriptionCheckoutRequestSchema,
} from '../contracts/functions';
import { FUNCTION_PATHS } from '../contracts/paths';
import type { BasketItem } from './basket';

/*
 * The four checkouts of the spec (section 7), for whichever remote shows the button: book
 * (Read Full Flipbook, buy buttons), physical (the book page's purchase box), subscription
 * (the architect plans) and basket (commerce). Each answers the URL to send the browser to;
 * the caller words the failure, because the spec words each one differently.
 */

export type CheckoutFailure =
  /** fetch itself failed: offline, DNS, connection reset. */
  | 'network'
  /** The API answered 4xx/5xx; `serverMessage` carries its `{ error }` text when it gave one. */
  | 'server'
  /** The API answered ok but without a usable http(s) URL. */
  | 'no-url';

export class CheckoutError extends Error {
  constructor(
    readonly failure: CheckoutFailure,
    readonly serverMessage: string | null = null,
  ) {
    super(serverMessage ?? `Checkout failed (${failure})`);
    this.name = 'CheckoutError';
  }
}

/** Only http(s) URLs are followed: a javascript: URL from a bad response must never run. */
function safeUrl(url: string, base: string): string | null {
  if (url.trim() === '') return null;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const currentOrigin = (): string => (typeof location === 'undefined' ? 'http://localhost' : location.origin);

/** Through the one API client (api-client.ts); its failure, worded as the checkout's. */
async function requestCheckout(path: string, body: unknown, fetchImpl: Fetch): Promise<string> {
  let answer: z.infer<typeof checkoutResponseSchema>;
  try {
    answer = await postJson(path, body, checkoutResponseSchema, fetchImpl);
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind === 'network') throw new CheckoutError('network');
    if (error.kind === 'http') throw new CheckoutError('server', error.serverMessage);
    throw new CheckoutError('no-url');
  }
  const url = safeUrl(answer.url, currentOrigin());
  if (!url) throw new CheckoutError('no-url');
  return url;
}

/** create-checkout, book form: `{ priceId, slug }`. */
export const createBookCheckout = (body: z.input<typeof bookCheckoutRequestSchema>, fetchImpl: Fetch = fetch) =>
  requestCheckout(FUNCTION_PATHS.createCheckout, body, fetchImpl);

/** create-physical-checkout: `{ priceId, bookSlug, quantity }` (1–5). */
export const createPhysicalCheckout = (body: z.input<typeof physicalCheckoutRequestSchema>, fetchImpl: Fetch = fetch) =>
  requestCheckout(FUNCTION_PATHS.createPhysicalCheckout, body, fetchImpl);

/** create-subscription-checkout: `{ priceId, email, userId }`. */
export const createSubscriptionCheckout = (
  body: z.input<typeof subscriptionCheckoutRequestSchema>,
  fetchImpl: Fetch = fetch,
) => requestCheckout(FUNCTION_PATHS.createSubscriptionCheckout, body, fetchImpl);

export type BasketCheckoutRequest = z.input<typeof basketCheckoutRequestSchema>;

/** The spec's basket form: items, success_url origin + /thank-you, cancel_url origin + /checkout-cancelled. */
export function basketCheckoutRequest(items: readonly BasketItem[], origin: string): BasketCheckoutRequest {
  return {
    items: items.map((i) => ({ price: i.priceId, quantity: i.quantity, title: i.title })),
    success_url: `${origin}/thank-you`,
    cancel_url: `${origin}/checkout-cancelled`,
  };
}

/** create-checkout, basket form. */
export const createBasketCheckout = (body: BasketCheckoutRequest, fetchImpl: Fetch = fetch) =>
  requestCheckout(FUNCTION_PATHS.createCheckout, body, fetchImpl);
