import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { smtpMailer } from '../adapters/mail/nodemailer-mailer';
import { editableCatalogue } from '../testing/editable-catalogue';
import { smtpLoopback } from '../testing/smtp-loopback';
import { startStripeLoopback, type StripeLoopback } from '../testing/stripe-server';
import { ORIGIN, type PaymentsHarness } from '../testing/stripe-app-harness';
import {
  deliverStripeEvent,
  forgetSoldLines,
  paidStripeCheckout,
  stripePaymentsHarness,
} from '../testing/stripe-webhook';

/*
 * Issue 41 item 1 (decision 139): a sale is recorded from what was sold, not from the catalogue of
 * the day the payment arrives. Through the real app, the real Stripe SDK against the loopback
 * Stripe and nodemailer against a loopback SMTP server. Before it, each of these answered 503 to
 * every delivery and recorded nothing, until Stripe gave up.
 */

const WEBHOOK_SECRET = 'whsec_test_as_sold';
const BUYER = 'reader@example.com';
const PUBLISHER = 'publisher@ashgrove.example';

let smtp: Awaited<ReturnType<typeof smtpLoopback>>;
let stripe: StripeLoopback;
let h: PaymentsHarness;
let catalogue: ReturnType<typeof editableCatalogue>;

beforeAll(async () => {
  smtp = await smtpLoopback();
  stripe = await startStripeLoopback({ prices: ['price_flip_crownless', 'price_print_crownless'] });
});
afterAll(async () => {
  await stripe.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.received.length = 0;
  catalogue = editableCatalogue();
  const mailer = smtpMailer({ url: smtp.url, from: 'Ashgrove Press <orders@ashgrove.example>' });
  h = await stripePaymentsHarness(stripe, WEBHOOK_SECRET, {
    content: catalogue.store,
    verification: {},
    orderMail: { mailer, publisherEmail: PUBLISHER },
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await h.close();
});

const deliver = (event: object) => deliverStripeEvent(h, event, WEBHOOK_SECRET);
const paid = (body: object, path: string = FUNCTION_PATHS.createCheckout) =>
  paidStripeCheckout(h, stripe, body, { email: BUYER, paymentIntent: (id) => `pi_${id}` }, path);

/** Mail to `to`, after giving a send in flight a moment to arrive; quoted-printable soft breaks undone. */
async function mailTo(to: string): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, 200));
  return smtp.received.filter((m) => m.to.includes(to)).map((m) => m.raw.replace(/=\r?\n/g, ''));
}

/** Delivers `event` three times and a Stripe retry of it under a new id: every answer 2xx. */
async function deliverWithReplays(event: Record<string, unknown>): Promise<number[]> {
  const statuses: number[] = [];
  for (const copy of [event, event, event, { ...event, id: `${String(event.id)}_retry` }])
    statuses.push((await deliver(copy)).status);
  return statuses;
}

