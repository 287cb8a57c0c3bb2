// The records bench's checks through the real server (api/src/server.ts on 127.0.0.1, started by
// records-lib.ts): acknowledged writes survive kill -9, and a plan's project limit holds under 50
// parallel creations. records-run.ts runs them after its in-process latencies.
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../api/src/adapters/sqlite/database.ts';
import { recordsFile, sqliteRecordStore } from '../../api/src/adapters/sqlite/record-store.ts';
import { RECORD_MIGRATIONS } from '../../api/src/adapters/sqlite/record-schema.ts';
import { createSubscriberCookieSigner, SUBSCRIBER_COOKIE } from '../../shared/src/server/subscription-cookie.ts';
import { FUNCTION_PATHS } from '../../shared/src/contracts/paths.ts';
import { httpSend, SESSION_SECRET, startServer, writers } from './records-lib.ts';

/** Adds a row to the bench's table: its value, its budget, and whether the budget is met. */
export type Report = (measure: string, value: string, budget: string, ok: boolean) => void;

/** A server in `killDir` on `port`, killed the moment its 1,000th write is acknowledged: every one must be readable. */
export async function killedAfterAcknowledging(killDir: string, port: number, report: Report): Promise<void> {
  process.stdout.write('  kill -9 after 1,000 acknowledged writes… ');
  const victim = await startServer(port, killDir);
  const exited = new Promise((resolve) => victim.child.once('exit', (_code, signal) => resolve(signal)));
  // The moment the 1,000th success arrives, the server's whole process group is killed.
  const acked = await writers(
    httpSend(victim.url),
    4,
    (n) => {
      if (n >= 1000 && victim.child.signalCode === null) process.kill(-victim.child.pid!, 'SIGKILL');
      return n >= 1000;
    },
    FUNCTION_PATHS.submitQuote,
  );
  const signal = await exited;
  const reopened = openDatabase({ file: recordsFile(killDir), migrations: RECORD_MIGRATIONS });
  const has = reopened.prepare('SELECT 1 FROM quote_requests WHERE id = ?');
  const ids = acked.ids.slice(0, 1000);
  const found = ids.filter((id) => has.get(id) !== undefined).length;
  reopened.close();
  console.log(`${found} of ${ids.length} readable (server ended by ${String(signal)})`);
  report(
    'acknowledged writes readable after kill -9',
    `${found} / ${ids.length}`,
    '1000 / 1000',
    found === 1000 && ids.length === 1000 && signal === 'SIGKILL',
  );
}

/** 50 parallel project creations on a Multi-Book plan (limit 3) and as a free trial (limit 1), on a server in `planDir`. */
export async function projectsAtPlanLimit(planDir: string, port: number, report: Report): Promise<void> {
  process.stdout.write('  50 parallel project creations at a plan limit… ');
  const seeding = sqliteRecordStore({ dataDir: planDir });
  await seeding.upsertSubscription({
    id: 'sub_bench',
    email: 'plan@example.com',
    userId: 'u',
    tier: 'multi_book',
    status: 'active',
    trialEnd: null,
    priceId: null,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
  });
  seeding.close();
  const signer = createSubscriberCookieSigner(SESSION_SECRET);
  const planServer = await startServer(port, planDir);
  try {
    const create = (cookie: string, email: string) =>
      Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          httpSend(planServer.url)('/api/projects', { email, userId: 'u', title: `Book ${i}` }, cookie),
        ),
      );
    const plan = await create(
      `${SUBSCRIBER_COOKIE}=${signer.sign({ email: 'plan@example.com', subscription: null, guest: randomUUID(), iat: Date.now() })}`,
      'plan@example.com',
    );
    const guest = await create(`${SUBSCRIBER_COOKIE}=${signer.sign(signer.guest())}`, 'guest@example.com');
    const made = (list: { status: number }[]) => list.filter((r) => r.status === 201).length;
    const refused = (list: { status: number }[]) => list.filter((r) => r.status === 403).length;
    console.log(
      `multi_book ${made(plan)} created / ${refused(plan)} refused, free trial ${made(guest)} / ${refused(guest)}`,
    );
    report(
      '50 parallel creations, multi_book (limit 3)',
      `${made(plan)} created, ${refused(plan)} refused`,
      '3 created',
      made(plan) === 3 && refused(plan) === 47,
    );
    report(
      '50 parallel creations, free trial (limit 1)',
      `${made(guest)} created, ${refused(guest)} refused`,
      '1 created',
      made(guest) === 1 && refused(guest) === 49,
    );
  } finally {
    await planServer.stop();
  }
}
