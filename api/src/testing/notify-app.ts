import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app';
import { smtpMailer } from '../adapters/mail/nodemailer-mailer';
import { localContentStore } from '../adapters/local/sample-content';
import { sqliteRecordStore } from '../adapters/sqlite/record-store';
import { sqliteStateStore } from '../adapters/sqlite/state-store';
import { DEFAULT_EDGE } from '../middleware/edge';
import { createWriteLimiter } from '../middleware/write-limit';
import { signedEnvelope } from '@publisher/shared/server/signed-envelope';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import type { NotifyDeps } from '../../../mfe-catalogue/src/server/notify/service';
import { notifyDeps } from '../../../mfe-catalogue/src/server/notify/ports';
import { smtpLoopback } from './smtp-loopback';
import type { FaultPlan } from './faults';
import { teamsWith } from './team-sources';

/**
 * "Get Notified" (decision 124) as the host runs it, for tests: the catalogue's endpoints through the
 * host's app, nodemailer over SMTP to a real SMTP server on loopback, SQLite records and state, all on
 * one clock the test moves (`clock.now`). `writesPerWindow`: the host's anonymous-write limit; `records`:
 * other records in place of the SQLite ones.
 */
export async function notifyApp(options: {
  writesPerWindow: number;
  secret: string;
  /** The records the app uses, given the harness's own SQLite ones (default: those): a faulty store, Airtable. */
  records?: (sqlite: RecordStore) => RecordStore;
  /** What the SMTP server does to the messages handed to it, in turn (faults.ts). */
  smtpFaults?: FaultPlan;
}) {
  const dir = await mkdtemp(join(tmpdir(), 'notify-'));
  const smtp = await smtpLoopback(options.smtpFaults ? { faults: options.smtpFaults } : {});
  const clock = { now: Date.now() };
  const now = () => clock.now;
  const own = sqliteRecordStore({ dataDir: dir });
  const records = options.records ? options.records(own) : own;
  const state = sqliteStateStore({ dataDir: dir, now });
  const teams = teamsWith({
    records,
    state,
    content: localContentStore(),
    mailer: smtpMailer({ url: smtp.url, from: 'Ashgrove Press <no-reply@ashgrove.test>' }),
    config: { siteUrl: 'http://localhost', now },
    envelope: (label) => signedEnvelope(options.secret, label),
  });
  // What the catalogue builds from the host's ports (on the test's clock).
  const deps: NotifyDeps = notifyDeps(teams.ports);
  const app = createApp({
    teams,
    edge: { ...DEFAULT_EDGE, writeLimiter: createWriteLimiter(state, options.writesPerWindow, now) },
  });
  return {
    app,
    smtp,
    teams,
    deps,
    clock,
    async close() {
      own.close();
      state.close();
      await smtp.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type NotifyApp = Awaited<ReturnType<typeof notifyApp>>;
