import type { Hono } from 'hono';
import type { SandboxGateway } from '../adapters/sandbox/sandbox-gateway';
import type { PaymentDeps } from '../services/checkout-deps';
import { billingRoutes } from './billing';
import { checkoutRoutes } from './checkout';
import { projectRoutes, PROJECTS_BASE } from './projects';
import { sandboxRoutes } from './sandbox';
import { subscriptionRoutes } from './subscription';
import { webhookRoutes } from './webhooks';

/**
 * Mounts the checkouts, Stripe's webhook, the subscription status, the billing portal and the
 * projects; and the sandbox pages when the gateway is the sandbox (never beside real Stripe).
 */
export function mountPaymentRoutes(app: Hono, deps: PaymentDeps): void {
  app.route('/', checkoutRoutes(deps));
  app.route('/', webhookRoutes(deps));
  app.route('/', subscriptionRoutes(deps));
  app.route('/', billingRoutes(deps));
  app.route(PROJECTS_BASE, projectRoutes(deps));
  if (deps.payments.name === 'sandbox')
    app.route('/', sandboxRoutes({ ...deps, payments: deps.payments as SandboxGateway }));
}
