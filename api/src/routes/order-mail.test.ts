import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FUNCTION_PATHS, PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import { validQuoteRequest } from '@publisher/shared/testing/quote-request';
import { smtpMailer } from '../adapters/mail/nodemailer-mailer';
import { drainMail, MAIL_QUEUE } from '@publisher/shared/server/mail/mail-outbox';
import { pendingJobs, retryDelayMs } from '@publisher/shared/server/outbox';
import type { Mailer } from '@publisher/shared/server/ports/mailer';
import { smtpLoopback, type ReceivedMail } from '../testing/smtp-loopback';
import { startStripeLoopback, type StripeLoopback } from '../testing/stripe-server';
import { paymentsHarness, type PaymentsHarness } from '../testing/stripe-app-harness';
import { deliverStripeEvent, paidStripeCheckout, stripePaymentsHarness } from '../testing/stripe-webhook';

/*
 * Issue 25 items 1 and 2 (decision 120), through the real app, the real Stripe SDK against the
 * loopback Stripe, and nodemailer speaking SMTP to a real SMTP server on 127.0.0.1: every order
 * has a readable reference, a buyer gets one confirmation per order whatever Stripe replays,
 * a refund is told, and a quote request mails the author and the publisher.
 */

const WEBHOOK_SECRET = 'whsec_test_order_mail';
const REFERENCE = /ASH-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/;

let smtp: Awaited<ReturnType<typeof smtpLoopback>>;
let stripe: StripeLoopback;
let h: PaymentsHarness;
/** Sends that should fail before the SMTP server is reached (a relay outage). */
let failNext = 0;

beforeAll(async () => {
  smtp = await smtpLoopback();
  stripe = await startStripeLoopback({ prices: ['price_flip_crownless', 'price_print_crownless'] });
});
afterAll(async () => {
  await stripe.close();
  await smtp.close();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await h.close();
});

function mailer(): Mailer {
  const real = smtpMailer({ url: smtp.url, from: 'Ashgrove Press <orders@ashgrove.example>' });
  return {
    kind: 'smtp',
    send: async (mail) => {
      if (failNext > 0) {
        failNext -= 1;
        throw new Error('connect ECONNREFUSED (relay down)');
      }
      await real.send(mail);
    },
  };
}

async function harness(gateway: 'stripe' | 'sandbox'): Promise<PaymentsHarness> {
  failNext = 0;
  const options = {
    verification: {},
    orderMail: { mailer: mailer(), publisherEmail: 'publisher@ashgrove.example' },
  };
  return gateway === 'stripe' ? stripePaymentsHarness(stripe, WEBHOOK_SECRET, options) : paymentsHarness(options);
}

/** The message as a reader sees it: quoted-printable undone, so links and the reference read whole. */
const readable = (raw: string): string =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The Subject header, folded lines joined and RFC 2047 encoded words (the £) decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)![1]!.replace(/\?=\s+=\?/g, '?==?');
  return header.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) =>
    Buffer.from(
      word.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );
}

/** Mail to `to`, after giving any send in flight a moment to arrive. */
async function mailTo(to: string, settleMs = 300): Promise<ReceivedMail[]> {
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return smtp.received.filter((m) => m.to.includes(to));
}

