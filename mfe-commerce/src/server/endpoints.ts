import { Hono } from 'hono';
import { FUNCTION_PATHS, PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import { FUNCTIONS_BASE } from '@publisher/shared/server/http/base-path';
import { apiErrors } from '@publisher/shared/server/http/errors';
import type { SandboxGateway } from '@publisher/shared/server/ports/sandbox-gateway';
import { underPaths, type HostPorts, type TeamApi } from '@publisher/shared/server/team-api';
import { ACCOUNT_BASE, accountRoutes } from './account/routes';
import { CHECKOUT_RETURN_BASE, checkoutReturnRoutes, checkoutRoutes, type CheckoutRouteDeps } from './checkout/routes';
import { LIBRARY_BASE, libraryRoutes, type LibraryRouteDeps } from './library/routes';
import { quoteRoutes } from './quote/routes';
import { isSandboxPage, SANDBOX_BASE, sandboxRoutes } from './sandbox/routes';
import { billingRoutes } from './subscription/billing-routes';
import { subscriptionRoutes } from './subscription/routes';
import { validateRoutes } from './validate/routes';
import { proofDeps } from './verify/deps';
import { verifyRoutes } from './verify/routes';
import { webhookRoutes } from './webhooks/routes';

/** The sandbox gateway's pages: served only when the host's gateway is the sandbox (never beside real Stripe). */
const SANDBOX_PATHS = [SANDBOX_BASE, `${SANDBOX_BASE}/*`];

/** What the shop's endpoints work with, from the host's ports. */
function shopDeps(ports: HostPorts): CheckoutRouteDeps & { defer: HostPorts['defer'] } {
  const { settings, prices, mail } = ports.shop;
  return {
    records: ports.records,
    payments: ports.payments,
    content: prices,
    config: { ...settings, ...ports.config },
    cookies: ports.cookies,
    defer: (work) => ports.defer(work),
    ...(mail ? { mail: { ...mail, mailer: ports.mailer, state: ports.state } } : {}),
  };
}

/** The purchase proofs: the host counts their failed tries (one count for every proof endpoint). */
const PROOF_PATHS = [
  FUNCTION_PATHS.verifyGumroadPurchase,
  FUNCTION_PATHS.validateCoverCreator,
  FUNCTION_PATHS.validateArchitectMethod,
];

/** "My purchases" and "Your data" (decision 121), for the signed-in e-mail. */
function libraryDeps(ports: HostPorts): LibraryRouteDeps {
  const { purchases } = ports;
  return {
    records: ports.records,
    proofs: purchases.proofs,
    sales: purchases.sales,
    content: ports.content,
    cookies: ports.cookies,
    config: ports.config,
    state: ports.state,
    limitPerEmail: (limit) => purchases.limitPerEmail(limit),
  };
}

/**
 * Commerce's endpoints (docs/decisions/133): the checkouts, Stripe's webhook (both addresses),
 * the subscription status, the billing portal, the quote request, the sandbox's pages, the
 * purchase proofs (verify, the validations), the library and "Your data".
 * Exported by this remote's server module; the host hands it every request under `paths`, after
 * its edge (the checkouts and the quote request are anonymous writes: the host limits them).
 */
export const api: TeamApi = {
  paths: [
    FUNCTION_PATHS.createCheckout,
    FUNCTION_PATHS.createPhysicalCheckout,
    FUNCTION_PATHS.createSubscriptionCheckout,
    FUNCTION_PATHS.checkSubscriptionStatus,
    FUNCTION_PATHS.submitQuote,
    PAYMENT_PATHS.checkoutComplete,
    PAYMENT_PATHS.billingPortal,
    PAYMENT_PATHS.stripeWebhook,
    PAYMENT_PATHS.netlifyStripeWebhook,
    ...SANDBOX_PATHS,
    ...PROOF_PATHS,
    `${LIBRARY_BASE}/*`,
    `${ACCOUNT_BASE}/*`,
  ],
  writes: [
    FUNCTION_PATHS.submitQuote,
    FUNCTION_PATHS.createCheckout,
    FUNCTION_PATHS.createPhysicalCheckout,
    FUNCTION_PATHS.createSubscriptionCheckout,
  ],
  proofs: PROOF_PATHS,
  create(ports) {
    const deps = shopDeps(ports);
    const sandbox = deps.payments.name === 'sandbox';
    const app = new Hono();
    app.route(FUNCTIONS_BASE, checkoutRoutes(deps));
    app.route(FUNCTIONS_BASE, subscriptionRoutes(deps));
    app.route(FUNCTIONS_BASE, quoteRoutes(deps));
    const proofs = proofDeps(ports.purchases);
    app.route(FUNCTIONS_BASE, verifyRoutes(proofs));
    app.route(FUNCTIONS_BASE, validateRoutes(proofs));
    const library = libraryDeps(ports);
    app.route(LIBRARY_BASE, libraryRoutes(library));
    app.route(ACCOUNT_BASE, accountRoutes(library));
    app.route(CHECKOUT_RETURN_BASE, checkoutReturnRoutes(deps));
    const webhook = webhookRoutes(deps);
    app.route(PAYMENT_PATHS.stripeWebhook, webhook);
    app.route(PAYMENT_PATHS.netlifyStripeWebhook, webhook);
    app.route(PAYMENT_PATHS.billingPortal, billingRoutes(deps));
    if (sandbox) app.route(SANDBOX_BASE, sandboxRoutes({ ...deps, payments: deps.payments as SandboxGateway }));
    apiErrors(app);
    return {
      fetch: (request) => app.fetch(request),
      // Under /sandbox only the sandbox's pages, and only beside the sandbox gateway: the rest is the site's.
      serves: (path) => !underPaths(SANDBOX_PATHS, path) || (sandbox && isSandboxPage(path)),
    };
  },
};