describe('a sale is recorded as it was sold', () => {
  it('a paperback marked unavailable while the buyer is at Stripe: recorded with its product, mailed once, replays 2xx without duplicates', async () => {
    const id = await paid(
      { priceId: 'price_print_crownless', bookSlug: 'crownless', quantity: 2 },
      FUNCTION_PATHS.createPhysicalCheckout,
    );
    catalogue.book('crownless').availablePhysical = false;
    expect(await catalogue.store.knownPriceIds()).not.toContain('price_print_crownless');

    const event = stripe.event('checkout.session.completed', stripe.sessions.get(id)!);
    expect(await deliverWithReplays(event)).toEqual([200, 200, 200, 200]);

    expect(await h.deps.records.findPurchases({ orderId: id })).toEqual([
      expect.objectContaining({
        productId: 'physical-book',
        bookSlug: 'crownless',
        priceId: 'price_print_crownless',
        quantity: 2,
        status: 'paid',
        review: null,
      }),
    ]);
    const mails = await mailTo(BUYER);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Crownless');
    expect(await mailTo(PUBLISHER)).toEqual([]);
  });

  it('a price id changed in the catalogue between checkout and payment: recorded as sold, and the flipbook opens', async () => {
    const id = await paid({ priceId: 'price_flip_crownless', slug: 'crownless' });
    catalogue.book('crownless').flipbookPriceId = 'price_flip_crownless_2027';

    const response = await deliver(stripe.event('checkout.session.completed', stripe.sessions.get(id)!));
    expect(response.status).toBe(200);
    expect(await h.deps.records.findPurchases({ orderId: id })).toEqual([
      expect.objectContaining({
        productId: 'flipbook',
        bookSlug: 'crownless',
        priceId: 'price_flip_crownless',
        status: 'paid',
        review: null,
      }),
    ]);
    const access = await h.postJson('/api/flipbook/full-access', { sessionId: id });
    expect(await access.json()).toMatchObject({ success: true, books: [{ slug: 'crownless' }] });
    expect(await mailTo(BUYER)).toHaveLength(1);
  });

  it('a line nothing resolves is recorded flagged for review and the publisher is mailed once; the rest of the order as usual', async () => {
    const started = await h.postJson(FUNCTION_PATHS.createCheckout, {
      items: [
        { price: 'price_flip_crownless', quantity: 1, title: 'Crownless — Full Flipbook' },
        { price: 'price_print_crownless', quantity: 1, title: 'Crownless — Paperback' },
      ],
      success_url: `${ORIGIN}/thank-you?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/basket`,
    });
    expect(started.status).toBe(200);
    const id = ((await started.json()) as { url: string }).url.split('/').pop()!;
    stripe.completeSession(id, { email: BUYER, paymentIntent: `pi_${id}` });
    // A checkout created before its lines were recorded as sold, and a paperback since withdrawn.
    forgetSoldLines(stripe, id);
    catalogue.book('crownless').availablePhysical = false;

    const event = stripe.event('checkout.session.completed', stripe.sessions.get(id)!);
    expect(await deliverWithReplays(event)).toEqual([200, 200, 200, 200]);

    const lines = await h.deps.records.findPurchases({ orderId: id });
    expect(lines.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      expect.objectContaining({ priceId: 'price_flip_crownless', productId: 'flipbook', review: null }),
      expect.objectContaining({
        priceId: 'price_print_crownless',
        productId: null,
        status: 'paid',
        review: expect.stringContaining('price_print_crownless'),
      }),
    ]);
    const notices = await mailTo(PUBLISHER);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(id);
    expect(notices[0]).toContain('price_print_crownless');
    expect(await mailTo(BUYER)).toHaveLength(1);
  });

  it('the record of what was sold fits Stripe’s metadata for a basket of 50 different lines', async () => {
    const slug = 'a-very-long-book-slug-'.padEnd(120, 'x');
    const books = Array.from({ length: 50 }, (_, i) => ({
      ...catalogue.book('crownless'),
      slug: `${slug.slice(0, 117)}-${String(i).padStart(2, '0')}`,
      physicalPriceId: `price_1PqRsTuVwXyZaBcDeFgHiJ${String(i).padStart(2, '0')}`,
      flipbookPriceId: null,
      hasFullFlipbook: false,
    }));
    catalogue.books.splice(0, catalogue.books.length, ...books);
    const wide = await startStripeLoopback();
    try {
      const hw = await stripePaymentsHarness(wide, WEBHOOK_SECRET, { content: catalogue.store });
      const started = await hw.postJson(FUNCTION_PATHS.createCheckout, {
        items: books.map((b) => ({ price: b.physicalPriceId, quantity: 1, title: b.title })),
        success_url: `${ORIGIN}/thank-you?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${ORIGIN}/basket`,
      });
      expect(started.status).toBe(200);
      const id = ((await started.json()) as { url: string }).url.split('/').pop()!;
      wide.completeSession(id, { email: BUYER });
      catalogue.books.length = 0; // every book unpublished before the payment arrives
      expect(
        (await deliverStripeEvent(hw, wide.event('checkout.session.completed', wide.sessions.get(id)!), WEBHOOK_SECRET))
          .status,
      ).toBe(200);
      const lines = await hw.deps.records.findPurchases({ orderId: id });
      expect(lines).toHaveLength(50);
      expect(lines.every((l) => l.productId === 'physical-book' && l.review === null)).toBe(true);
      await hw.close();
    } finally {
      await wide.close();
    }
  });
});
