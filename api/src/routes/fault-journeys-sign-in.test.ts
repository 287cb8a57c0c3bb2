import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { smtpMailer } from '../adapters/mail/nodemailer-mailer';
import { sqliteRecordStore } from '../adapters/sqlite/record-store';
import { FAULTS, faultPlan, type Fault } from '../testing/faults';
import { failingOnce } from '../testing/records-faults';
import { signInLinkIn, smtpLoopback } from '../testing/smtp-loopback';
import { paymentsHarness, subscriberCookie } from '../testing/stripe-app-harness';
import { budget } from '../../../e2e/support/machine';

/*
 * Issue 41 item 10: signing in by e-mail link under generated faults (fast-check). The relay
 * refuses, throttles, fails or takes the link's mail and loses the answer; the records store
 * refuses the sign-in's write a generated number of times. The reader presses "Send me a link"
 * again on each readable refusal, opens the newest link and presses Sign In again on "try again".
 * After each journey: every answer was a 200, 303, 503 or 410 (never a 500); the reader is signed
 * in as the address the link went to, and that link is then spent.
 */

const RUNS = 10;
const smtpPlan = faultPlan();
let smtp: Awaited<ReturnType<typeof smtpLoopback>>;
beforeAll(async () => {
  smtp = await smtpLoopback({ faults: smtpPlan });
});
afterAll(() => smtp.close());

interface Journey {
  smtp: (Fault | null)[];
  storeRefusals: number;
}

const journeys: fc.Arbitrary<Journey> = fc.record({
  // At most 4 failed sends: the fifth request is the per-address limit's last (5 a window).
  smtp: fc.array(fc.option(fc.constantFrom(...FAULTS.filter((f) => f !== 'hang')), { nil: null, freq: 2 }), {
    maxLength: 4,
  }),
  storeRefusals: fc.integer({ min: 0, max: 2 }),
});

let count = 0;

async function journey(j: Journey): Promise<void> {
  count += 1;
  const email = `signin-${count}-${Date.now().toString(36)}@example.com`;
  const dir = await mkdtemp(join(tmpdir(), 'sign-in-faults-'));
  const records = sqliteRecordStore({ dataDir: dir });
  const h = await paymentsHarness({
    records: failingOnce(records, 'findSubscriptionByEmail', j.storeRefusals),
    mailer: smtpMailer({ url: smtp.url, from: 'Ashgrove Press <no-reply@ashgrove.test>' }),
  });
  try {
    smtpPlan.reset(j.smtp);
    const asked: number[] = [];
    for (let attempt = 0; attempt < 5 && asked.at(-1) !== 200; attempt += 1)
      asked.push((await h.postJson('/api/auth/sign-in', { email })).status);
    expect(
      asked.every((s) => s === 200 || s === 503),
      `sign-in answers ${asked.join(', ')}`,
    ).toBe(true);
    expect(asked.at(-1), `a link sent within 5 tries: ${asked.join(', ')}`).toBe(200);
    smtpPlan.reset([]);

    const mails = smtp.received.filter((m) => m.to.includes(email));
    expect(mails.length).toBeGreaterThan(0);
    const token = new URL(signInLinkIn(mails.at(-1)!.raw)).searchParams.get('token')!;
    const pressed: number[] = [];
    let cookie: string | null = null;
    for (let attempt = 0; attempt < 4 && pressed.at(-1) !== 303; attempt += 1) {
      const answer = await h.postForm('/api/auth/verify', { token });
      pressed.push(answer.status);
      cookie = subscriberCookie(answer);
    }
    expect(
      pressed.every((s) => s === 303 || s === 503),
      `verify answers ${pressed.join(', ')}`,
    ).toBe(true);
    expect(pressed.at(-1), `signed in within 4 presses: ${pressed.join(', ')}`).toBe(303);
    const session = await h.request('/api/auth/session', { cookie: cookie! });
    expect(await session.json()).toEqual({ email });
    expect((await h.postForm('/api/auth/verify', { token })).status, 'the link is spent').toBe(410);
  } finally {
    await h.close();
    records.close();
    await rm(dir, { recursive: true, force: true });
  }
}

describe('signing in under relay and records faults', () => {
  it(
    `${RUNS} generated schedules: a readable refusal each time, then signed in once as the link's address`,
    async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await fc.assert(fc.asyncProperty(journeys, journey), { numRuns: RUNS });
      vi.restoreAllMocks();
    },
    budget(120_000),
  );

  it('fixed case: the relay loses the first answer, refuses the second; the store refuses twice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await journey({ smtp: ['drop-after-write', 'refuse'], storeRefusals: 2 });
    vi.restoreAllMocks();
  });
});
