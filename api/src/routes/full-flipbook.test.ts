import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flipbookAccessResponseSchema, fullFlipbookAccessResponseSchema } from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS, PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import { paymentsHarness, type PaymentsHarness } from '../testing/stripe-app-harness';
import { deliverStripeEvent, paidStripeCheckout, stripePaymentsHarness } from '../testing/stripe-webhook';
import { startStripeLoopback, type StripeLoopback } from '../testing/stripe-server';

/*
 * Decision 103: the full flipbook the site sells is delivered. Bought through the sandbox (the
 * same recording the Stripe webhook does), proven by the checkout the thank-you page came back
 * from or by e-mail and order number, read through generate-flipbook-access.
 */

let h: PaymentsHarness;
beforeEach(async () => {
  h = await paymentsHarness({ verification: {} });
});
afterEach(() => h.close());

const BUYER = 'flipbook-buyer@example.com';

/** Buys the full flipbook of Crownless in the sandbox; resolves with the session id the success URL carries. */
async function buyFlipbook(email = BUYER, priceId = 'price_flip_crownless', slug = 'crownless'): Promise<string> {
  const started = await h.postJson(FUNCTION_PATHS.createCheckout, { priceId, slug });
  expect(started.status).toBe(200);
  const page = new URL(((await started.json()) as { url: string }).url).pathname;
  const paid = await h.postForm(`${page}/pay`, { email });
  expect(paid.status).toBe(303);
  const success = new URL(paid.headers.get('location')!);
  expect(success.pathname).toBe('/thank-you');
  return success.searchParams.get('session_id')!;
}

const access = async (body: unknown) => {
  const res = await h.postJson(PAYMENT_PATHS.fullFlipbookAccess, body);
  return {
    status: res.status,
    cache: res.headers.get('cache-control'),
    body: fullFlipbookAccessResponseSchema.parse(await res.json()),
  };
};
const read = async (bookSlug: string, accessToken: string, contentType = 'full') => {
  const res = await h.postJson(FUNCTION_PATHS.generateFlipbookAccess, { bookSlug, accessToken, contentType });
  return flipbookAccessResponseSchema.parse(await res.json());
};

describe('the full flipbook is delivered to its buyer', () => {
  it('right after paying: the checkout proves it, and the token opens /read/full for that book', async () => {
    const sessionId = await buyFlipbook();
    const answer = await access({ sessionId });
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe('private, no-store');
    expect(answer.body).toEqual({
      success: true,
      books: [
        {
          slug: 'crownless',
          title: 'Crownless',
          accessToken: expect.stringMatching(/^v1\./),
          expiresAt: expect.any(String),
        },
      ],
    });
    const token = answer.body.books![0]!.accessToken;
    expect(await read('crownless', token)).toEqual({
      valid: true,
      secureUrl: expect.stringMatching(/^\/flipbooks\/crownless\/\?t=/),
    });
    // The full edition only: not the Collector's Edition, and not another book.
    expect((await read('crownless', token, 'collectors-edition')).valid).toBe(false);
    expect((await read('salt-road', token)).valid).toBe(false);
  });

  it('any time later: the e-mail and order number of the receipt prove it (any case of the e-mail)', async () => {
    const sessionId = await buyFlipbook();
    const answer = await access({ email: BUYER.toUpperCase(), orderNumber: ` ${sessionId} ` });
    expect(answer.body.success).toBe(true);
    expect(answer.body.books!.map((b) => b.slug)).toEqual(['crownless']);
  });

  it("someone else's e-mail with the buyer's order number gets nothing", async () => {
    const sessionId = await buyFlipbook();
    expect((await access({ email: 'attacker@example.com', orderNumber: sessionId })).body).toEqual({
      success: false,
      error: expect.stringMatching(/couldn't find a purchase/),
    });
  });

  it('an unpaid, unknown or non-flipbook checkout gives nothing', async () => {
    const started = await h.postJson(FUNCTION_PATHS.createCheckout, {
      priceId: 'price_flip_crownless',
      slug: 'crownless',
    });
    const unpaid = new URL(((await started.json()) as { url: string }).url).pathname.split('/').pop()!;
    expect((await access({ sessionId: unpaid })).body.success).toBe(false);
    expect((await access({ sessionId: 'cs_unknown_123' })).body.success).toBe(false);
    const print = await h.postJson(FUNCTION_PATHS.createPhysicalCheckout, {
      priceId: 'price_print_crownless',
      bookSlug: 'crownless',
      quantity: 1,
    });
    const printPage = new URL(((await print.json()) as { url: string }).url).pathname;
    const paid = await h.postForm(`${printPage}/pay`, { email: BUYER });
    const printSession = new URL(paid.headers.get('location')!).searchParams.get('session_id')!;
    expect((await access({ sessionId: printSession })).body).toEqual({
      success: false,
      error: expect.stringMatching(/no full flipbook/),
    });
  });

  it('a refunded sale stops giving new tokens', async () => {
    const sessionId = await buyFlipbook();
    const [line] = await h.deps.records.findPurchases({ orderId: sessionId });
    await h.deps.records.savePurchase({ ...line!, status: 'refunded', line: 0 });
    expect((await access({ sessionId })).body).toEqual({ success: false, error: expect.stringMatching(/refunded/) });
    expect((await access({ email: BUYER, orderNumber: sessionId })).body.success).toBe(false);
  });

  it('the fixed literal token, a forged one and a token for a Collector that is expired are refused', async () => {
    expect((await read('crownless', 'premium-access-token')).valid).toBe(false);
    const forged = h.verification!.tokens.sign('flipbook-url', 'crownless', 60_000).token;
    expect((await read('crownless', forged)).valid).toBe(false);
  });

  it('refuses bad input with a sentence, never a 500', async () => {
    for (const body of [{}, { sessionId: 'not-a-session' }, { email: 'x', orderNumber: '1' }, { email: BUYER }, []]) {
      const answer = await h.postJson(PAYMENT_PATHS.fullFlipbookAccess, body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ success: false, error: expect.any(String) });
    }
  });
});

