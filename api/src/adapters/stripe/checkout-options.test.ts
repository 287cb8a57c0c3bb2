import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStripeLoopback, type StripeLoopback } from '../../testing/stripe-server';
import type { CreateCheckoutInput } from '@publisher/shared/server/ports/payment-gateway';
import { parseEnv } from '../../env';
import { createStripeClient, stripeGateway } from './stripe-gateway';
import type { StripeCheckoutOptions } from './checkout-options';
import { paymentGatewayFromEnv } from './from-env';

/* The UK shop's checkout options (decision 122) through the real SDK against the loopback Stripe. */

let stripe: StripeLoopback;
beforeAll(async () => {
  stripe = await startStripeLoopback({ prices: ['price_single_book', 'price_flip_crownless'] });
});
afterAll(() => stripe.close());
beforeEach(() => {
  stripe.requests.length = 0;
});

/** The SDK's settings for the loopback server (started in beforeAll). */
const loopback = () => ({
  secretKey: 'sk_test_loopback',
  host: '127.0.0.1',
  port: stripe.port,
  protocol: 'http' as const,
});
const gatewayWith = (checkoutOptions?: StripeCheckoutOptions) =>
  stripeGateway({ ...loopback(), ...(checkoutOptions ? { checkoutOptions } : {}) });

let key = 0;
const input = (mode: 'payment' | 'subscription'): CreateCheckoutInput => ({
  mode,
  lines: [{ priceId: mode === 'payment' ? 'price_flip_crownless' : 'price_single_book', quantity: 1, label: 'x' }],
  successUrl: 'http://localhost/thank-you?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost/checkout-cancelled',
  customerEmail: 'reader@example.com',
  metadata: { email: 'reader@example.com', kind: mode === 'payment' ? 'flipbook' : 'subscription' },
  ...(mode === 'subscription' ? { trialDays: 7 } : {}),
  idempotencyKey: `options-${++key}`,
});

const ALL_ON: StripeCheckoutOptions = {
  promotionCodes: true,
  automaticTax: true,
  invoices: true,
  taxIdCollection: true,
};
const OPTION_KEYS = ['allow_promotion_codes', 'automatic_tax', 'invoice_creation', 'tax_id_collection'];
const sent = () =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').at(-1)!.body;

describe('checkout options through the Stripe SDK', () => {
  it('sends none of them when they are off (the default)', async () => {
    for (const options of [undefined, {}]) {
      for (const mode of ['payment', 'subscription'] as const) {
        await gatewayWith(options).createCheckout(input(mode));
        for (const k of OPTION_KEYS) expect(sent()).not.toHaveProperty(k);
      }
    }
  });

  it('sends each option on its own when it alone is on', async () => {
    const cases: Array<[StripeCheckoutOptions, string, unknown]> = [
      [{ promotionCodes: true }, 'allow_promotion_codes', 'true'],
      [{ automaticTax: true }, 'automatic_tax', { enabled: 'true' }],
      [{ taxIdCollection: true }, 'tax_id_collection', { enabled: 'true' }],
      [
        { invoices: true },
        'invoice_creation',
        { enabled: 'true', invoice_data: { metadata: { email: 'reader@example.com', kind: 'flipbook' } } },
      ],
    ];
    for (const [options, param, value] of cases) {
      await gatewayWith(options).createCheckout(input('payment'));
      expect(sent()[param]).toEqual(value);
      for (const other of OPTION_KEYS.filter((k) => k !== param)) expect(sent()).not.toHaveProperty(other);
    }
  });

  it('makes an invoice only in payment mode; the other three apply to subscriptions too', async () => {
    const payment = await gatewayWith(ALL_ON).createCheckout(input('payment'));
    expect(sent()).toMatchObject({
      allow_promotion_codes: 'true',
      automatic_tax: { enabled: 'true' },
      invoice_creation: { enabled: 'true' },
      tax_id_collection: { enabled: 'true' },
    });
    // The session Stripe answers carries them back, as Stripe's would.
    expect(stripe.sessions.get(payment.id)).toMatchObject({
      allow_promotion_codes: true,
      automatic_tax: { enabled: true },
      invoice_creation: { enabled: true },
      tax_id_collection: { enabled: true },
    });

    const subscription = await gatewayWith(ALL_ON).createCheckout(input('subscription'));
    expect(sent()).not.toHaveProperty('invoice_creation');
    expect(sent()).toMatchObject({
      mode: 'subscription',
      allow_promotion_codes: 'true',
      automatic_tax: { enabled: 'true' },
      tax_id_collection: { enabled: 'true' },
    });
    expect(stripe.sessions.get(subscription.id)).toMatchObject({
      invoice_creation: null,
      automatic_tax: { enabled: true },
    });
  });

  it('is a fake that refuses what Stripe refuses: an invoice in subscription mode, an unknown parameter', async () => {
    const client = createStripeClient(loopback());
    const base = {
      line_items: [{ price: 'price_single_book', quantity: 1 }],
      success_url: 'http://localhost/ok',
      cancel_url: 'http://localhost/cancel',
    };
    await expect(
      client.checkout.sessions.create({ ...base, mode: 'subscription', invoice_creation: { enabled: true } }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'invoice_creation' });
    await expect(
      client.checkout.sessions.create({ ...base, mode: 'payment', allow_promo_codes: true } as never),
    ).rejects.toThrow(/Received unknown parameter: allow_promo_codes/);
  });
});

describe('checkout options from the environment', () => {
  it('reads on/off (default off) and stops the start naming a bad variable', () => {
    const env = parseEnv({ STRIPE_PROMOTION_CODES: 'on', STRIPE_INVOICES: 'off', STRIPE_AUTOMATIC_TAX: '' });
    expect(env).toMatchObject({ STRIPE_PROMOTION_CODES: 'on', STRIPE_INVOICES: 'off' });
    expect(env.STRIPE_AUTOMATIC_TAX).toBeUndefined();
    expect(env.STRIPE_TAX_ID_COLLECTION).toBeUndefined();
    expect(() => parseEnv({ STRIPE_AUTOMATIC_TAX: 'yes' })).toThrow(/STRIPE_AUTOMATIC_TAX: must be on or off/);
    expect(() => parseEnv({ STRIPE_TAX_ID_COLLECTION: 'true' })).toThrow(/STRIPE_TAX_ID_COLLECTION/);
  });

  it('reaches Stripe from the environment, and the sandbox says it cannot show them', async () => {
    const env = parseEnv({
      STRIPE_SECRET_KEY: 'sk_test_loopback',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: 'http',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PROMOTION_CODES: 'on',
      STRIPE_AUTOMATIC_TAX: 'on',
      STRIPE_INVOICES: 'on',
      STRIPE_TAX_ID_COLLECTION: 'on',
    });
    const adapters = { records: {} as never, state: {} as never };
    await paymentGatewayFromEnv(env, adapters).createCheckout(input('payment'));
    expect(sent()).toMatchObject({
      allow_promotion_codes: 'true',
      automatic_tax: { enabled: 'true' },
      invoice_creation: { enabled: 'true' },
      tax_id_collection: { enabled: 'true' },
    });

    const warn = vi.fn();
    const sandbox = paymentGatewayFromEnv(
      parseEnv({ STRIPE_AUTOMATIC_TAX: 'on', STRIPE_INVOICES: 'on' }),
      adapters,
      warn,
    );
    expect(sandbox.name).toBe('sandbox');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/STRIPE_AUTOMATIC_TAX, STRIPE_INVOICES on: the sandbox/));
  });
});
