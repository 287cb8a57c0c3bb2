import type { CreateCheckoutInput } from '@publisher/shared/server/ports/payment-gateway';
import { ORDER_REFERENCE_KEY, orderReferenceFrom } from '@publisher/shared/server/ports/order-reference';

/**
 * Every checkout the site creates carries its order's reference in the session's metadata, where
 * the webhook (or the sandbox's Pay) finds it to store with the lines and put in the mail; a
 * one-off order's success URL carries it too (`order=`), so the thank-you page shows it at once.
 * It is derived from the idempotency key (random per intent), so a repeated create sends the
 * provider the same parameters and gets the same session back.
 */
export function withOrderReference(input: CreateCheckoutInput): CreateCheckoutInput {
  const reference = orderReferenceFrom(input.idempotencyKey);
  // Appended as text: the URL holds Stripe's literal {CHECKOUT_SESSION_ID}, which URL() would encode.
  const successUrl =
    input.mode === 'payment'
      ? `${input.successUrl}${input.successUrl.includes('?') ? '&' : '?'}order=${reference}`
      : input.successUrl;
  // `site`: the trusted origin the checkout returns to, for the mail's links where SITE_URL is unset (development).
  const site = new URL(input.successUrl).origin;
  return { ...input, successUrl, metadata: { ...input.metadata, [ORDER_REFERENCE_KEY]: reference, site } };
}