/** Mail sent after the answer (quote mails): waits up to 10 s for the first message to `to`. */
async function firstMailTo(to: string): Promise<ReceivedMail | undefined> {
  for (const started = Date.now(); Date.now() - started < 10_000;) {
    const found = smtp.received.find((m) => m.to.includes(to));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return undefined;
}

const deliver = (event: object) => deliverStripeEvent(h, event, WEBHOOK_SECRET, '/.netlify/functions/stripe-webhook');

/** A flipbook bought on Stripe (loopback) by `email`; answers the session id. */
const stripeSale = (email: string): Promise<string> =>
  paidStripeCheckout(
    h,
    stripe,
    { priceId: 'price_flip_crownless', slug: 'crownless' },
    { email, paymentIntent: (id) => `pi_${id}` },
  );

const claim = (body: object) => h.postJson(PAYMENT_PATHS.fullFlipbookAccess, body);

describe('order reference', () => {
  it('is created with the Stripe checkout, stored with its lines, and proves the order typed any way; the session id still works', async () => {
    h = await harness('stripe');
    const email = 'ref@example.com';
    const id = await stripeSale(email);
    const session = stripe.sessions.get(id)!;
    const reference = (session.metadata as Record<string, string>).reference!;
    expect(reference).toMatch(new RegExp(`^${REFERENCE.source}$`));
    expect(session.success_url).toContain(`order=${reference}`);

    expect((await deliver(stripe.event('checkout.session.completed', session))).status).toBe(200);
    expect(await h.deps.records.findPurchases({ orderId: id })).toEqual([
      expect.objectContaining({ reference, productId: 'flipbook', status: 'paid' }),
    ]);

    const typed = [reference, reference.toLowerCase(), reference.replace(/-/g, ''), ` ${reference.toLowerCase()} `];
    for (const orderNumber of typed) {
      const answer = await (await claim({ email: 'REF@example.com', orderNumber })).json();
      expect(answer).toMatchObject({ success: true, books: [{ slug: 'crownless' }] });
    }
    expect(await (await claim({ email, orderNumber: id })).json()).toMatchObject({ success: true });
    expect(await (await claim({ sessionId: id })).json()).toMatchObject({ success: true });
    // Another e-mail with the right reference proves nothing.
    expect(await (await claim({ email: 'other@example.com', orderNumber: reference })).json()).toMatchObject({
      success: false,
    });
  });

  it('two checkouts get different references; the validation forms take one without dashes in lower case', async () => {
    h = await harness('sandbox');
    const first = await h.postJson('/.netlify/functions/create-checkout', {
      priceId: 'price_flip_crownless',
      slug: 'crownless',
    });
    const second = await h.postJson('/.netlify/functions/create-checkout', {
      priceId: 'price_flip_crownless',
      slug: 'crownless',
    });
    const refOf = async (r: Response) => {
      const id = ((await r.json()) as { url: string }).url.split('/').pop()!;
      const session = await (
        h.deps.payments as unknown as {
          getSession(id: string): Promise<{ input: { metadata: Record<string, string> } }>;
        }
      ).getSession(id);
      return session.input.metadata.reference!;
    };
    const [a, b] = [await refOf(first), await refOf(second)];
    expect(a).toMatch(REFERENCE);
    expect(b).toMatch(REFERENCE);
    expect(a).not.toBe(b);

    // A Cover Creator line recorded with a reference (the local verifier behind the validation form).
    await h.deps.records.savePurchase({
      source: 'sandbox',
      email: 'designer2@example.com',
      productId: 'cover-creator',
      priceId: null,
      bookSlug: null,
      orderId: 'cs_cover_1',
      reference: 'ASH-7K3Q-9FXM',
      licenseKey: null,
      quantity: 1,
      status: 'paid',
    });
    const validate = (orderNumber: string) =>
      h.postJson(FUNCTION_PATHS.validateCoverCreator, { email: 'designer2@example.com', orderNumber });
    expect(await (await validate('ash7k3q9fxm')).json()).toMatchObject({ success: true });
    expect(await (await validate('cs_cover_1')).json()).toMatchObject({ success: true });
    expect(await (await validate('ASH-7K3Q-9FXX')).json()).toMatchObject({ success: false });
  });
});

describe('order mail, once per order', () => {
  it('a replayed webhook and a second delivery id send one confirmation, with the reference and a Read now link', async () => {
    h = await harness('stripe');
    const email = 'once@example.com';
    const id = await stripeSale(email);
    const event = stripe.event('checkout.session.completed', stripe.sessions.get(id)!);
    expect((await deliver(event)).status).toBe(200);
    expect(await (await deliver(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await deliver({ ...event, id: 'evt_second_delivery_of_sale' })).status).toBe(200);
    // The thank-you page's claim records nothing new and mails nothing.
    expect((await claim({ sessionId: id })).status).toBe(200);

    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    const text = readable(mails[0]!.raw);
    const [reference] = (await h.deps.records.findPurchases({ orderId: id })).map((p) => p.reference);
    expect(text).toMatch(new RegExp(`^Subject: Your order ${reference} at Ashgrove Press`, 'm'));
    expect(text).toMatch(/Content-Type: multipart\/alternative/);
    expect(text).toMatch(/Content-Type: text\/plain/);
    expect(text).toMatch(/Content-Type: text\/html/);
    expect(text).toContain(
      `http://localhost/my-purchases?product=flipbook&email=once%40example.com&order=${reference}`,
    );
    expect(text).toContain('Crownless — Full Flipbook');
    expect(text).toContain('£6.99');
  });

  it('an Italian page’s checkout (issue 30): Stripe opens in Italian, returns to /it/thank-you (cancelled: /it/checkout-cancelled), and the mail is Italian', async () => {
    h = await harness('stripe');
    const email = 'italiano@example.com';
    const id = await paidStripeCheckout(
      h,
      stripe,
      { priceId: 'price_flip_crownless', slug: 'crownless', locale: 'it' },
      { email, paymentIntent: (sessionId) => `pi_${sessionId}` },
    );
    // What the real SDK sent Stripe: the locale parameter, and the language in the metadata the webhook reads.
    const created = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').at(-1)!;
    expect(created.body).toMatchObject({ locale: 'it', metadata: { locale: 'it', kind: 'book' } });
    expect(created.body.success_url).toMatch(
      /^http:\/\/localhost\/it\/thank-you\?session_id=\{CHECKOUT_SESSION_ID\}&order=ASH-/,
    );
    expect(created.body.cancel_url).toBe('http://localhost/it/checkout-cancelled');

    expect((await deliver(stripe.event('checkout.session.completed', stripe.sessions.get(id)!))).status).toBe(200);
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    const raw = mails[0]!.raw;
    const [reference] = (await h.deps.records.findPurchases({ orderId: id })).map((p) => p.reference);
    expect(subjectOf(raw)).toBe(`Il tuo ordine ${reference} su Ashgrove Press`);
    const text = readable(raw);
    expect(text).toMatch(/<html[^>]*lang="it"/);
    expect(text).toContain('Il pagamento è andato a buon fine e il tuo ordine è confermato.');
    expect(text).toContain('Leggi ora');
    expect(text).toContain('6,99\u00a0£');
    expect(text).not.toContain('Thank you for your order');

    // Its refund is told in Italian too: the webhook asks Stripe for the order's checkout and reads its language.
    const refund = stripe.event('charge.refunded', {
      id: 'ch_it',
      object: 'charge',
      refunded: true,
      payment_intent: `pi_${id}`,
    });
    expect((await deliver(refund)).status).toBe(200);
    const refundRaw = (await mailTo(email)).find((m) => m.raw !== raw)!.raw;
    expect(subjectOf(refundRaw)).toBe(`Il tuo ordine ${reference} è stato rimborsato`);
    const refundText = readable(refundRaw).replace(/\s+/g, ' ');
    expect(refundText).toMatch(/<html[^>]*lang="it"/);
    expect(refundText).toContain('Riferimento dell’ordine:');
    expect(refundText).toContain('L’accesso a ciò che questo ordine ti ha dato è terminato');
    expect(refundText).not.toContain('has been refunded');
  });

  it('an English checkout sends Stripe no locale and mails in English, as before', async () => {
    h = await harness('stripe');
    const email = 'english@example.com';
    const id = await stripeSale(email);
    const created = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').at(-1)!;
    expect(created.body).not.toHaveProperty('locale');
    expect(created.body.metadata).not.toHaveProperty('locale');
    expect(created.body.cancel_url).toBe('http://localhost/checkout-cancelled');
    expect((await deliver(stripe.event('checkout.session.completed', stripe.sessions.get(id)!))).status).toBe(200);
    const raw = (await mailTo(email))[0]!.raw;
    expect(subjectOf(raw)).toMatch(/^Your order ASH-.* at Ashgrove Press$/);
    expect(readable(raw)).toMatch(/<html[^>]*lang="en"/);
  });

  it('two deliveries at the same moment (Promise.all) send one mail', async () => {
    h = await harness('stripe');
    const email = 'race@example.com';
    const id = await stripeSale(email);
    const event = stripe.event('checkout.session.completed', stripe.sessions.get(id)!);
    const answers = await Promise.all([
      deliver(event),
      deliver(event),
      deliver({ ...event, id: 'evt_race_2' }),
      deliver({ ...event, id: 'evt_race_3' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await mailTo(email, 500)).toHaveLength(1);
  });

  it('a mail that cannot go out answers 503 and leaves the event unprocessed; the next delivery sends it, once', async () => {
    h = await harness('stripe');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const email = 'retry@example.com';
    const id = await stripeSale(email);
    const event = stripe.event('checkout.session.completed', stripe.sessions.get(id)!);
    failNext = 1;
    const failed = await deliver(event);
    expect(failed.status).toBe(503);
    expect(await h.deps.records.hasProcessedEvent(event.id as string)).toBe(false);
    // The sale itself is recorded: the mail is the step still owed.
    expect(await h.deps.records.findPurchases({ orderId: id })).toHaveLength(1);
    expect(await mailTo(email)).toHaveLength(0);

    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('a refund mails the buyer once that access has ended; a replay of it sends nothing more', async () => {
    h = await harness('stripe');
    const email = 'refund@example.com';
    const id = await stripeSale(email);
    expect((await deliver(stripe.event('checkout.session.completed', stripe.sessions.get(id)!))).status).toBe(200);
    const refund = stripe.event('charge.refunded', {
      id: 'ch_r1',
      object: 'charge',
      refunded: true,
      payment_intent: `pi_${id}`,
    });
    expect((await deliver(refund)).status).toBe(200);
    expect((await deliver({ ...refund, id: 'evt_refund_again' })).status).toBe(200);

    const mails = await mailTo(email);
    expect(mails).toHaveLength(2);
    const [reference] = (await h.deps.records.findPurchases({ orderId: id })).map((p) => p.reference);
    const refundMail = readable(mails.find((m) => /has been refunded/.test(m.raw))!.raw);
    expect(refundMail).toMatch(new RegExp(`^Subject: Your order ${reference} has been refunded`, 'm'));
    expect(refundMail.replace(/\s+/g, ' ')).toContain('Access to what this order gave you has now ended');
    expect(refundMail).toContain('Crownless — Full Flipbook');
  });

  it('sandbox Pay sends the confirmation; Pay pressed again sends nothing more', async () => {
    h = await harness('sandbox');
    const email = 'sandbox-buyer@example.com';
    const started = await h.postJson('/.netlify/functions/create-checkout', {
      priceId: 'price_flip_crownless',
      slug: 'crownless',
    });
    const page = new URL(((await started.json()) as { url: string }).url).pathname;
    const paid = await h.postForm(`${page}/pay`, { email });
    expect(paid.status).toBe(303);
    const reference = new URL(paid.headers.get('location')!).searchParams.get('order');
    expect(reference).toMatch(REFERENCE);
    await h.postForm(`${page}/pay`, { email });
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(readable(mails[0]!.raw)).toContain(reference!);
  });
});

describe('quote request mail', () => {
  it('mails the author a copy of the itemised quote and the publisher a notice that answers the author', async () => {
    h = await harness('sandbox');
    const request = { ...validQuoteRequest(), email: 'quote-author@example.com', name: 'Quinn Author' };
    const res = await h.postJson(FUNCTION_PATHS.submitQuote, request);
    expect(res.status).toBe(200);
    const copy = await firstMailTo('quote-author@example.com');
    const notice = await firstMailTo('publisher@ashgrove.example');
    expect(copy).toBeDefined();
    expect(notice).toBeDefined();
    const copyText = readable(copy!.raw).replace(/\s+/g, ' ');
    expect(copyText).toContain('Subject: Your quote request at Ashgrove Press');
    expect(copyText).toContain("We'll get back to you within 24 hours.");
    expect(copyText).toContain('Cover design');
    expect(copyText).toContain('Estimated total');
    const noticeText = readable(notice!.raw);
    expect(subjectOf(notice!.raw)).toMatch(/^New quote request from Quinn Author \(£[\d,]+\)$/);
    expect(noticeText).toMatch(/^Reply-To: quote-author@example\.com/m);
  });

  it('with the relay down the request is kept and both mails wait in the outbox; a later run sends each once', async () => {
    h = await harness('sandbox');
    const mail = h.deps.mail!;
    const email = 'quote-relay-down@example.com';
    failNext = 2; // the copy and the notice, tried at once after the answer
    const res = await h.postJson(FUNCTION_PATHS.submitQuote, { ...validQuoteRequest(), email, name: 'Relay Down' });
    expect(res.status).toBe(200);
    await vi.waitFor(async () => expect(await pendingJobs(mail.state, MAIL_QUEUE)).toHaveLength(2));
    await vi.waitFor(async () =>
      expect((await pendingJobs(mail.state, MAIL_QUEUE)).every((job) => job.tries === 1)).toBe(true),
    );
    expect(await mailTo(email, 0)).toHaveLength(0);
    // The scheduled run after the retry delay: the relay is back.
    const later = () => Date.now() + retryDelayMs(1) + 1_000;
    expect((await drainMail({ ...mail, now: later }, () => {})).done).toHaveLength(2);
    expect((await drainMail({ ...mail, now: later }, () => {})).done).toHaveLength(0);
    expect(await mailTo(email, 0)).toHaveLength(1);
    expect(
      smtp.received.filter((m) => m.raw.includes('Relay Down') && m.to.includes('publisher@ashgrove.example')),
    ).toHaveLength(1);
  });
});
