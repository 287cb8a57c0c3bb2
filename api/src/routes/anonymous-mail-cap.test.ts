import { afterAll, beforeAll, expect, it } from 'vitest';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { ANONYMOUS_MAILS_PER_RECIPIENT } from '@publisher/shared/server/mail/recipient-cap';
import { validQuoteRequest } from '@publisher/shared/testing/quote-request';
import { smtpMailer } from '../adapters/mail/nodemailer-mailer';
import { smtpLoopback } from '../testing/smtp-loopback';
import { paymentsHarness, type PaymentsHarness } from '../testing/stripe-app-harness';
import { CONFIRM_MAILS_PER_ADDRESS } from '../../../mfe-catalogue/src/server/notify/service';
import { QUOTE_COPIES_PER_ADDRESS } from '../../../mfe-commerce/src/server/mail/send-quote-mail';
import { SIGN_INS_PER_EMAIL } from './auth';

/*
 * Each kind of mail an anonymous request sends to a typed address has its own cap (sign-in links 5
 * in 15 minutes, Get Notified confirmations 3 in 15 minutes, quote copies 3 an hour): added up, a
 * stranger could still send one inbox about 35 an hour. One cap across the kinds, on the canonical
 * address, holds it to ANONYMOUS_MAILS_PER_RECIPIENT an hour (decision 140). Sign-in, the catalogue
 * and commerce here share one app, one state and one SMTP server, as the host composes them.
 */

let smtp: Awaited<ReturnType<typeof smtpLoopback>>;
let h: PaymentsHarness;

beforeAll(async () => {
  smtp = await smtpLoopback();
  const mailer = smtpMailer({ url: smtp.url, from: 'Ashgrove Press <no-reply@ashgrove.example>' });
  h = await paymentsHarness({ mailer, orderMail: { mailer, publisherEmail: 'publisher@ashgrove.example' } });
});
afterAll(async () => {
  await h.close();
  await smtp.close();
});

async function received(count: number): Promise<typeof smtp.received> {
  for (const started = Date.now(); Date.now() - started < 10_000 && smtp.received.length < count;)
    await new Promise((resolve) => setTimeout(resolve, 25));
  await new Promise((resolve) => setTimeout(resolve, 300));
  return smtp.received;
}

it('sends one person at most ANONYMOUS_MAILS_PER_RECIPIENT mails an hour across sign-in, Get Notified and quote copies', async () => {
  // Every kind up to its own cap, each under another spelling of one Gmail inbox.
  const kinds = SIGN_INS_PER_EMAIL + CONFIRM_MAILS_PER_ADDRESS + QUOTE_COPIES_PER_ADDRESS;
  expect(kinds).toBeGreaterThan(ANONYMOUS_MAILS_PER_RECIPIENT);
  // At once: each cap is one atomic step, so a burst gets exactly the allowance.
  const answers = await Promise.all([
    ...Array.from({ length: SIGN_INS_PER_EMAIL }, (_, i) =>
      h.postJson('/api/auth/sign-in', { email: `wri.ter+s${i}@gmail.com` }),
    ),
    ...Array.from({ length: CONFIRM_MAILS_PER_ADDRESS }, (_, i) =>
      h.postJson('/api/notify', { email: `w.riter+n${i}@googlemail.com`, topic: 'all' }),
    ),
    ...Array.from({ length: QUOTE_COPIES_PER_ADDRESS }, (_, i) =>
      h.postJson(FUNCTION_PATHS.submitQuote, { ...validQuoteRequest(), email: `writer+q${i}@gmail.com` }),
    ),
  ]);
  // Every request is answered as usual: the cap never tells a stranger what an address was sent.
  expect(answers.map((a) => a.status)).toEqual(Array(kinds).fill(200));

  const mails = await received(ANONYMOUS_MAILS_PER_RECIPIENT + QUOTE_COPIES_PER_ADDRESS);
  const toWriter = mails.filter((m) => m.to.some((to) => /@(gmail|googlemail)\.com$/.test(to)));
  expect(toWriter).toHaveLength(ANONYMOUS_MAILS_PER_RECIPIENT);
  // The publisher's notices are not the writer's mail: every quote still reaches the publisher.
  expect(mails.filter((m) => m.to.includes('publisher@ashgrove.example'))).toHaveLength(QUOTE_COPIES_PER_ADDRESS);

  // Someone else is not held back by this person's allowance.
  const before = mails.length;
  expect((await h.postJson('/api/auth/sign-in', { email: 'someone@example.com' })).status).toBe(200);
  expect((await received(before + 1)).filter((m) => m.to.includes('someone@example.com'))).toHaveLength(1);
});
