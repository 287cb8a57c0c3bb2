// bench:scale — the catalogue at a publisher's scale (issue 15): 10,000 books, 200 authors and 500
// stories in a loopback Airtable, read by the real Airtable adapter (SDK) of the project's own server.
// Prints the figures against the budgets; a figure over budget is marked ✗. It asserts nothing.
//   corepack pnpm bench:scale [--books=10000] [--duration=10]
import autocannon from 'autocannon';
import { largeCatalogue, titleOf } from '../../api/src/testing/large-catalogue.ts';
import { startAirtableServer, type AirtableTestServer } from '../../api/src/testing/airtable-server.ts';
import { freePort, machine, startChild, stopChild, table, tempDir, waitForOutput } from './lib.mjs';
import { API_DIR } from './lib.mjs';

const flag = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const BOOKS = flag('books', 10_000);
const AUTHORS = flag('authors', 200);
const STORIES = flag('stories', 500);
const DURATION_S = flag('duration', 10);
const CONNECTIONS = 100;
const BUDGET = { coldStartMs: 3000, ttfbP95Ms: 100, htmlKb: 150, apiKb: 100, searchP95Ms: 100, upstreamPerSec: 5 };
async function startServer(port: number, dataDir: string, airtable: AirtableTestServer) {
  const started = Date.now();
  const child = startChild(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RECORDS_BACKEND: 'local',
      AIRTABLE_TOKEN: airtable.token,
      AIRTABLE_BASE_ID: airtable.baseId,
      AIRTABLE_ENDPOINT_URL: airtable.endpointUrl,
      AIRTABLE_TIMEOUT_MS: '10000',
      CONTENT_CACHE_TTL_MS: '60000',
    },
  });
  await waitForOutput(child, 'is serving on', 120_000);
  return { child, started, url: `http://127.0.0.1:${port}` };
}

/** From spawning the server to /books answering 200 with book cards. */
async function untilBooks(url: string, started: number): Promise<number> {
  for (;;) {
    const res = await fetch(`${url}/books`).catch(() => null);
    if (res?.ok && (await res.text()).includes('cat-book-card')) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const peakPerSecond = (airtable: AirtableTestServer, from: number, to: number) => {
  const counts = new Map<number, number>();
  for (const r of airtable.requests)
    if (r.at >= from && r.at <= to) counts.set(Math.floor(r.at / 1000), (counts.get(Math.floor(r.at / 1000)) ?? 0) + 1);
  return Math.max(0, ...counts.values());
};

async function load(url: string) {
  const probe = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  if (!probe.ok) console.log(`  ${url} answered ${probe.status}: ${(await probe.text()).slice(0, 200)}`);
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'accept-encoding': 'gzip' },
  });
  return {
    p95: r.latency.p97_5 ?? r.latency.p99,
    p50: r.latency.p50,
    rps: r.requests.average,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

const kb = async (url: string, headers: Record<string, string> = {}) =>
  (await (await fetch(url, { headers })).arrayBuffer()).byteLength / 1024;
const mark = (bad: boolean, text: string) => (bad ? `${text} ✗` : text);
const row = (figure: string, measured: string, budget: string) => ({ figure, measured, budget });

async function main() {
  const env = machine();
  console.log(
    `bench:scale — ${BOOKS} books, ${AUTHORS} authors, ${STORIES} stories; ${env.cores} × ${env.cpu}, Node ${env.node}, load ${env.loadAverage.join(' ')}`,
  );
  const airtable = await startAirtableServer({
    tables: largeCatalogue({ books: BOOKS, authors: AUTHORS, stories: STORIES }),
  });
  const dataDir = tempDir('bench-scale-');
  const port = await freePort();

  // First boot of all: no snapshot anywhere, so it is built from Airtable before the first answer.
  let server = await startServer(port, dataDir, airtable);
  const firstBoot = await untilBooks(server.url, server.started);
  const firstReads = airtable.requestCount;
  await stopChild(server.child);

  // A cold start with the shared snapshot in place (as every later instance has).
  airtable.resetLog();
  server = await startServer(port, dataDir, airtable);
  const cold = await untilBooks(server.url, server.started);
  const coldReads = airtable.requestCount;

  const from = Date.now();
  const books = await load(`${server.url}/books`);
  const filtered = await load(`${server.url}/books?language=Italian&sort=title&page=3`);
  const title = titleOf(4321);
  const searchAnswer = (await (await fetch(`${server.url}/api/search?q=${encodeURIComponent(title)}`)).json()) as {
    results: { slug: string }[];
  };
  const search = await load(`${server.url}/api/search?q=${encodeURIComponent(title)}`);
  const to = Date.now();
  const htmlKb = await kb(`${server.url}/books`);
  const apiKb = await kb(`${server.url}/api/books`);
  const peak = peakPerSecond(airtable, from, to);
  await stopChild(server.child);
  await airtable.close();

  const mb = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const rows = [
    row(
      'first boot of all (no snapshot): /books with cards',
      `${mb(firstBoot)}, ${firstReads} Airtable requests`,
      'once per base',
    ),
    row(
      'cold start with the shared snapshot',
      mark(cold > BUDGET.coldStartMs, `${mb(cold)}, ${coldReads} Airtable requests`),
      `<= ${BUDGET.coldStartMs / 1000} s`,
    ),
    row(
      'warm /books TTFB p97.5',
      mark(
        books.p95 > BUDGET.ttfbP95Ms,
        `${books.p95} ms (p50 ${books.p50}, ${Math.round(books.rps)}/s, ${books.errors} failed)`,
      ),
      `<= ${BUDGET.ttfbP95Ms} ms`,
    ),
    row(
      'filtered /books p97.5',
      mark(filtered.p95 > BUDGET.ttfbP95Ms, `${filtered.p95} ms (${filtered.errors} failed)`),
      `<= ${BUDGET.ttfbP95Ms} ms`,
    ),
    row('/books HTML', mark(htmlKb > BUDGET.htmlKb, `${htmlKb.toFixed(1)} KB`), `<= ${BUDGET.htmlKb} KB`),
    row('/api/books first page', mark(apiKb > BUDGET.apiKb, `${apiKb.toFixed(1)} KB`), `<= ${BUDGET.apiKb} KB`),
    row(
      'title search p97.5, book first',
      mark(
        search.p95 > BUDGET.searchP95Ms || searchAnswer.results[0]?.slug !== 'book-4321',
        `${search.p95} ms, first: ${searchAnswer.results[0]?.slug} (${search.errors} failed)`,
      ),
      `<= ${BUDGET.searchP95Ms} ms`,
    ),
    row(
      'Airtable requests a second at peak, under load',
      mark(peak > BUDGET.upstreamPerSec, String(peak)),
      `<= ${BUDGET.upstreamPerSec}`,
    ),
  ];
  console.log(
    table(
      [
        ['figure', 'figure'],
        ['measured', 'measured'],
        ['budget', 'budget'],
      ],
      rows,
    ),
  );
}

await main();
process.exit(0);
