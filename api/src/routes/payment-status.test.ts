import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fullFlipbookAccessResponseSchema } from '@publisher/shared/contracts/functions';
import { PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import { smtpMailer } from '../adapters/mail/nodemailer-mailer';
import { smtpLoopback } from '../testing/smtp-loopback';
import { startStripeLoopback, type StripeLoopback } from '../testing/stripe-server';
import type { PaymentsHarness } from '../testing/stripe-app-harness';
import { deliverStripeEvent, paidStripeCheckout, stripePaymentsHarness } from '../testing/stripe-webhook';

/*
 * Issue 41 item 4 (decision 143): a purchase's status follows what Stripe reports both ways,
 * through the real app, the real Stripe SDK against the loopback Stripe and SMTP on 127.0.0.1.
 * A dispute won or a refund that failed gives the access back and tells the buyer once; an event
 * handled late reads the dispute or charge as Stripe holds it now, not the event's older copy.
 */

const WEBHOOK_SECRET = 'whsec_test_payment_status';
let smtp: Awaited<ReturnType<typeof smtpLoopback>>;
let stripe: StripeLoopback;
let h: PaymentsHarness;

beforeAll(async () => {
  smtp = await smtpLoopback();
  stripe = await startStripeLoopback({ prices: ['price_flip_crownless'] });
});
afterAll(async () => {
  await stripe.close();
  await smtp.close();
});
afterEach(async () => h.close());

async function sale(email: string): Promise<{ id: string; pi: string }> {
  h = await stripePaymentsHarness(stripe, WEBHOOK_SECRET, {
    verification: {},
    orderMail: {
      mailer: smtpMailer({ url: smtp.url, from: 'Ashgrove Press <orders@ashgrove.example>' }),
      publisherEmail: 'publisher@ashgrove.example',
    },
  });
  const pi = `pi_${email.split('@')[0]}`;
  const id = await paidStripeCheckout(
    h,
    stripe,
    { priceId: 'price_flip_crownless', slug: 'crownless' },
    {
      email,
      paymentIntent: () => pi,
    },
  );
  await deliver(stripe.event('checkout.session.completed', stripe.sessions.get(id)!));
  return { id, pi };
}

async function deliver(event: object): Promise<void> {
  expect((await deliverStripeEvent(h, event, WEBHOOK_SECRET)).status).toBe(200);
}

const statusOf = async (id: string) => (await h.deps.records.findPurchases({ orderId: id })).map((p) => p.status);
/** The buyer's proof (e-mail and order) as the receipt form sends it: does it open the book? */
const opens = async (email: string, id: string) =>
  fullFlipbookAccessResponseSchema.parse(
    await (await h.postJson(PAYMENT_PATHS.fullFlipbookAccess, { email, orderNumber: id })).json(),
  ).success;
const subjects = (email: string) =>
  smtp.received.filter((m) => m.to.includes(email)).map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1] ?? '');

function dispute(pi: string, status: string, id = `dp_${pi}`) {
  const object = { id, object: 'dispute', status, payment_intent: pi, charge: `ch_${pi}` };
  stripe.disputes.set(id, object);
  return object;
}

describe('a purchase follows Stripe both ways', () => {
  it('a dispute puts the order on hold; won, it opens again and the buyer is told once', async () => {
    const email = 'disputed-then-won@example.com';
    const { id, pi } = await sale(email);
    expect(await opens(email, id)).toBe(true);

    await deliver(stripe.event('charge.dispute.created', dispute(pi, 'needs_response')));
    expect(await statusOf(id)).toEqual(['disputed']);
    expect(await opens(email, id)).toBe(false);

    const won = stripe.event('charge.dispute.closed', dispute(pi, 'won'));
    await deliver(won);
    await deliver({ ...won, id: 'evt_won_again' });
    await deliver(stripe.event('charge.dispute.funds_reinstated', dispute(pi, 'won')));
    expect(await statusOf(id)).toEqual(['paid']);
    expect(await opens(email, id)).toBe(true);

    const reference = (await h.deps.records.findPurchases({ orderId: id }))[0]!.reference;
    expect(subjects(email)).toEqual([
      `Your order ${reference} at Ashgrove Press`,
      `A dispute was opened on your order ${reference}`,
      `Your order ${reference} is active again`,
    ]);
  });

  it('a dispute lost ends as a chargeback, which a reversal undoes', async () => {
    const email = 'chargeback@example.com';
    const { id, pi } = await sale(email);
    await deliver(stripe.event('charge.dispute.created', dispute(pi, 'under_review')));
    await deliver(stripe.event('charge.dispute.closed', dispute(pi, 'lost')));
    expect(await statusOf(id)).toEqual(['chargebacked']);
    expect(await opens(email, id)).toBe(false);
    await deliver(stripe.event('charge.dispute.updated', dispute(pi, 'won')));
    expect(await statusOf(id)).toEqual(['paid']);
    expect(
      subjects(email)
        .slice(1)
        .map((s) => s.replace(/ASH-\S+/, 'REF')),
    ).toEqual([
      'A dispute was opened on your order REF',
      'The dispute on your order REF has closed',
      'Your order REF is active again',
    ]);
  });

  it('a refund that fails gives the order back; refunded again, the buyer is told again', async () => {
    const email = 'refund-failed@example.com';
    const { id, pi } = await sale(email);
    const charge = { id: `ch_${pi}`, object: 'charge', refunded: true, payment_intent: pi };
    stripe.charges.set(charge.id, charge);
    await deliver(stripe.event('charge.refunded', charge));
    expect(await statusOf(id)).toEqual(['refunded']);

    charge.refunded = false;
    const failed = { id: 're_1', object: 'refund', status: 'failed', charge: charge.id, payment_intent: pi };
    await deliver(stripe.event('charge.refund.updated', failed));
    expect(await statusOf(id)).toEqual(['paid']);
    expect(await opens(email, id)).toBe(true);

    charge.refunded = true;
    await deliver(stripe.event('charge.refunded', charge));
    expect(await statusOf(id)).toEqual(['refunded']);
    expect(
      subjects(email)
        .slice(1)
        .map((s) => s.replace(/ASH-\S+/, 'REF')),
    ).toEqual([
      'Your order REF has been refunded',
      'Your order REF is active again',
      'Your order REF has been refunded',
    ]);
  });

  it('an event handled late reads the dispute as it is now: a created event after the win changes nothing', async () => {
    const email = 'late-dispute@example.com';
    const { id, pi } = await sale(email);
    const opened = stripe.event('charge.dispute.created', { ...dispute(pi, 'needs_response') });
    dispute(pi, 'won'); // closed before the created event is handled (a retry, or out of order)
    await deliver(opened);
    expect(await statusOf(id)).toEqual(['paid']);
    expect(subjects(email)).toHaveLength(1); // the order mail only: no dispute, no "active again"
  });

  it('a partial refund and a closed inquiry leave a paid order paid and say nothing', async () => {
    const email = 'partial@example.com';
    const { id, pi } = await sale(email);
    const charge = { id: `ch_${pi}`, object: 'charge', refunded: false, amount_refunded: 100, payment_intent: pi };
    stripe.charges.set(charge.id, charge);
    await deliver(stripe.event('charge.refunded', charge));
    await deliver(stripe.event('charge.dispute.closed', dispute(pi, 'warning_closed')));
    expect(await statusOf(id)).toEqual(['paid']);
    expect(subjects(email)).toHaveLength(1);
  });
});
