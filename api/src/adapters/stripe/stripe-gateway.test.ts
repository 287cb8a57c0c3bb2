import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStripeLoopback, type StripeLoopback } from '../../testing/stripe-server';
import { ORIGIN, subscriberCookie, type PaymentsHarness } from '../../testing/stripe-app-harness';
import { deliverStripeEvent, signStripeEvent, stripePaymentsHarness } from '../../testing/stripe-webhook';
import { PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import { browserBinding, CHECKOUT_NONCE_COOKIE } from '../../../../mfe-commerce/src/server/checkout/binding';
import { cookiePair } from '../../testing/sandbox-subscribe';

const WEBHOOK_SECRET = 'whsec_test_secret_for_loopback';

let stripe: StripeLoopback;
let h: PaymentsHarness;
beforeAll(async () => {
  stripe = await startStripeLoopback({
    prices: [
      'price_single_book',
      'price_multi_book',
      'price_flip_crownless',
      'price_print_crownless',
      'price_1LiveMultiBook',
    ],
  });
});
afterAll(() => stripe.close());
beforeEach(async () => {
  stripe.requests.length = 0;
  h = await stripePaymentsHarness(stripe, WEBHOOK_SECRET);
});
afterEach(() => h.close());

const created = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
const sessionIdOf = async (response: Response) => {
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
  return url.split('/').pop()!;
};

const deliver = (event: object, secret = WEBHOOK_SECRET, path = '/api/webhooks/stripe') =>
  deliverStripeEvent(h, event, secret, path);

describe('Stripe checkout sessions through the real SDK', () => {
  it('creates a subscription session with the plan, trial, metadata, return URL and an idempotency key', async () => {
    const first = await h.postJson(
      '/.netlify/functions/create-subscription-checkout',
      { priceId: 'price_multi_book', email: 'W@example.com', userId: 'guest_42' },
      { headers: { 'idempotency-key': 'click-abcdef-0001' } },
    );
    // The browser's checkout nonce: the session carries its hash (decision 118).
    const nonce = cookiePair(first, CHECKOUT_NONCE_COOKIE)!;
    const id = await sessionIdOf(first);
    const [request] = created();
    expect(request!.authorization).toBe('Bearer sk_test_loopback');
    expect(request!.idempotencyKey).toMatch(/^subscription-[0-9a-f]{48}$/);
    expect(request!.body).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: 'price_multi_book', quantity: '1' }],
      customer_email: 'w@example.com',
      success_url: `${ORIGIN}/architect-method/dashboard?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/architect-method/pricing`,
      metadata: { browser: browserBinding(nonce.split('=')[1]!) },
      subscription_data: {
        trial_period_days: '7',
        metadata: { email: 'w@example.com', userId: 'guest_42', kind: 'subscription' },
      },
    });
    // The same click again from the same browser: same key, Stripe replays the same session.
    const again = await sessionIdOf(
      await h.postJson(
        '/.netlify/functions/create-subscription-checkout',
        { priceId: 'price_multi_book', email: 'W@example.com', userId: 'guest_42' },
        { headers: { 'idempotency-key': 'click-abcdef-0001' }, cookie: nonce },
      ),
    );
    expect(again).toBe(id);
    expect(created()[1]!.idempotencyKey).toBe(request!.idempotencyKey);
    expect(stripe.sessions.size).toBe(1);
  });

  it('gives a returning subscriber no second free trial: a plan before under the same canonical address', async () => {
    // Ada had a plan (trialed, paid, then canceled); she comes back typing a +tag and capitals.
    await h.deps.records.upsertSubscription({
      id: 'sub_before',
      email: 'ada@example.com',
      userId: null,
      tier: 'single_book',
      status: 'canceled',
      trialEnd: '2026-01-08T00:00:00.000Z',
      priceId: 'price_single_book',
      stripeCustomerId: 'cus_ada',
      stripeSubscriptionId: 'sub_before',
    });
    const again = await h.postJson('/.netlify/functions/create-subscription-checkout', {
      priceId: 'price_single_book',
      email: ' Ada+Back@Example.com ',
      userId: 'guest_7',
    });
    await sessionIdOf(again);
    const [request] = created();
    expect(request!.body).toMatchObject({ mode: 'subscription', customer_email: 'ada+back@example.com' });
    expect(request!.body.subscription_data).toBeDefined();
    expect(request!.body.subscription_data).not.toHaveProperty('trial_period_days');

    // Someone new still gets the trial.
    await sessionIdOf(
      await h.postJson('/.netlify/functions/create-subscription-checkout', {
        priceId: 'price_single_book',
        email: 'new@example.com',
        userId: 'guest_8',
      }),
    );
    expect(created()[1]!.body.subscription_data).toMatchObject({ trial_period_days: '7' });
  });

  it('creates a print session with the quantity and a UK-only shipping address', async () => {
    await sessionIdOf(
      await h.postJson('/.netlify/functions/create-physical-checkout', {
        priceId: 'price_print_crownless',
        bookSlug: 'crownless',
        quantity: 3,
      }),
    );
    expect(created()[0]!.body).toMatchObject({
      mode: 'payment',
      line_items: [{ price: 'price_print_crownless', quantity: '3' }],
      shipping_address_collection: { allowed_countries: ['GB'] },
      success_url: expect.stringMatching(
        /\/thank-you\?session_id=\{CHECKOUT_SESSION_ID\}&order=ASH-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/,
      ),
      metadata: { reference: expect.stringMatching(/^ASH-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/) },
      payment_intent_data: { metadata: { kind: 'physical', bookSlug: 'crownless' } },
    });
    expect(created()[0]!.idempotencyKey).toMatch(/^physical-/);
  });

  it('answers 502 with a sentence when Stripe refuses', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await h.postJson('/.netlify/functions/create-checkout', {
      priceId: 'price_flip_salt',
      slug: 'salt-road',
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'We could not start the checkout. Please try again in a moment.' });
    expect(String(logged.mock.calls[0]?.[1])).toMatch(/No such price: 'price_flip_salt'/);
    logged.mockRestore();
  });
});

