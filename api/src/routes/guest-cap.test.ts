import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mailer, OutgoingMail } from '@publisher/shared/server/ports/mailer';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import { sqliteRecordStore } from '../adapters/sqlite/record-store';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  paymentsHarness,
  subscriberCookie,
  subscriberSession,
  type PaymentsHarness,
} from '../testing/stripe-app-harness';

/*
 * The site-wide cap on guest projects (decision 142): every cookie-less POST /api/projects makes a
 * guest and a record, so a day's guest creates are counted in one atomic step of the shared state.
 */

const CAP = 5;
const PUBLISHER = 'publisher@ashgrove.example';

let h: PaymentsHarness | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await h?.close();
  h = undefined;
});

async function capped(): Promise<{ h: PaymentsHarness; sent: OutgoingMail[]; created: () => number }> {
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = { kind: 'smtp', send: async (mail) => void sent.push(mail) };
  const inner = sqliteRecordStore({ dataDir: await mkdtemp(join(tmpdir(), 'guest-cap-')), seedSamples: false });
  // Every row the store wrote, whoever asked: "nothing is written" is checked here, not on the answers.
  let rows = 0;
  const records: RecordStore = {
    ...inner,
    createProjectWithinLimit: async (input, limit) => {
      const made = await inner.createProjectWithinLimit(input, limit);
      if (made) rows += 1;
      return made;
    },
  };
  h = await paymentsHarness({
    records,
    config: { guestProjectsPerDay: CAP },
    orderMail: { mailer, publisherEmail: PUBLISHER },
  });
  return { h, sent, created: () => rows };
}

const post = (harness: PaymentsHarness, i: number, cookie?: string) =>
  harness.postJson(
    '/api/projects',
    { email: `writer${i}@example.com`, userId: `guest_${i}`, title: `Novel ${i}` },
    cookie ? { cookie } : {},
  );

describe('the guest project cap', () => {
  it('lets exactly the cap of 30 concurrent cookie-less creates through, refuses the rest with a 503 and alerts once', async () => {
    const { h, sent, created } = await capped();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => post(h, i)));

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(CAP);
    expect(statuses.filter((s) => s === 503)).toHaveLength(30 - CAP);
    expect(created()).toBe(CAP);
    const refused = answers.filter((a) => a.status === 503);
    for (const answer of refused) {
      expect(await answer.json()).toEqual({
        error:
          'We cannot start new guest projects right now: today’s limit for the whole site has been reached. Please try again tomorrow, or sign in by e-mail if you have an account.',
        guestCapReached: true,
      });
      // Nothing written for it, not even a guest cookie.
      expect(subscriberCookie(answer)).toBeNull();
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const alerts = warn.mock.calls.filter(([line]) => String(line).includes('guest project cap reached'));
    expect(alerts).toHaveLength(1);
    const mails = sent.filter((m) => m.to === PUBLISHER);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Guest projects paused: the daily cap was reached');
    expect(mails[0]!.text).toContain(`${CAP} guest projects were created`);

    // Still refused later in the window, with no second alert.
    expect((await post(h, 99)).status).toBe(503);
    expect(sent.filter((m) => m.to === PUBLISHER)).toHaveLength(1);
  });

  it('counts a guest’s refused second project as nothing, and never limits a subscriber', async () => {
    const { h, created } = await capped();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = await post(h, 0);
    expect(first.status).toBe(201);
    const cookie = subscriberCookie(first)!;
    // The guest's own limit (403) gives its slot back: CAP - 1 more guests still fit.
    for (let i = 0; i < 3; i += 1) expect((await post(h, 0, cookie)).status).toBe(403);
    for (let i = 1; i < CAP; i += 1) expect((await post(h, i)).status).toBe(201);
    expect((await post(h, CAP)).status).toBe(503);
    expect(created()).toBe(CAP);

    // A signed-in subscriber's project is theirs, not a guest's: the cap does not apply.
    const subscriber = await subscriberSession(h, 'multi@example.com', 'multi_book');
    const made = await h.postJson(
      '/api/projects',
      { email: 'multi@example.com', userId: 'u', title: 'Series' },
      { cookie: subscriber },
    );
    expect(made.status).toBe(201);
  });
});
