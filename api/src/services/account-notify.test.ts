import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountExportSchema } from '@publisher/shared/contracts/library';
import { localContentStore } from '../adapters/local/sample-content';
import { sqliteRecordStore } from '../adapters/sqlite/record-store';
import { sqliteStateStore } from '../adapters/sqlite/state-store';
import type { OutgoingMail } from '@publisher/shared/server/ports/mailer';
import { eraseAccount, exportAccount } from '../../../mfe-commerce/src/server/account/service';
import { confirmNotify, signUpForNotify, type NotifyDeps } from '../../../mfe-catalogue/src/server/notify/service';
import { signedEnvelope } from '@publisher/shared/server/signed-envelope';
import { notifyTokens } from '../../../mfe-catalogue/src/server/notify/tokens';
import { topicNamer } from '../../../mfe-catalogue/src/server/notify/topics';

/*
 * "Your data" (decision 121) lists the person's Get Notified sign-ups (decision 124): what for,
 * when given, confirmed or not; nobody else's. Erasure takes the waiting ones too.
 */

const ADA = 'ada@example.com';
const BOB = 'bob@example.com';
const BOOK = 'book/letters-from-the-lower-field';
const VIEWER = { email: ADA, guest: 'guest-ada', subscription: null, iat: 0 };

let dir: string;
let records: ReturnType<typeof sqliteRecordStore>;
let state: ReturnType<typeof sqliteStateStore>;
let deps: NotifyDeps & { mailer: { kind: 'outbox'; send: (mail: OutgoingMail) => Promise<void> } };
let sent: OutgoingMail[];
let clock: number;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'account-notify-'));
  clock = Date.parse('2026-11-20T10:00:00.000Z');
  records = sqliteRecordStore({ dataDir: dir });
  state = sqliteStateStore({ dataDir: dir, now: () => clock });
  sent = [];
  deps = {
    records,
    state,
    mailer: { kind: 'outbox', send: async (mail) => void sent.push(mail) },
    tokens: notifyTokens((label) => signedEnvelope('a'.repeat(40), label)),
    nameTopic: topicNamer(localContentStore()),
    siteUrl: 'http://localhost',
    now: () => clock,
  };
});
afterEach(async () => {
  records.close();
  state.close();
  await rm(dir, { recursive: true, force: true });
});

/** Signs up (the confirmation is mailed) and answers the confirmation link's token. */
async function signUp(email: string, topic: string): Promise<string> {
  expect(await signUpForNotify(deps, { email, topic, origin: 'http://localhost' })).toBe('sent');
  const mail = sent.at(-1)!;
  expect(mail.to).toBe(email.trim());
  return decodeURIComponent(/\/api\/notify\/confirm\?token=([A-Za-z0-9_.%-]+)/.exec(mail.text)![1]!);
}

describe('the account export and Get Notified', () => {
  it('lists the e-mail’s sign-ups: what for, when, confirmed or still waiting; nobody else’s', async () => {
    const bookToken = await signUp(' Ada@Example.com ', BOOK);
    clock += 60_000;
    await signUp(ADA, 'all');
    const bobToken = await signUp(BOB, 'course/year8');
    clock += 60_000;
    expect(await confirmNotify(deps, bookToken)).toMatchObject({ email: ADA, topic: BOOK });
    expect(await confirmNotify(deps, bobToken)).toMatchObject({ email: BOB });

    const data = accountExportSchema.parse(await exportAccount(records, VIEWER, { state, now: () => new Date(clock) }));
    expect(data.notifySignUps).toEqual([
      {
        for: BOOK,
        what: 'Book: Letters from the Lower Field',
        confirmed: true,
        confirmedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      {
        for: 'all',
        what: 'All updates from Ashgrove Press',
        confirmed: false,
        requestedAt: '2026-11-20T10:01:00.000Z',
        linkExpiresAt: '2026-11-22T10:01:00.000Z',
      },
    ]);
    expect(JSON.stringify(data)).not.toMatch(/bob|year8/i);
    // No token or link of any kind is exported.
    expect(JSON.stringify(data)).not.toMatch(/token|notify\/pending/);
  });

  it('drops a waiting sign-up once its link has expired, and lists none without the shared state', async () => {
    await signUp(ADA, 'all');
    const at = () => new Date(clock);
    expect((await exportAccount(records, VIEWER, { state, now: at })).notifySignUps).toHaveLength(1);
    expect((await exportAccount(records, VIEWER, { now: at })).notifySignUps).toEqual([]);
    clock += 48 * 3600_000 + 1;
    expect((await exportAccount(records, VIEWER, { state, now: at })).notifySignUps).toEqual([]);
  });

  it('erasing the account removes its consents and its waiting sign-ups, whose links then fail', async () => {
    const confirmed = await signUp(ADA, BOOK);
    await confirmNotify(deps, confirmed);
    const waiting = await signUp(ADA, 'all');
    const bobs = await signUp(BOB, 'all');
    expect(await eraseAccount(records, VIEWER, state)).toMatchObject({ erased: true });
    const at = () => new Date(clock);
    expect((await exportAccount(records, VIEWER, { state, now: at })).notifySignUps).toEqual([]);
    expect(await confirmNotify(deps, waiting)).toBeNull();
    // Bob's sign-up is untouched.
    expect(await confirmNotify(deps, bobs)).toMatchObject({ email: BOB, topic: 'all' });
  });
});