describe('with real Stripe (the SDK against a loopback Stripe)', () => {
  let stripe: StripeLoopback;
  let s: PaymentsHarness;
  const WEBHOOK_SECRET = 'whsec_full_flipbook';
  beforeEach(async () => {
    stripe = await startStripeLoopback({ prices: ['price_flip_crownless'] });
    s = await stripePaymentsHarness(stripe, WEBHOOK_SECRET, { verification: {} });
  });
  afterEach(async () => {
    await s.close();
    await stripe.close();
  });

  const payWithStripe = (paymentIntent?: (sessionId: string) => string): Promise<string> =>
    paidStripeCheckout(
      s,
      stripe,
      { priceId: 'price_flip_crownless', slug: 'crownless' },
      { email: BUYER, ...(paymentIntent ? { paymentIntent } : {}) },
    );
  const claim = async (body: unknown) =>
    fullFlipbookAccessResponseSchema.parse(await (await s.postJson(PAYMENT_PATHS.fullFlipbookAccess, body)).json());

  it('the thank-you page gets the token before the webhook arrives, and the receipt works after', async () => {
    const id = await payWithStripe();
    const first = await claim({ sessionId: id });
    expect(first.books?.map((b) => b.slug)).toEqual(['crownless']);
    // Recorded from Stripe's answer, so the receipt proves it even if the webhook never came.
    expect((await claim({ email: BUYER, orderNumber: id })).success).toBe(true);
  });

  it('after the webhook recorded a refund, the checkout gives nothing', async () => {
    const id = await payWithStripe();
    const delivered = await deliverStripeEvent(
      s,
      stripe.event('checkout.session.completed', stripe.sessions.get(id)!),
      WEBHOOK_SECRET,
    );
    expect(delivered.status).toBe(200);
    const [line] = await s.deps.records.findPurchases({ orderId: id });
    expect(line).toMatchObject({ productId: 'flipbook', bookSlug: 'crownless', status: 'paid', source: 'stripe' });
    await s.deps.records.savePurchase({ ...line!, status: 'refunded', line: 0 });
    expect((await claim({ sessionId: id })).success).toBe(false);
  });

  it('refund, then a replay of the sale: the order stays refunded and its token, URL and session stop working', async () => {
    const id = await payWithStripe(() => 'pi_r1');
    const sale = stripe.event('checkout.session.completed', stripe.sessions.get(id)!);
    const deliver = async (event: object) => {
      expect((await deliverStripeEvent(s, event, WEBHOOK_SECRET)).status).toBe(200);
    };
    const read = async (accessToken: string) =>
      flipbookAccessResponseSchema.parse(
        await (
          await s.postJson(FUNCTION_PATHS.generateFlipbookAccess, {
            bookSlug: 'crownless',
            accessToken,
            contentType: 'full',
          })
        ).json(),
      );
    await deliver(sale);
    const token = (await claim({ sessionId: id })).books![0]!.accessToken;
    const opened = await read(token);
    expect(opened.valid).toBe(true);
    const page = await s.request(opened.secureUrl!);
    expect(page.status).toBe(200);
    const session = page.headers.getSetCookie()[0]!.split(';')[0]!;
    expect((await s.request('/flipbooks/crownless/', { cookie: session })).status).toBe(200);

    await deliver(
      stripe.event('charge.refunded', { id: 'ch_r1', object: 'charge', refunded: true, payment_intent: 'pi_r1' }),
    );
    await deliver({ ...sale, id: 'evt_late_retry_of_the_sale' });
    expect((await s.deps.records.findPurchases({ orderId: id })).map((p) => p.status)).toEqual(['refunded']);

    // The 30-day reading token, the page URL it gave and the session cookie all stop working.
    expect(await read(token)).toEqual({ valid: false, error: expect.stringMatching(/refunded or disputed/) });
    expect((await s.request(opened.secureUrl!)).status).toBe(403);
    expect((await s.request('/flipbooks/crownless/', { cookie: session })).status).toBe(403);
    expect((await claim({ sessionId: id })).success).toBe(false);
  });
});
