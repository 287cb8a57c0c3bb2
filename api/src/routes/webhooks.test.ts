import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { outageCatalogue } from '../testing/outage-catalogue';
import { startStripeLoopback, type StripeLoopback } from '../testing/stripe-server';
import { TEST_CATALOGUE, type PaymentsHarness } from '../testing/stripe-app-harness';
import {
  deliverStripeEvent,
  forgetSoldLines,
  paidStripeCheckout,
  stripePaymentsHarness,
} from '../testing/stripe-webhook';

/*
 * Issue 24 item 5, as amended by issue 41 item 1 (decision 139): a checkout records what it sold,
 * so its sale is recorded during a catalogue outage too. A checkout created before that needs the
 * catalogue: while it is down (answering its fallback) the sale is refused with a status Stripe
 * retries, nothing of it is recorded and the event is not marked processed; the retry after the
 * outage records the right product.
 */

const WEBHOOK_SECRET = 'whsec_test_outage';

let stripe: StripeLoopback;
let h: PaymentsHarness;
let catalogue: ReturnType<typeof outageCatalogue>;
beforeAll(async () => {
  stripe = await startStripeLoopback({
    prices: ['price_flip_crownless', 'price_print_crownless', 'price_single_book'],
  });
});
afterAll(() => stripe.close());
beforeEach(async () => {
  catalogue = outageCatalogue();
  h = await stripePaymentsHarness(stripe, WEBHOOK_SECRET, { content: catalogue.store, verification: {} });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await h.close();
});

const deliver = (event: object) => deliverStripeEvent(h, event, WEBHOOK_SECRET, '/.netlify/functions/stripe-webhook');

const paidCheckout = (body: object, path?: string): Promise<string> =>
  paidStripeCheckout(h, stripe, body, { email: 'reader@example.com', paymentIntent: (id) => `pi_${id}` }, path);

describe('Stripe webhook during a catalogue outage', () => {
  it('records a checkout by what it sold: the catalogue is not needed', async () => {
    const id = await paidCheckout({ priceId: 'price_flip_crownless', slug: 'crownless' });
    catalogue.outage.on = true;
    const response = await deliver(stripe.event('checkout.session.completed', stripe.sessions.get(id)!));
    expect(response.status).toBe(200);
    expect(await h.deps.records.findPurchases({ orderId: id })).toEqual([
      expect.objectContaining({ productId: 'flipbook', bookSlug: 'crownless', status: 'paid', review: null }),
    ]);
  });

  it('a checkout from before: answers 503 (retried by Stripe), records nothing and leaves the event unprocessed; the retry records the flipbook', async () => {
    const id = await paidCheckout({ priceId: 'price_flip_crownless', slug: 'crownless' });
    forgetSoldLines(stripe, id);
    const event = stripe.event('checkout.session.completed', stripe.sessions.get(id)!);

    catalogue.outage.on = true;
    const during = await deliver(event);
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('30');
    expect(await h.deps.records.findPurchases({ orderId: id })).toEqual([]);
    expect(await h.deps.records.hasProcessedEvent(event.id as string)).toBe(false);

    catalogue.outage.on = false;
    const after = await deliver(event);
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ received: true, outcome: 'processed' });
    expect(await h.deps.records.findPurchases({ orderId: id })).toEqual([
      expect.objectContaining({ productId: 'flipbook', bookSlug: 'crownless', status: 'paid' }),
    ]);
  });

  it('the thank-you page of a checkout from before, during the outage, is told to try again, never that the order has no flipbook', async () => {
    const id = await paidCheckout({ priceId: 'price_flip_crownless', slug: 'crownless' });
    forgetSoldLines(stripe, id);
    catalogue.outage.on = true;
    const during = await h.postJson('/api/flipbook/full-access', { sessionId: id });
    expect(during.status).toBe(503);
    expect(await h.deps.records.findPurchases({ orderId: id })).toEqual([]);
    catalogue.outage.on = false;
    const after = await h.postJson('/api/flipbook/full-access', { sessionId: id });
    expect(await after.json()).toMatchObject({ success: true, books: [{ slug: 'crownless' }] });
  });

  it('a plan checkout still records during the outage: its price comes from configuration', async () => {
    const id = await paidCheckout(
      { priceId: 'price_single_book', email: 'plan@example.com', userId: 'u1' },
      '/.netlify/functions/create-subscription-checkout',
    );
    catalogue.outage.on = true;
    const session = stripe.sessions.get(id)!;
    expect((await deliver(stripe.event('checkout.session.completed', session))).status).toBe(200);
    expect(await h.deps.records.getSubscription(session.subscription as string)).toMatchObject({ tier: 'single_book' });
  });

  it('a checkout from before whose price the catalogue no longer lists is recorded, flagged, as its checkout says', async () => {
    const id = await paidCheckout(
      { priceId: 'price_print_crownless', bookSlug: 'crownless', quantity: 1 },
      '/.netlify/functions/create-physical-checkout',
    );
    forgetSoldLines(stripe, id);
    const withdrawn = { ...TEST_CATALOGUE, knownPriceIds: async () => ['price_flip_crownless'] };
    h.deps.content = withdrawn;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await deliver(stripe.event('checkout.session.completed', stripe.sessions.get(id)!));
    expect(response.status).toBe(200);
    expect(await h.deps.records.findPurchases({ orderId: id })).toEqual([
      expect.objectContaining({
        productId: 'physical-book',
        bookSlug: 'crownless',
        status: 'paid',
        review: expect.stringContaining('price_print_crownless'),
      }),
    ]);
  });
});

describe('refunds stay refunded', () => {
  it('a replay of the sale after its refund leaves it refunded', async () => {
    const id = await paidCheckout({ priceId: 'price_flip_crownless', slug: 'crownless' });
    const sale = stripe.event('checkout.session.completed', stripe.sessions.get(id)!);
    expect((await deliver(sale)).status).toBe(200);
    const charge = { id: 'ch_1', object: 'charge', refunded: true, payment_intent: `pi_${id}` };
    expect((await deliver(stripe.event('charge.refunded', charge))).status).toBe(200);
    // Stripe's retry of the first event (a new delivery id, as after a lost acknowledgement).
    expect((await deliver({ ...sale, id: 'evt_retry_of_sale' })).status).toBe(200);
    expect((await h.deps.records.findPurchases({ orderId: id })).map((p) => p.status)).toEqual(['refunded']);
  });

  it('a refund that arrives before its sale is refused until the sale is recorded, then applied', async () => {
    const id = await paidCheckout({ priceId: 'price_flip_crownless', slug: 'crownless' });
    const refund = stripe.event('charge.refunded', {
      id: 'ch_2',
      object: 'charge',
      refunded: true,
      payment_intent: `pi_${id}`,
    });
    expect((await deliver(refund)).status).toBe(503);
    expect(await h.deps.records.hasProcessedEvent(refund.id as string)).toBe(false);
    expect((await deliver(stripe.event('checkout.session.completed', stripe.sessions.get(id)!))).status).toBe(200);
    expect((await deliver(refund)).status).toBe(200);
    expect((await h.deps.records.findPurchases({ orderId: id })).map((p) => p.status)).toEqual(['refunded']);
  });
});
