// No zod here: pages that only need an endpoint's path must not download the validators with it.

/** The function names, for building paths in one place. */
/** Where Netlify serves functions, and so where the spec's function paths live (on Node too). */
export const FUNCTIONS_BASE = '/.netlify/functions';

export const FUNCTION_PATHS = {
  submitQuote: '/.netlify/functions/submit-quote-request',
  verifyGumroadPurchase: '/.netlify/functions/verify-gumroad-purchase',
  createPhysicalCheckout: '/.netlify/functions/create-physical-checkout',
  createCheckout: '/.netlify/functions/create-checkout',
  generateFlipbookAccess: '/.netlify/functions/generate-flipbook-access',
  validateCoverCreator: '/.netlify/functions/validate-cover-creator-purchase',
  validateArchitectMethod: '/.netlify/functions/validate-architect-method-purchase',
  createSubscriptionCheckout: '/.netlify/functions/create-subscription-checkout',
  checkSubscriptionStatus: '/.netlify/functions/check-subscription-status',
} as const;

/**
 * Optional request header on the checkout calls: one value per click (e.g. crypto.randomUUID()),
 * so a double submit creates one checkout. 8–100 characters of [A-Za-z0-9_-].
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Paths of the payment endpoints that are not spec functions. */
export const PAYMENT_PATHS = {
  billingPortal: '/api/billing-portal',
  /**
   * POST: completes a subscription checkout in the browser that started it and sets the subscriber
   * cookie (the dashboard calls it on its return from the checkout); GET changes nothing.
   */
  checkoutComplete: '/api/checkout/complete',
  /** Where a subscription checkout returns, with `?session_id=`: the dashboard completes it there. */
  subscriptionReturn: '/architect-method/dashboard',
  stripeWebhook: '/api/webhooks/stripe',
  netlifyStripeWebhook: '/.netlify/functions/stripe-webhook',
  /** A full-flipbook buyer's reading tokens (decision 103). */
  fullFlipbookAccess: '/api/flipbook/full-access',
} as const;
