import type { PaymentGateway } from '@publisher/shared/server/ports/payment-gateway';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { sandboxGateway } from '../sandbox/sandbox-gateway';
import { stripeGateway } from './stripe-gateway';
import { checkoutOptionsFromEnv, onOptionNames, type CheckoutOptionsEnv } from './checkout-options';

export interface PaymentGatewayEnv extends CheckoutOptionsEnv {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_API_HOST?: string | undefined;
  STRIPE_API_PORT?: number | undefined;
  STRIPE_API_PROTOCOL?: 'http' | 'https' | undefined;
  STRIPE_SHIPPING_RATE_UK?: string | undefined;
}

/**
 * Stripe when STRIPE_SECRET_KEY is set, else the sandbox gateway (its pages are mounted by the
 * app), which keeps its sessions in `state` so every instance sees them.
 */
export function paymentGatewayFromEnv(
  env: PaymentGatewayEnv,
  adapters: { records: RecordStore; state: StateStore },
  warn: (m: string) => void = console.warn,
): PaymentGateway {
  if (!env.STRIPE_SECRET_KEY) {
    const on = onOptionNames(env);
    if (on.length)
      warn(
        `[api] ${on.join(', ')} on: the sandbox checkout cannot show them; they apply once STRIPE_SECRET_KEY is set.`,
      );
    return sandboxGateway(adapters);
  }
  if (!env.STRIPE_WEBHOOK_SECRET)
    warn('[api] STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: webhooks will be refused until it is set.');
  return stripeGateway({
    secretKey: env.STRIPE_SECRET_KEY,
    ...(env.STRIPE_WEBHOOK_SECRET ? { webhookSecret: env.STRIPE_WEBHOOK_SECRET } : {}),
    ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
    ...(env.STRIPE_API_PORT ? { port: env.STRIPE_API_PORT } : {}),
    ...(env.STRIPE_API_PROTOCOL ? { protocol: env.STRIPE_API_PROTOCOL } : {}),
    ...(env.STRIPE_SHIPPING_RATE_UK ? { ukShippingRateId: env.STRIPE_SHIPPING_RATE_UK } : {}),
    checkoutOptions: checkoutOptionsFromEnv(env),
  });
}