describe('Stripe webhook', () => {
  it('records a paid checkout once, however often the event is delivered', async () => {
    const id = await sessionIdOf(
      await h.postJson('/.netlify/functions/create-checkout', { priceId: 'price_flip_crownless', slug: 'crownless' }),
    );
    const session = stripe.completeSession(id, { email: 'Reader@Example.com', paymentIntent: 'pi_1' });
    const event = stripe.event('checkout.session.completed', session);
    const outcomes = [];
    for (let i = 0; i < 10; i++) {
      const response = await deliver(
        event,
        undefined,
        i % 2 ? '/.netlify/functions/stripe-webhook' : '/api/webhooks/stripe',
      );
      expect(response.status).toBe(200);
      outcomes.push(((await response.json()) as { outcome: string }).outcome);
    }
    expect(outcomes).toEqual(['processed', ...Array(9).fill('duplicate')]);
    expect(await h.deps.records.findPurchases({ orderId: id })).toEqual([
      expect.objectContaining({
        source: 'stripe',
        email: 'reader@example.com',
        productId: 'flipbook',
        priceId: 'price_flip_crownless',
        bookSlug: 'crownless',
        status: 'paid',
      }),
    ]);
    // The same event delivered 10 times at once still leaves one record.
    const burst = stripe.event('checkout.session.completed', session);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(burst)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(await h.deps.records.findPurchases({ orderId: id })).toHaveLength(1);

    const refund = await deliver(
      stripe.event('charge.refunded', { id: 'ch_1', object: 'charge', refunded: true, payment_intent: 'pi_1' }),
    );
    expect(refund.status).toBe(200);
    expect((await h.deps.records.findPurchases({ orderId: id }))[0]!.status).toBe('refunded');
  });

  it('rejects a bad or missing signature and records nothing', async () => {
    const id = await sessionIdOf(
      await h.postJson('/.netlify/functions/create-checkout', { priceId: 'price_flip_crownless', slug: 'crownless' }),
    );
    const event = stripe.event('checkout.session.completed', stripe.completeSession(id, { email: 'x@example.com' }));
    const forged = await deliver(event, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ error: 'The webhook signature is not valid.' });
    const { header } = signStripeEvent(event, WEBHOOK_SECRET);
    const tampered = await h.request('/api/webhooks/stripe', {
      method: 'POST',
      body: JSON.stringify({ ...event, id: 'evt_other' }),
      headers: { 'stripe-signature': header },
    });
    expect(tampered.status).toBe(400);
    const unsigned = await h.request('/api/webhooks/stripe', {
      method: 'POST',
      body: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    expect(await h.deps.records.findPurchases({ orderId: id })).toEqual([]);
  });

  it("checks out the pricing page's plan id as the plan's configured price, and records that price's plan", async () => {
    h.close();
    h = await stripePaymentsHarness(stripe, WEBHOOK_SECRET, { config: { priceMultiBook: 'price_1LiveMultiBook' } });
    // The pricing page sends the spec's id; its build knows nothing of the configured price.
    for (const priceId of ['price_multi_book', 'price_1LiveMultiBook']) {
      stripe.requests.length = 0;
      const id = await sessionIdOf(
        await h.postJson('/.netlify/functions/create-subscription-checkout', {
          priceId,
          email: 'plan@example.com',
          userId: 'u1',
        }),
      );
      expect(created()[0]!.body).toMatchObject({ line_items: [{ price: 'price_1LiveMultiBook', quantity: '1' }] });
      const session = stripe.completeSession(id, { email: 'plan@example.com' });
      const subscription = stripe.subscriptions.get(session.subscription)!;
      expect((await deliver(stripe.event('customer.subscription.created', subscription))).status).toBe(200);
      expect(await h.deps.records.getSubscription(subscription.id)).toMatchObject({ tier: 'multi_book' });
    }
  });

  it('follows a subscription from checkout through updates to deletion', async () => {
    const id = await sessionIdOf(
      await h.postJson('/.netlify/functions/create-subscription-checkout', {
        priceId: 'price_single_book',
        email: 'sub@example.com',
        userId: 'u9',
      }),
    );
    const session = stripe.completeSession(id, { email: 'sub@example.com' });
    const subscription = stripe.subscriptions.get(session.subscription)!;
    expect((await deliver(stripe.event('customer.subscription.created', subscription))).status).toBe(200);
    const record = await h.deps.records.getSubscription(subscription.id);
    expect(record).toMatchObject({
      email: 'sub@example.com',
      userId: 'u9',
      tier: 'single_book',
      status: 'trialing',
      stripeCustomerId: session.customer,
      stripeSubscriptionId: subscription.id,
    });
    expect(record!.trialEnd).toBe(new Date(subscription.trial_end * 1000).toISOString());

    Object.assign(subscription, { status: 'past_due', trial_end: null });
    await deliver(stripe.event('customer.subscription.updated', subscription));
    expect(await h.deps.records.getSubscription(subscription.id)).toMatchObject({ status: 'past_due', trialEnd: null });

    subscription.items.data[0].price.id = 'price_multi_book';
    subscription.status = 'active';
    await deliver(stripe.event('customer.subscription.updated', subscription));
    expect(await h.deps.records.getSubscription(subscription.id)).toMatchObject({
      status: 'active',
      tier: 'multi_book',
    });

    subscription.status = 'canceled';
    await deliver(stripe.event('customer.subscription.deleted', subscription));
    expect(await h.deps.records.getSubscription(subscription.id)).toMatchObject({ status: 'canceled' });
    const ignored = await deliver(stripe.event('invoice.created', { id: 'in_1', object: 'invoice' }));
    expect(await ignored.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('return from Stripe and the customer portal', () => {
  it('sets the subscriber cookie from the retrieved session, then opens a portal session for that customer', async () => {
    const started = await h.postJson('/.netlify/functions/create-subscription-checkout', {
      priceId: 'price_single_book',
      email: 'back@example.com',
      userId: 'u1',
    });
    const nonce = cookiePair(started, CHECKOUT_NONCE_COOKIE)!;
    const id = await sessionIdOf(started);
    const complete = () => h.postJson(PAYMENT_PATHS.checkoutComplete, { sessionId: id }, { cookie: nonce });
    const early = await complete();
    expect(early.status).toBe(404);
    expect(subscriberCookie(early)).toBeNull(); // not paid yet
    const session = stripe.completeSession(id, { email: 'back@example.com' });
    const back = await complete();
    expect(back.status).toBe(200);
    const cookie = subscriberCookie(back)!;
    expect(stripe.requests.some((r) => r.path === `/v1/subscriptions/${session.subscription}`)).toBe(true);

    const status = await h.request(`/.netlify/functions/check-subscription-status?email=back@example.com&userId=u1`, {
      cookie,
    });
    expect(((await status.json()) as { subscription: unknown }).subscription).toMatchObject({
      tier: 'single_book',
      status: 'trialing',
      maxProjects: 1,
    });

    const portal = await h.postJson('/api/billing-portal', { email: 'back@example.com', userId: 'u1' }, { cookie });
    expect(portal.status).toBe(200);
    expect(((await portal.json()) as { url: string }).url).toMatch(
      /^https:\/\/billing\.stripe\.test\/p\/session\/bps_test_/,
    );
    const request = stripe.requests.find((r) => r.path === '/v1/billing_portal/sessions')!;
    expect(request.body).toEqual({ customer: session.customer, return_url: `${ORIGIN}/architect-method/dashboard` });
    expect((await h.request('/sandbox/checkout/cs_sandbox_000000000000000000000000')).status).toBe(404);
  });
});
