import { describe, expect, it } from 'vitest';
import { FUNCTION_PATHS, PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import { underPaths, type HostPorts } from '@publisher/shared/server/team-api';
import { api } from './endpoints';

/** The ports as far as building the app reads them: the gateway's name decides the sandbox's pages. */
const portsOn = (gateway: 'sandbox' | 'stripe') =>
  ({
    payments: { name: gateway },
    shop: { settings: { priceSingleBook: 'p1', priceMultiBook: 'p2', trialDays: 7 }, prices: {}, mail: null },
    purchases: { settings: {}, limitPerEmail: () => async () => {} },
    config: {},
  }) as unknown as HostPorts;

describe("commerce's endpoints (decision 133)", () => {
  it('declares the payment functions, the webhook at both addresses, the sandbox, the proofs, the library and "Your data"; the checkouts and the quote are writes; the proofs are limited as proofs', () => {
    for (const path of [
      ...Object.values(FUNCTION_PATHS).filter((p) => /checkout|subscription-status|quote/.test(p)),
      PAYMENT_PATHS.checkoutComplete,
      PAYMENT_PATHS.billingPortal,
      PAYMENT_PATHS.stripeWebhook,
      PAYMENT_PATHS.netlifyStripeWebhook,
      '/sandbox/checkout/cs_sandbox_1',
      FUNCTION_PATHS.verifyGumroadPurchase,
      FUNCTION_PATHS.validateCoverCreator,
      FUNCTION_PATHS.validateArchitectMethod,
      '/api/library',
      '/api/account/export',
      '/api/account/delete',
    ])
      expect(underPaths(api.paths, path), path).toBe(true);
    for (const path of [
      FUNCTION_PATHS.generateFlipbookAccess,
      PAYMENT_PATHS.fullFlipbookAccess,
      '/api/projects',
      '/api/auth/request',
    ])
      expect(underPaths(api.paths, path), path).toBe(false);
    expect([...(api.writes ?? [])].sort()).toEqual(
      [
        FUNCTION_PATHS.submitQuote,
        FUNCTION_PATHS.createCheckout,
        FUNCTION_PATHS.createPhysicalCheckout,
        FUNCTION_PATHS.createSubscriptionCheckout,
      ].sort(),
    );
    expect([...(api.proofs ?? [])].sort()).toEqual(
      [
        FUNCTION_PATHS.verifyGumroadPurchase,
        FUNCTION_PATHS.validateCoverCreator,
        FUNCTION_PATHS.validateArchitectMethod,
      ].sort(),
    );
  });

  it("serves the sandbox's pages only beside the sandbox gateway, and no other path under /sandbox", () => {
    const sandbox = api.create(portsOn('sandbox'));
    const stripe = api.create(portsOn('stripe'));
    const pages = ['/sandbox/sandbox.css', '/sandbox/checkout/x', '/sandbox/checkout/x/pay', '/sandbox/portal/x'];
    for (const path of pages) {
      expect(sandbox.serves?.(path), path).toBe(true);
      expect(stripe.serves?.(path), path).toBe(false);
    }
    for (const path of ['/sandbox', '/sandbox/', '/sandbox/other', '/sandbox/checkout/x/y'])
      expect(sandbox.serves?.(path), path).toBe(false);
    expect(stripe.serves?.(FUNCTION_PATHS.createCheckout)).toBe(true);
  });
});
