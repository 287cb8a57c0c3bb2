import { afterAll, beforeAll, expect, it } from 'vitest';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { validQuoteRequest } from '@publisher/shared/testing/quote-request';
import { smtpMailer } from '../adapters/mail/nodemailer-mailer';
import { smtpLoopback } from '../testing/smtp-loopback';
import { paymentsHarness, type PaymentsHarness } from '../testing/stripe-app-harness';
import { QUOTE_COPIES_PER_ADDRESS } from '../../../mfe-commerce/src/server/mail/send-quote-mail';

/*
 * The quote form mails its author a copy (decision 120) at an address nobody proved. It repeated
 * the name and message as typed: a relay of anyone's text to a stranger, bounded only by the write
 * limit (10 a minute per e-mail). Now the copy holds none of the typed text, one address gets
 * QUOTE_COPIES_PER_ADDRESS copies an hour, and every request is still stored and the publisher told of each.
 */

let smtp: Awaited<ReturnType<typeof smtpLoopback>>;
let h: PaymentsHarness;

beforeAll(async () => {
  smtp = await smtpLoopback();
  h = await paymentsHarness({
    orderMail: {
      mailer: smtpMailer({ url: smtp.url, from: 'Ashgrove Press <orders@ashgrove.example>' }),
      publisherEmail: 'publisher@ashgrove.example',
    },
  });
});
afterAll(async () => {
  await h.close();
  await smtp.close();
});

/** Mail sent after the answer: waits until `count` messages have arrived (or 10 s), then a moment for any extra. */
async function received(count: number): Promise<typeof smtp.received> {
  for (const started = Date.now(); Date.now() - started < 10_000 && smtp.received.length < count;)
    await new Promise((resolve) => setTimeout(resolve, 25));
  await new Promise((resolve) => setTimeout(resolve, 300));
  return smtp.received;
}

it('mails one author address at most QUOTE_COPIES_PER_ADDRESS copies an hour, and the publisher every notice', async () => {
  const phishing = {
    ...validQuoteRequest(),
    name: 'Account team',
    message: 'Your account is locked: sign in at https://evil.example/login',
  };
  const answers = await Promise.all(
    ['Target@Example.com', 'target@example.com', 'target@example.com', 'TARGET@example.com', 'target@example.com'].map(
      (email) => h.postJson(FUNCTION_PATHS.submitQuote, { ...phishing, email }),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
  const mails = await received(5 + QUOTE_COPIES_PER_ADDRESS);
  const copies = mails.filter((m) => m.to.some((to) => to.toLowerCase() === 'target@example.com'));
  const notices = mails.filter((m) => m.to.includes('publisher@ashgrove.example'));
  expect(copies).toHaveLength(QUOTE_COPIES_PER_ADDRESS);
  expect(notices).toHaveLength(5);
  // And those copies carry none of the typed text: only the publisher reads it.
  const plain = (raw: string) => raw.replace(/=\r?\n/g, '');
  for (const copy of copies) expect(plain(copy.raw)).not.toMatch(/evil\.example|Account team/);
  expect(plain(notices[0]!.raw)).toContain('evil.example');
});

it('counts `victim+1@…` … `victim+10@…` and Gmail’s spellings as one address each: QUOTE_COPIES_PER_ADDRESS copies', async () => {
  smtp.received.length = 0;
  const tagged = Array.from({ length: 10 }, (_, i) => `victim+${i + 1}@example.com`);
  const gmail = ['t.a.r.get@gmail.com', 'target@googlemail.com', 'ta.rget+q@gmail.com', 'TARGET@googlemail.com'];
  const answers = await Promise.all(
    [...tagged, ...gmail].map((email) => h.postJson(FUNCTION_PATHS.submitQuote, { ...validQuoteRequest(), email })),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(14).fill(200));
  const mails = await received(14 + 2 * QUOTE_COPIES_PER_ADDRESS);
  const copiesTo = (addresses: string[]) =>
    mails.filter((m) => m.to.some((to) => addresses.includes(to.toLowerCase())));
  expect(copiesTo(tagged)).toHaveLength(QUOTE_COPIES_PER_ADDRESS);
  expect(copiesTo(gmail.map((g) => g.toLowerCase()))).toHaveLength(QUOTE_COPIES_PER_ADDRESS);
  expect(mails.filter((m) => m.to.includes('publisher@ashgrove.example'))).toHaveLength(14);
});
