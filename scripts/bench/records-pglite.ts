// node --import tsx scripts/bench/records-pglite.ts — decision 116's question: should the embedded default keep SQLite or move to
// PGlite, so that Node and Netlify share the Postgres adapter? The records budgets of bench:records, taken at
// the store (RecordStore calls, 4 concurrent writers, no HTTP) for both candidates through the same harness:
// quote-write p99 empty and with 20,000 records, a proof's lookup p95 while 4 writers run, then kill -9 of a
// child process after 1,000 acknowledged writes. Flags: --writes=1000 --proofs=300 --seed=20000
//   --child=<sqlite|pglite> <dir>   (internal: the process that is killed)
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sqliteRecordStore } from '../../api/src/adapters/sqlite/record-store.ts';
import { postgresRecordStore } from '../../api/src/adapters/postgres/record-store.ts';
import { openPgliteDirectory } from '../../api/src/adapters/postgres/test-database.ts';
import type { RecordStore } from '../../shared/src/server/ports/record-store.ts';
import { machine, table, tempDir } from './lib.mjs';
import { ms, percentile, QUOTE } from './records-lib.ts';

const flag = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const WRITES = flag('writes', 1000);
const PROOFS = flag('proofs', 300);
const SEEDED = flag('seed', 20_000);
const quote = { request: QUOTE, serverPricing: QUOTE.pricing };

interface Candidate {
  name: string;
  open(dir: string): Promise<{ store: RecordStore; close(): Promise<void> }>;
}
const CANDIDATES: Candidate[] = [
  {
    name: 'SQLite (better-sqlite3)',
    open: async (dir) => {
      const store = sqliteRecordStore({ dataDir: dir, seedSamples: true });
      return { store, close: async () => store.close() };
    },
  },
  {
    name: 'PGlite (the Postgres adapter)',
    open: async (dir) => {
      const { db, close } = await openPgliteDirectory(dir);
      return { store: postgresRecordStore({ db, seedSamples: true }), close };
    },
  },
];

/** 4 writers writing quotes at once until `until()`; each write's latency. */
async function writers(store: RecordStore, until: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (!until()) {
        const started = performance.now();
        await store.addQuoteRequest(quote);
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setImmediate(resolve));
      }
    }),
  );
  return latencies;
}
const writeRun = async (store: RecordStore) => {
  let n = 0;
  await writers(store, () => n++ >= 100);
  let m = 0;
  return writers(store, () => m++ >= WRITES);
};

/** The child: writes quotes one after another, printing each id once its write resolved. */
async function child(kind: string, dir: string) {
  const { store } = await CANDIDATES[kind === 'sqlite' ? 0 : 1]!.open(dir);
  process.stdout.write('ready\n');
  for (;;) {
    const { id } = await store.addQuoteRequest(quote);
    process.stdout.write(`${id}\n`);
  }
}

async function killTest(candidate: Candidate, kind: string): Promise<string> {
  const dir = tempDir(`bench-pglite-kill-${kind}-`);
  const proc = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), `--child=${kind}`, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const acked: string[] = [];
  let buffer = '';
  await new Promise<void>((resolve) => {
    proc.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) if (line !== 'ready' && acked.length < 1000) acked.push(line);
      if (acked.length >= 1000 && proc.signalCode === null) {
        proc.kill('SIGKILL');
        resolve();
      }
    });
  });
  await new Promise((resolve) => proc.once('exit', resolve));
  const { store, close } = await candidate.open(dir);
  // A quote has no lookup by id in the port: count the rows the reopened store's file holds by id.
  await store.findPurchases({ orderId: 'none' }); // opens (and recovers) the reopened database
  await close();
  const found = await countQuotes(kind, dir, acked);
  rmSync(dir, { recursive: true, force: true });
  return `${found} / ${acked.length}`;
}

async function countQuotes(kind: string, dir: string, ids: string[]): Promise<number> {
  if (kind === 'sqlite') {
    const { openDatabase } = await import('../../api/src/adapters/sqlite/database.ts');
    const { recordsFile } = await import('../../api/src/adapters/sqlite/record-store.ts');
    const { RECORD_MIGRATIONS } = await import('../../api/src/adapters/sqlite/record-schema.ts');
    const db = openDatabase({ file: recordsFile(dir), migrations: RECORD_MIGRATIONS });
    const has = db.prepare('SELECT 1 FROM quote_requests WHERE id = ?');
    const n = ids.filter((id) => has.get(id) !== undefined).length;
    db.close();
    return n;
  }
  const { db, close } = await openPgliteDirectory(dir);
  const { rows } = await db.query('SELECT count(*)::int AS n FROM quote_requests WHERE id = ANY($1)', [ids]);
  await close();
  return Number(rows[0]!.n);
}

async function seed(store: RecordStore, count: number) {
  // Through the store, 8 at a time: the PGlite candidate has no other way in (the SQLite bench seeds the file).
  for (let i = 0; i < count; i += 8) await Promise.all(Array.from({ length: 8 }, () => store.addQuoteRequest(quote)));
}

async function main() {
  const env = machine();
  console.log(`bench:records-pglite — ${env.cores} × ${env.cpu}, Node ${env.node}, load ${env.loadAverage.join(' ')}`);
  const rows: Record<string, string>[] = [];
  for (const [index, candidate] of CANDIDATES.entries()) {
    const kind = index === 0 ? 'sqlite' : 'pglite';
    const emptyDir = tempDir(`bench-pglite-empty-${kind}-`);
    const empty = await candidate.open(emptyDir);
    const emptyP99 = percentile(await writeRun(empty.store), 99);
    await empty.close();
    rmSync(emptyDir, { recursive: true, force: true });

    const fullDir = tempDir(`bench-pglite-full-${kind}-`);
    const full = await candidate.open(fullDir);
    const seeding = performance.now();
    await seed(full.store, SEEDED);
    const seededIn = performance.now() - seeding;
    const fullP99 = percentile(await writeRun(full.store), 99);
    let stop = false;
    const load = writers(full.store, () => stop);
    const proofs: number[] = [];
    for (let i = 0; i < PROOFS; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      const started = performance.now();
      const found = await full.store.findPurchases({ email: 'reader@example.com', orderId: 'SAMPLE-CROWNLESS-1001' });
      if (found[0]?.status !== 'paid') throw new Error('the sample purchase is missing');
      proofs.push(performance.now() - started);
    }
    stop = true;
    await load;
    await full.close();
    rmSync(fullDir, { recursive: true, force: true });
    const killed = await killTest(candidate, kind);
    rows.push({
      store: candidate.name,
      empty: ms(emptyP99),
      full: ms(fullP99),
      ratio: (fullP99 / emptyP99).toFixed(2),
      proof: ms(percentile(proofs, 95)),
      kill: killed,
      seed: `${Math.round(seededIn / 1000)} s`,
    });
    console.log(`  ${candidate.name}: done`);
  }
  console.log(
    `\n${table(
      [
        ['Store', 'store'],
        ['write p99 empty', 'empty'],
        [`write p99 ${SEEDED}`, 'full'],
        ['÷ empty (≤ 2)', 'ratio'],
        ['proof lookup p95, 4 writers', 'proof'],
        ['kill -9: acked readable', 'kill'],
        [`seeding ${SEEDED}`, 'seed'],
      ],
      rows,
    )}`,
  );
}

const childKind = process.argv.find((a) => a.startsWith('--child='))?.split('=')[1];
if (childKind) await child(childKind, process.argv[process.argv.length - 1]!);
else await main().then(() => process.exit(0));
