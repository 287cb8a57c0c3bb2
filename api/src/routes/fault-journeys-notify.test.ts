import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { drainMail } from '@publisher/shared/server/mail/mail-outbox';
import { pendingJobs } from '@publisher/shared/server/outbox';
import { notifyWentLive, type WentLiveItem } from '../../../mfe-catalogue/src/server/notify/went-live';
import { FAULTS, faultPlan, type Fault } from '../testing/faults';
import { notifyApp, type NotifyApp } from '../testing/notify-app';
import { airtableRecordStore } from '../adapters/airtable/record-store';
import { RECORD_TABLES } from '../adapters/airtable/record-fields';
import { startAirtableServer, type AirtableTestServer } from '../testing/airtable-server';
import { failingOnce } from '../testing/records-faults';
import { budget } from '../../../e2e/support/machine';

/*
 * Issue 41 item 10: the Get Notified journey under generated faults (fast-check). The loopback SMTP
 * relay refuses, throttles, fails or takes a message and loses its answer, in a generated order;
 * the records store refuses the consent write a generated number of times, or the records are in
 * Airtable (the real SDK against the loopback server) under a generated schedule of its own. Readers sign up, the
 * scheduled runs drain the mail outbox, each reader confirms (again after "try again"), then an
 * item goes live and the publishing step calls until nothing failed. After each journey:
 * - every sign-up was acknowledged (200), and every reader got one confirmation message (one
 *   Message-ID, handed over again only when the relay took it and lost its answer);
 * - every reader's consent is kept, once;
 * - every reader got one go-live message (one Message-ID), however often the step ran.
 */

const RUNS = 10;
const BOOK: WentLiveItem = {
  kind: 'book',
  slug: 'letters-from-the-lower-field',
  title: 'Letters from the Lower Field',
  url: '/books/letters-from-the-lower-field',
};

interface Journey {
  readers: number;
  smtp: (Fault | null)[];
  consentRefusals: number;
  /** The records in Airtable (the loopback server under these faults) instead of SQLite. */
  airtable?: (Fault | null)[];
}

const journeys: fc.Arbitrary<Journey> = fc.record({
  readers: fc.integer({ min: 1, max: 3 }),
  // SMTP has no hang: a relay that never answers is ended by nodemailer's own timeout, 20 s.
  smtp: fc.array(fc.option(fc.constantFrom(...FAULTS.filter((f) => f !== 'hang')), { nil: null, freq: 2 }), {
    maxLength: 8,
  }),
  consentRefusals: fc.integer({ min: 0, max: 2 }),
});
const airtableJourneys: fc.Arbitrary<Journey> = fc.record({
  readers: fc.integer({ min: 1, max: 2 }),
  smtp: fc.constant([]),
  consentRefusals: fc.constant(0),
  airtable: fc.array(fc.option(fc.constantFrom(...FAULTS), { nil: null, freq: 2 }), { maxLength: 4 }),
});

const airtablePlan = faultPlan();
let airtable: AirtableTestServer;
beforeAll(async () => {
  airtable = await startAirtableServer({ faults: airtablePlan });
});
afterAll(() => airtable.close());

const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const messageIdOf = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1];

let h: NotifyApp | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function journey(j: Journey): Promise<void> {
  const smtpPlan = faultPlan();
  await h?.close();
  airtablePlan.reset([]);
  airtable.setTable(RECORD_TABLES.notify, []);
  const inAirtable = airtableRecordStore({
    token: airtable.token,
    baseId: airtable.baseId,
    endpointUrl: airtable.endpointUrl,
    timeoutMs: 300,
  });
  h = await notifyApp({
    writesPerWindow: 100,
    secret: 'f'.repeat(40),
    smtpFaults: smtpPlan,
    records: (own) => failingOnce(j.airtable ? inAirtable : own, 'addNotifyConsent', j.consentRefusals),
  });
  airtablePlan.reset(j.airtable ?? []);
  const { app, smtp, deps, clock } = h;
  smtpPlan.reset(j.smtp);
  const emails = Array.from({ length: j.readers }, (_, i) => `reader${i}@example.com`);
  const messagesTo = (email: string, subject: RegExp) =>
    smtp.received.filter((m) => m.to.includes(email) && subject.test(m.raw));

  for (const email of emails) {
    const asked = await app.request('http://localhost/api/notify', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': '203.0.113.20' },
      body: JSON.stringify({ email, topic: 'all' }),
    });
    expect(asked.status, `sign-up of ${email}`).toBe(200);
  }
  // The scheduled runs, each after the longest retry delay, until nothing is owed.
  for (let run = 0; run < 12 && (await pendingJobs(deps.state, 'mail')).length > 0; run += 1) {
    clock.now += 6 * 3600_000;
    await drainMail({ state: deps.state, mailer: deps.mailer, now: () => clock.now }, () => undefined);
  }
  expect(await pendingJobs(deps.state, 'mail')).toEqual([]);

  for (const email of emails) {
    const confirmations = messagesTo(email, /^Subject: Please confirm/m);
    expect(new Set(confirmations.map((m) => messageIdOf(m.raw))).size, `confirmation messages to ${email}`).toBe(1);
    const link = /https?:\/\/[^\s"<>]+\/api\/notify\/confirm\?token=[A-Za-z0-9_.%-]+/.exec(
      unfold(confirmations[0]!.raw),
    )![0];
    let confirmed = false;
    for (let attempt = 0; attempt < 8 && !confirmed; attempt += 1) {
      const answer = await app.request(link.replace(/^https?:\/\/[^/]+/, 'http://localhost'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
        body: '',
      });
      expect(answer.status, 'a refused consent write is never a 500').not.toBe(500);
      confirmed = answer.status === 200 && (await answer.text()).includes('You are signed up');
    }
    expect(confirmed, `${email} confirmed within eight tries`).toBe(true);
  }
  airtablePlan.reset([]);
  const consents = await deps.records.listNotifyConsents(['all']);
  expect(consents.map((c) => c.email).sort()).toEqual(emails);

  // The item goes live; the publishing step runs again while any mail failed (or the list could not be read).
  airtablePlan.reset(j.airtable ?? []);
  for (let run = 0; run < 12; run += 1) {
    const outcome = await notifyWentLive(deps, BOOK).catch(() => null);
    if (outcome?.failed === 0) break;
  }
  for (const email of emails) {
    const live = messagesTo(email, /^Subject: Now available/m);
    expect(new Set(live.map((m) => messageIdOf(m.raw))).size, `go-live messages to ${email}`).toBe(1);
  }
}

describe('Get Notified under relay and records faults', () => {
  it(
    `keeps every consent once with the records in Airtable under faults (${RUNS} generated schedules)`,
    async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      await fc.assert(fc.asyncProperty(airtableJourneys, journey), { numRuns: RUNS });
      vi.restoreAllMocks();
    },
    budget(120_000),
  );

  it(
    `keeps every sign-up and consent and mails each once (${RUNS} generated schedules)`,
    async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await fc.assert(fc.asyncProperty(journeys, journey), { numRuns: RUNS });
      vi.restoreAllMocks();
    },
    budget(120_000),
  );

  it('a relay that takes the confirmation and loses its answer, then a refused consent write', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await journey({ readers: 2, smtp: ['drop-after-write', 'refuse', 'drop-after-write'], consentRefusals: 2 });
    vi.restoreAllMocks();
  });

  it('a go-live mail the relay took and lost the answer of reads as one message when sent again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await journey({ readers: 1, smtp: [null, 'drop-after-write'], consentRefusals: 0 });
    vi.restoreAllMocks();
  });
});
