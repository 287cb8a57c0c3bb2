import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applySandboxPortalAction, type SandboxDeps } from '../../../mfe-commerce/src/server/sandbox/service';
import { recordCompletedCheckout } from '../../../mfe-commerce/src/server/webhooks/service';
import { VERIFY_MESSAGES } from '@publisher/shared/server/ports/purchase-verifier';
import type { SandboxSession } from '@publisher/shared/server/ports/sandbox-gateway';
import { outageCatalogue } from '../testing/outage-catalogue';
import { paymentsHarness, type PaymentsHarness } from '../testing/stripe-app-harness';

/*
 * Issue 24 items 5 and 6 on the sandbox gateway: a Pay during a catalogue outage records the sale
 * as sold (decision 139), or, for a checkout from before that, records nothing and can be pressed
 * again; a free trial is a subscription, not a paid purchase, and cancelling a
 * plan ends what its purchase line proves.
 */

let h: PaymentsHarness;
let catalogue: ReturnType<typeof outageCatalogue>;
beforeEach(async () => {
  catalogue = outageCatalogue();
  h = await paymentsHarness({ content: catalogue.store, verification: {} });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await h.close();
});

async function startCheckout(path: string, body: unknown): Promise<{ page: string; id: string }> {
  const response = await h.postJson(path, body);
  expect(response.status).toBe(200);
  const page = new URL(((await response.json()) as { url: string }).url).pathname;
  return { page, id: page.split('/').pop()! };
}

const validateMethod = async (email: string, orderNumber: string) =>
  (await (
    await h.postJson('/.netlify/functions/validate-architect-method-purchase', { email, orderNumber })
  ).json()) as { success: boolean; reason?: string };

/** Makes an open sandbox session look as one created before decision 139: no record of what it sold. */
async function forgetSoldLines(id: string): Promise<void> {
  const key = `sandbox/session/${id}`;
  const session = (await h.state.get<SandboxSession>(key))!;
  const metadata = Object.fromEntries(Object.entries(session.input.metadata).filter(([k]) => !/^sold\d*$/.test(k)));
  await h.state.set(key, { ...session, input: { ...session.input, metadata } }, { ttlMs: 3_600_000 });
}

describe('sandbox Pay during a catalogue outage', () => {
  it('records a checkout by what it sold: the catalogue is not needed', async () => {
    const { page, id } = await startCheckout('/.netlify/functions/create-checkout', {
      priceId: 'price_flip_crownless',
      slug: 'crownless',
    });
    catalogue.outage.on = true;
    expect((await h.postForm(`${page}/pay`, { email: 'buyer@example.com' })).status).toBe(303);
    expect(await h.deps.records.findPurchases({ orderId: id })).toEqual([
      expect.objectContaining({ productId: 'flipbook', bookSlug: 'crownless', status: 'paid', source: 'sandbox' }),
    ]);
  });

  it('a checkout from before: answers 503, records nothing and leaves the checkout payable; Pay after the outage records the flipbook', async () => {
    const { page, id } = await startCheckout('/.netlify/functions/create-checkout', {
      priceId: 'price_flip_crownless',
      slug: 'crownless',
    });
    await forgetSoldLines(id);
    catalogue.outage.on = true;
    const during = await h.postForm(`${page}/pay`, { email: 'buyer@example.com' });
    expect(during.status).toBe(503);
    expect(await h.deps.records.findPurchases({ orderId: id })).toEqual([]);
    expect((await h.deps.payments.getCompletedCheckout(id)) ?? null).toBeNull();

    catalogue.outage.on = false;
    expect((await h.postForm(`${page}/pay`, { email: 'buyer@example.com' })).status).toBe(303);
    expect(await h.deps.records.findPurchases({ orderId: id })).toEqual([
      expect.objectContaining({ productId: 'flipbook', bookSlug: 'crownless', status: 'paid', source: 'sandbox' }),
    ]);
  });
});

describe('a refund stays a refund', () => {
  it('recording the checkout again (what the subscriber return and the thank-you page do) leaves it refunded', async () => {
    const { page, id } = await startCheckout('/.netlify/functions/create-checkout', {
      priceId: 'price_flip_crownless',
      slug: 'crownless',
    });
    expect((await h.postForm(`${page}/pay`, { email: 'buyer@example.com' })).status).toBe(303);
    expect(await h.deps.records.changePurchaseStatus(id, 'refunded')).toBe(1);
    await recordCompletedCheckout(h.deps, (await h.deps.payments.getCompletedCheckout(id))!);
    expect((await h.deps.records.findPurchases({ orderId: id })).map((p) => p.status)).toEqual(['refunded']);
  });
});

describe("a plan's purchase follows its subscription", () => {
  const subscribe = async (email: string, outcome: 'trialing' | 'active') => {
    const { page, id } = await startCheckout('/.netlify/functions/create-subscription-checkout', {
      priceId: 'price_single_book',
      email,
      userId: 'u1',
    });
    expect((await h.postForm(`${page}/pay`, { email, outcome })).status).toBe(303);
    return id;
  };

  it('a free trial is recorded as the subscription only: it proves no paid Architect’s Method purchase', async () => {
    const order = await subscribe('trial@example.com', 'trialing');
    expect(await h.deps.records.findSubscriptionByEmail('trial@example.com')).toMatchObject({ status: 'trialing' });
    expect(await h.deps.records.findPurchases({ orderId: order })).toEqual([]);
    expect(await validateMethod('trial@example.com', order)).toMatchObject({
      success: false,
      reason: VERIFY_MESSAGES.not_found,
    });
  });

  it('a paid plan proves the method while it is paid for; cancelling ends it', async () => {
    const order = await subscribe('paid@example.com', 'active');
    expect(await validateMethod('paid@example.com', order)).toMatchObject({ success: true });
    const plan = (await h.deps.records.findSubscriptionByEmail('paid@example.com'))!;
    expect(await applySandboxPortalAction(h.deps as unknown as SandboxDeps, plan, 'cancel')).toBe(true);
    expect(await validateMethod('paid@example.com', order)).toMatchObject({
      success: false,
      reason: VERIFY_MESSAGES.lapsed,
    });
  });

  it('a trial line recorded as paid before this change proves nothing while the plan is trialing', async () => {
    const order = await subscribe('legacy@example.com', 'trialing');
    await h.deps.records.savePurchase({
      source: 'sandbox',
      email: 'legacy@example.com',
      productId: 'architect-method',
      priceId: 'price_single_book',
      bookSlug: null,
      orderId: order,
      licenseKey: null,
      quantity: 1,
      status: 'paid',
    });
    expect(await validateMethod('legacy@example.com', order)).toMatchObject({
      success: false,
      reason: VERIFY_MESSAGES.lapsed,
    });
  });
});
