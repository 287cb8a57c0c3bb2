import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const prefixed = (prefixes: string[], what: string) =>
  optionalText.pipe(
    z
      .string()
      .refine((v) => prefixes.some((p) => v.startsWith(p)), `must be ${what} (starting with ${prefixes.join(' or ')})`)
      .optional(),
  );

/** on or off; unset or empty is off. Anything else stops the start, naming the variable. */
const onOff = optionalText.pipe(z.enum(['on', 'off'], { error: 'must be on or off' }).optional());

/**
 * The payment, records and subscriber-session variables (merged into env.ts). Every one is
 * optional: with none set the site runs on the sandbox gateway and the local record store.
 */
export const paymentEnvShape = {
  /** Stripe secret key: set → real Stripe Checkout, Billing and portal; unset → the sandbox gateway. */
  STRIPE_SECRET_KEY: prefixed(['sk_', 'rk_'], 'a Stripe secret or restricted key'),
  /** Signing secret of the webhook endpoint; without it Stripe's webhooks are refused (500, so Stripe retries). */
  STRIPE_WEBHOOK_SECRET: prefixed(['whsec_'], 'a Stripe webhook signing secret'),
  /** A loopback Stripe server for tests and local work (the SDK's host/port/protocol). */
  STRIPE_API_HOST: optionalText,
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** A Stripe shipping rate offered on print checkouts (UK delivery); otherwise no shipping option is preset. */
  STRIPE_SHIPPING_RATE_UK: prefixed(['shr_'], 'a Stripe shipping rate id'),
  /*
   * Checkout options a UK shop expects (decision 122), each on or off (default off) and used only by
   * the Stripe gateway: promotion codes (both modes), Stripe Tax with VAT-inclusive prices (both;
   * each Price needs tax_behavior inclusive), an invoice for one-off payments (payment mode only),
   * and tax id collection (both).
   */
  STRIPE_PROMOTION_CODES: onOff,
  STRIPE_AUTOMATIC_TAX: onOff,
  STRIPE_INVOICES: onOff,
  STRIPE_TAX_ID_COLLECTION: onOff,
  /** Plan price ids (spec: from the environment, with these fallbacks). */
  PRICE_SINGLE_BOOK: z.string().trim().min(1).default('price_single_book'),
  PRICE_MULTI_BOOK: z.string().trim().min(1).default('price_multi_book'),
  /** Free-trial days on a new subscription (spec: 7); 0 starts it paid. */
  SUBSCRIPTION_TRIAL_DAYS: z.coerce.number().int().min(0).max(30).default(7),
  /** The public origin (https://…): every return URL and link the server builds is built on it (trusted-origin.ts). */
  SITE_URL: optionalText.pipe(z.string().url().optional()),
  /** Signs the subscriber cookie; at least 32 characters. Unset: a random one per process (cookies end on restart). */
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /**
   * Where records go: auto (Airtable when AIRTABLE_TOKEN and AIRTABLE_BASE_ID are set, else
   * Netlify Database on Netlify and local SQLite on Node), local, airtable, netlify-database.
   */
  RECORDS_BACKEND: z.enum(['auto', 'local', 'airtable', 'netlify-database']).default('auto'),
};
