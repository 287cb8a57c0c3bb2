import type { Hono } from 'hono';
import type { SandboxGateway } from '@publisher/shared/server/ports/sandbox-gateway';
import type { PaymentDeps } from '../services/checkout-deps';
import { billingRoutes } from './billing';
import { PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import { FUNCTIONS_BASE } from '@publisher/shared/server/http/base-path';
import { CHECKOUT_RETURN_BASE, checkoutReturnRoutes, checkoutRoutes } from './checkout';
import { SANDBOX_BASE, sandboxRoutes } from './sandbox';
import { subscriptionRoutes } from './subscription';
import { webhookRoutes } from './webhooks';

/**
 * Mounts the checkouts, Stripe's webhook, the subscription status and the billing portal; and the sandbox pages when the gateway is the sandbox (never beside real Stripe).
 */
export function mountPaymentRoutes(app: Hono, deps: PaymentDeps): void {
  app.route(FUNCTIONS_BASE, checkoutRoutes(deps));
  app.route(FUNCTIONS_BASE, subscriptionRoutes(deps));
  app.route(CHECKOUT_RETURN_BASE, checkoutReturnRoutes(deps));
  const webhook = webhookRoutes(deps);
  app.route(PAYMENT_PATHS.stripeWebhook, webhook);
  app.route(PAYMENT_PATHS.netlifyStripeWebhook, webhook);
  app.route(PAYMENT_PATHS.billingPortal, billingRoutes(deps));
  if (deps.payments.name === 'sandbox')
    app.route(SANDBOX_BASE, sandboxRoutes({ ...deps, payments: deps.payments as SandboxGateway }));
}
