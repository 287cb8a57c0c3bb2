import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { smtpMailer } from '../adapters/mail/nodemailer-mailer';
import { sqliteRecordStore } from '../adapters/sqlite/record-store';
import { failingOnce } from '../testing/records-faults';
import { smtpLoopback, signInLinkIn } from '../testing/smtp-loopback';
import { paymentsHarness, subscriberCookie, type PaymentsHarness } from '../testing/stripe-app-harness';

/*
 * A sign-in link is spent only once the sign-in is stored (decision 140): the link was deleted
 * first, so a records fault while the projects moved to the e-mail answered a 500 and the link was
 * gone. Now the page says to try again, and the same link signs in.
 */

let dir: string;
let records: ReturnType<typeof sqliteRecordStore>;
let smtp: Awaited<ReturnType<typeof smtpLoopback>>;
let h: PaymentsHarness;
let faulty: ReturnType<typeof failingOnce<'findSubscriptionByEmail'>>;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sign-in-spent-'));
  records = sqliteRecordStore({ dataDir: dir, seedSamples: true });
  faulty = failingOnce(records, 'findSubscriptionByEmail');
  smtp = await smtpLoopback();
  h = await paymentsHarness({
    records: faulty,
    mailer: smtpMailer({ url: smtp.url, from: 'Ashgrove Press <no-reply@ashgrove.test>' }),
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await h.close();
  await smtp.close();
  records.close();
  await rm(dir, { recursive: true, force: true });
});

it('a records fault while signing in: the page says try again, and the same link then signs in, once', async () => {
  expect((await h.postJson('/api/auth/sign-in', { email: 'writer@example.com' })).status).toBe(200);
  const token = new URL(signInLinkIn((await smtp.next()).raw)).searchParams.get('token')!;
  vi.spyOn(console, 'error').mockImplementation(() => {});

  const failed = await h.postForm('/api/auth/verify', { token });
  expect(failed.status).toBe(503);
  expect(failed.headers.get('retry-after')).toBe('30');
  expect(subscriberCookie(failed)).toBeNull();
  const page = await failed.text();
  expect(page).toContain('We could not sign you in just now');
  expect(page).toContain('Your link still works. Please press Sign In again in a minute.');
  expect(page).toContain('<form method="post" action="/api/auth/verify">');
  expect(faulty.failed).toBe(1);

  const signedIn = await h.postForm('/api/auth/verify', { token });
  expect(signedIn.status).toBe(303);
  expect(signedIn.headers.get('location')).toBe('http://localhost/architect-method/dashboard');
  const session = await h.request('/api/auth/session', { cookie: subscriberCookie(signedIn)! });
  expect(await session.json()).toEqual({ email: 'writer@example.com' });

  // Spent now.
  expect((await h.postForm('/api/auth/verify', { token })).status).toBe(410);
});
