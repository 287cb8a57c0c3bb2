import { z } from 'zod';
import { optionalText } from '../../platform/env-text';

const prefixed = (prefixes: string[], what: string) =>
  optionalText.pipe(
    z
      .string()
      .refine((v) => prefixes.some((p) => v.startsWith(p)), `must be ${what} (starting with ${prefixes.join(' or ')})`)
      .optional(),
  );

/** on or off; unset or empty is off. Anything else stops the start, naming the variable. */
const onOff = optionalText.pipe(z.enum(['on', 'off'], { error: 'must be on or off' }).optional());

/** Stripe's variables (merged into env.ts); every one optional: with none set the site runs on the sandbox gateway. */
export const stripeEnvShape = {
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
};
