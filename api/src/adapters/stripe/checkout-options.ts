import type Stripe from 'stripe';

/**
 * Checkout options a UK shop switches on (decision 122), each off unless configured. Stripe's
 * hosted page shows them; the sandbox gateway cannot, so only the Stripe gateway reads these.
 */
export interface StripeCheckoutOptions {
  /** STRIPE_PROMOTION_CODES: a promotion-code field on the page (codes are made in the Dashboard). */
  promotionCodes?: boolean;
  /** STRIPE_AUTOMATIC_TAX: Stripe Tax works out VAT from the address; prices carry tax_behavior inclusive. */
  automaticTax?: boolean;
  /** STRIPE_INVOICES: a one-off payment also makes a paid invoice (subscriptions have theirs anyway). */
  invoices?: boolean;
  /** STRIPE_TAX_ID_COLLECTION: a business buyer may enter a VAT number, shown on receipt and invoice. */
  taxIdCollection?: boolean;
}

type Params = Stripe.Checkout.SessionCreateParams;

/**
 * The session parameters for the options that are on, for this mode. Promotion codes, tax and tax
 * ids apply to both modes; invoice_creation is payment-only (Stripe refuses it in subscription
 * mode, where Billing invoices every period itself).
 */
export function checkoutOptionParams(
  options: StripeCheckoutOptions | undefined,
  mode: Params['mode'],
  metadata: Record<string, string>,
): Partial<Params> {
  const params: Partial<Params> = {};
  if (!options) return params;
  if (options.promotionCodes) params.allow_promotion_codes = true;
  if (options.automaticTax) params.automatic_tax = { enabled: true };
  if (options.taxIdCollection) params.tax_id_collection = { enabled: true };
  if (options.invoices && mode === 'payment') params.invoice_creation = { enabled: true, invoice_data: { metadata } };
  return params;
}

/** The options from the parsed environment's on/off variables (services/checkout-env.ts). */
export function checkoutOptionsFromEnv(env: CheckoutOptionsEnv): StripeCheckoutOptions {
  return {
    promotionCodes: env.STRIPE_PROMOTION_CODES === 'on',
    automaticTax: env.STRIPE_AUTOMATIC_TAX === 'on',
    invoices: env.STRIPE_INVOICES === 'on',
    taxIdCollection: env.STRIPE_TAX_ID_COLLECTION === 'on',
  };
}

export interface CheckoutOptionsEnv {
  STRIPE_PROMOTION_CODES?: 'on' | 'off' | undefined;
  STRIPE_AUTOMATIC_TAX?: 'on' | 'off' | undefined;
  STRIPE_INVOICES?: 'on' | 'off' | undefined;
  STRIPE_TAX_ID_COLLECTION?: 'on' | 'off' | undefined;
}

const OPTION_NAMES: ReadonlyArray<keyof CheckoutOptionsEnv> = [
  'STRIPE_PROMOTION_CODES',
  'STRIPE_AUTOMATIC_TAX',
  'STRIPE_INVOICES',
  'STRIPE_TAX_ID_COLLECTION',
];

/** The names of the option variables that are on (the sandbox warns that it cannot show them). */
export const onOptionNames = (env: CheckoutOptionsEnv): string[] => OPTION_NAMES.filter((k) => env[k] === 'on');
