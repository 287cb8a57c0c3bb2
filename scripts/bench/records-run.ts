// pnpm bench:records (started by records.ts, which gives tsx the API's tsconfig) — the embedded SQLite
// record store through the real API. Latencies are taken in process through the composed app
// (app.request, as bench:fuzz), so a busy shared machine's TCP and client costs do not hide the
// store's: quote-write p99 with an empty store and with 20,000 records (4 concurrent writers, beside
// the same posts refused by validation as the floor), a Collector's sample proof p95 while 4 writers
// run. Then through the real server (records-server.ts: api/src/server.ts on 127.0.0.1, ports 8700–8799):
// kill -9 after 1,000 acknowledged writes, and 50 parallel project creations at a plan's limit. Exits 1 on a missed
// budget. Flags: --writes=1000 (per run) --proofs=300 --seed=20000
// Every app and server it starts is configured as the e2e server is, with a WRITES_PER_MINUTE of its
// own (BENCH_WRITES_PER_MINUTE in records-lib.ts): its writers post from one e-mail, which the
// production per-e-mail limit (decision 115: 10 a minute) would refuse from the eleventh write. A
// stored quote is mailed to its author (decision 120; the outbox under each run's DATA_DIR), so
// a write's latency includes rendering that mail, as the API's does.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../api/src/adapters/sqlite/database.ts';
import { recordsFile } from '../../api/src/adapters/sqlite/record-store.ts';
import { RECORD_MIGRATIONS } from '../../api/src/adapters/sqlite/record-schema.ts';
import { INSERT_QUOTE } from '../../api/src/adapters/sqlite/record-sql.ts';
import { composeApp } from '../../api/src/compose.ts';
import { serverPricing } from '../../mfe-commerce/src/server/quote/service.ts';
import { sendQuoteMails } from '../../mfe-commerce/src/server/mail/send-quote-mail.tsx';
import { memoryStateStore } from '../../api/src/testing/memory-state-store.ts';
import { parseEnv } from '../../api/src/env.ts';
import { FUNCTION_PATHS } from '../../shared/src/contracts/paths.ts';
import { freePort, machine, table, tempDir } from './lib.mjs';
import {
  appSend,
  BENCH_WRITES_PER_MINUTE,
  ms,
  percentile,
  PROOF,
  QUOTE,
  SESSION_SECRET,
  writers,
  type Send,
} from './records-lib.ts';
import { killedAfterAcknowledging, projectsAtPlanLimit } from './records-server.ts';

const flag = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const WRITES = flag('writes', 1000);
const PROOFS = flag('proofs', 300);
const SEEDED = flag('seed', 20_000);
const BUDGET = { writeP99Ms: 20, writeRatio: 2, proofP95Ms: 25 };
const dirs: string[] = [];
const dir = (prefix: string) => {
  const d = tempDir(prefix);
  dirs.push(d);
  return d;
};
const port = () => freePort(8700, 8799);
const rows: Record<string, string>[] = [];
const verdicts: boolean[] = [];
const report = (measure: string, value: string, budget: string, ok: boolean) => {
  verdicts.push(ok);
  rows.push({ measure, value: ok ? value : `${value} ✗`, budget });
};

/** `count` quote records written straight into the file in one transaction (the API would take minutes). */
function seedQuotes(dataDir: string, count: number) {
  const db = openDatabase({ file: recordsFile(dataDir), migrations: RECORD_MIGRATIONS });
  const insert = db.prepare(INSERT_QUOTE);
  const request = JSON.stringify(QUOTE);
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      insert.run({
        id: randomUUID(),
        request,
        server_pricing: JSON.stringify(QUOTE.pricing),
        received_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      });
    }
  })();
  db.close();
}

/** The same request refused by validation (400, nothing stored): the HTTP + JSON floor of this machine. */
const { name: _name, ...INVALID_QUOTE } = QUOTE;

/**
 * The API as the Node server composes it, over the SQLite records in dataDir. The site root stays the
 * repository: the teams' endpoints (decision 133) come from the remotes' built server modules.
 */
const inProcess = (dataDir: string): Send =>
  appSend(
    composeApp(
      parseEnv({
        DATA_DIR: dataDir,
        RECORDS_BACKEND: 'local',
        AIRTABLE_TOKEN: '',
        TRUST_PROXY: 'true',
        WRITES_PER_MINUTE: BENCH_WRITES_PER_MINUTE,
        SESSION_SECRET,
        ACCESS_TOKEN_SECRET: SESSION_SECRET,
      }),
    ).app,
  );

/** Quote-write latencies of 4 writers posting `WRITES` quotes in all (after 100 discarded warm-up writes). */
async function writeRun(send: Send, floor = false) {
  await writers(send, 4, (n) => n >= 100, FUNCTION_PATHS.submitQuote);
  if (floor) return writers(send, 4, (n) => n >= WRITES, FUNCTION_PATHS.submitQuote, INVALID_QUOTE, 400);
  return writers(send, 4, (n) => n >= WRITES, FUNCTION_PATHS.submitQuote);
}

async function main() {
  const env = machine();
  console.log(`bench:records — ${env.cores} × ${env.cpu}, Node ${env.node}, load ${env.loadAverage.join(' ')}`);

  process.stdout.write('  the same posts refused by validation (no write; the floor)… ');
  const floor = await writeRun(inProcess(dir('bench-records-floor-')), true);
  const floorP99 = percentile(floor.latencies, 99);
  console.log(`p50 ${ms(percentile(floor.latencies, 50))}, p99 ${ms(floorP99)}`);

  process.stdout.write('  quote writes, empty store… ');
  const empty = await writeRun(inProcess(dir('bench-records-empty-')));
  const emptyP99 = percentile(empty.latencies, 99);
  console.log(`p50 ${ms(percentile(empty.latencies, 50))}, p99 ${ms(emptyP99)}`);

  process.stdout.write(`  quote writes, ${SEEDED.toLocaleString('en-GB')} records… `);
  const fullDir = dir('bench-records-full-');
  seedQuotes(fullDir, SEEDED);
  const fullApp = inProcess(fullDir);
  const full = await writeRun(fullApp);
  const fullP99 = percentile(full.latencies, 99);
  console.log(`p50 ${ms(percentile(full.latencies, 50))}, p99 ${ms(fullP99)}`);
  // What a stored quote adds besides the store since decision 120: its author's mail, rendered
  // (HTML and plain text) and handed to a mailer that keeps nothing, one at a time.
  process.stdout.write("  the author's quote mail alone (render, no store, no file)… ");
  const mailMs: number[] = [];
  const record = {
    id: 'bench',
    request: QUOTE,
    serverPricing: serverPricing(QUOTE),
    receivedAt: new Date().toISOString(),
  };
  const discard = { kind: 'outbox' as const, send: async () => undefined };
  for (let i = 0; i < 120; i++) {
    const started = performance.now();
    await sendQuoteMails({ mailer: discard, state: memoryStateStore(), siteUrl: null, publisherEmail: null }, record);
    if (i >= 20) mailMs.push(performance.now() - started);
  }
  console.log(`p50 ${ms(percentile(mailMs, 50))}, p99 ${ms(percentile(mailMs, 99))}`);
  report('invalid quote p99, nothing written (floor)', ms(floorP99), '-', true);
  report(
    'quote mail render p50 / p99, alone (sent after the answer)',
    `${ms(percentile(mailMs, 50))} / ${ms(percentile(mailMs, 99))}`,
    '-',
    true,
  );
  report('quote write p99, empty (4 writers)', ms(emptyP99), '-', true);
  report(
    `quote write p99, ${SEEDED} records (4 writers)`,
    ms(fullP99),
    `≤ ${BUDGET.writeP99Ms} ms`,
    fullP99 <= BUDGET.writeP99Ms,
  );
  report(
    '  ÷ empty',
    (fullP99 / emptyP99).toFixed(2),
    `≤ ${BUDGET.writeRatio}`,
    fullP99 <= BUDGET.writeRatio * emptyP99,
  );

  process.stdout.write(`  Collector's proof while 4 writers run (${SEEDED} records)… `);
  let stop = false;
  const load = writers(fullApp, 4, () => stop, FUNCTION_PATHS.submitQuote);
  const proofs: number[] = [];
  for (let i = 0; i < PROOFS; i++) {
    await new Promise((resolve) => setImmediate(resolve)); // the writers' footing (records-lib.ts)
    const r = await fullApp(FUNCTION_PATHS.verifyGumroadPurchase, PROOF);
    if (r.status !== 200 || !r.text.includes('"success":true')) throw new Error(`proof failed: ${r.status} ${r.text}`);
    proofs.push(r.ms);
  }
  stop = true;
  const during = await load;
  const p95 = percentile(proofs, 95);
  console.log(`p50 ${ms(percentile(proofs, 50))}, p95 ${ms(p95)} (${during.ids.length} writes meanwhile)`);
  report("Collector's proof p95, 4 writers running", ms(p95), `≤ ${BUDGET.proofP95Ms} ms`, p95 <= BUDGET.proofP95Ms);

  await killedAfterAcknowledging(dir('bench-records-kill-'), await port(), report);
  await projectsAtPlanLimit(dir('bench-records-plan-'), await port(), report);

  console.log(
    `\n${table(
      [
        ['Measure', 'measure'],
        ['Value', 'value'],
        ['Budget', 'budget'],
      ],
      rows,
    )}`,
  );
  return verdicts.every(Boolean);
}

main()
  .then((ok) => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    process.exit(ok ? 0 : 1);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
