// pnpm bench:api — autocannon against a hello-world Hono app and the API's cached content reads
// (same Node, same machine, same run), then the same load with content from the Airtable adapter
// on the loopback Airtable server, counting the upstream requests it sees.
// Flags: --duration=10 --warmup=3 --connections=100
import http from 'node:http';
import autocannon from 'autocannon';
import { startAirtableServer } from '../../api/src/testing/airtable-server.ts';
import { sampleTables } from '../../api/src/adapters/local/local-source.ts';
import { freePort, machine, ROOT, startChild, startSiteServer, stopChild, table, waitForOutput } from './lib.mjs';

const flag = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DURATION_S = flag('duration', 10);
const WARMUP_S = flag('warmup', 3);
const CONNECTIONS = flag('connections', 100);
const CONTENT = ['/api/books', '/api/books/crownless', '/api/books/featured'];
const BUDGET = { ratio: 0.5, p99Ms: 25, errors: 0, upstreamPerSec: 5 };
const CACHE_TTL_MS = 1000;

interface Measured {
  target: string;
  from: number;
  to: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

/**
 * Every request carries what a browser's fetch() of the API sends: it accepts JSON and gzip,
 * so content reads are answered gzip-compressed, as a visitor gets them
 * (README, Performance). Hello-world gets the same headers; its 13-byte body is never compressed.
 */
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Warm-up (discarded), then the measured run, 100 connections, no pipelining. */
async function load(target: string, url: string): Promise<Measured> {
  process.stdout.write(`  ${target}… `);
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, headers: BROWSER_HEADERS });
  const from = Date.now();
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: BROWSER_HEADERS });
  const to = Date.now();
  console.log(`${Math.round(r.requests.average)} req/s`);
  return {
    target,
    from,
    to,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    total: r.requests.total,
  };
}

const miss = (bad: boolean, text: string) => (bad ? `${text} ✗` : text);
const row = (m: Measured, hello?: Measured) => ({
  target: m.target,
  rps: Math.round(m.reqPerSec),
  p50: `${m.p50} ms`,
  p99: miss(m.p99 > BUDGET.p99Ms, `${m.p99} ms`),
  errors: miss(m.errors > BUDGET.errors, String(m.errors)),
  non2xx: miss(m.non2xx > 0, String(m.non2xx)),
  ratio: hello ? miss(m.reqPerSec / hello.reqPerSec < BUDGET.ratio, (m.reqPerSec / hello.reqPerSec).toFixed(2)) : '-',
});
const COLUMNS: [string, string][] = [
  ['Target', 'target'],
  ['req/s', 'rps'],
  ['p50', 'p50'],
  ['p99', 'p99'],
  ['errors', 'errors'],
  ['non-2xx', 'non2xx'],
  ['÷ hello', 'ratio'],
];
const BUDGET_ROW = {
  target: 'budget',
  rps: '-',
  p50: '-',
  p99: `≤ ${BUDGET.p99Ms} ms`,
  errors: '0',
  non2xx: '0',
  ratio: `≥ ${BUDGET.ratio}`,
};

/** Starts the loopback Airtable server on `port` (it asks the OS for port 0; this run keeps to 8200–8299). */
async function onPort<T>(port: number, start: () => Promise<T>): Promise<T> {
  const original = http.Server.prototype.listen;
  http.Server.prototype.listen = function listen(this: http.Server, ...args: unknown[]) {
    if (args[0] === 0) args[0] = port;
    return (original as (...a: unknown[]) => http.Server).apply(this, args);
  } as typeof original;
  try {
    return await start();
  } finally {
    http.Server.prototype.listen = original;
  }
}

/** Upstream requests in [from, to): the count, per second, and the busiest sliding second. */
function upstream(times: number[], from: number, to: number) {
  const inside = times.filter((t) => t >= from && t < to).sort((a, b) => a - b);
  let peak = 0;
  for (let i = 0, j = 0; j < inside.length; j += 1) {
    while (inside[j]! - inside[i]! >= 1000) i += 1;
    peak = Math.max(peak, j - i + 1);
  }
  return { count: inside.length, perSec: inside.length / ((to - from) / 1000), peak };
}

async function main() {
  const env = machine();
  console.log(
    `autocannon 9.0.0, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s each, browser headers (${BROWSER_HEADERS['accept-encoding']}) — ${env.cores} × ${env.cpu}, Node ${env.node}, load ${env.loadAverage.join(' ')}`,
  );

  // Part 1: hello-world vs the content reads on the embedded sample catalogue (local adapters).
  const helloPort = await freePort();
  const hello = startChild(process.execPath, ['scripts/bench/hello-server.mjs', String(helloPort)], { cwd: ROOT });
  await waitForOutput(hello, 'is serving on');
  const local = await startSiteServer(await freePort(), { AIRTABLE_TOKEN: '', RECORDS_BACKEND: 'local' });
  console.log('\nPart 1 — local adapters (embedded sample catalogue)');
  const part1: Measured[] = [];
  const cdn: string[] = [];
  try {
    // What a CDN in front would be told: each read must say a shared cache may keep it.
    for (const path of CONTENT) {
      const res = await fetch(`${local.url}${path}`, { headers: BROWSER_HEADERS });
      const [cc, netlify] = [
        res.headers.get('cache-control') ?? '',
        res.headers.get('netlify-cdn-cache-control') ?? '',
      ];
      const ok =
        /\bpublic\b/.test(cc) &&
        /s-maxage=\d+/.test(cc) &&
        /s-maxage=\d+/.test(netlify) &&
        Boolean(res.headers.get('etag'));
      cdn.push(
        `  ${path}: ${ok ? 'CDN-cacheable' : 'NOT CDN-cacheable ✗'} (Cache-Control: ${cc}; Netlify-CDN-Cache-Control: ${netlify}; ETag ${res.headers.get('etag') ? 'yes' : 'no'})`,
      );
    }
    part1.push(await load('GET /hello (hello-world Hono)', `http://127.0.0.1:${helloPort}/hello`));
    for (const path of CONTENT) part1.push(await load(`GET ${path}`, `${local.url}${path}`));
  } finally {
    await stopChild(hello);
    await local.stop();
  }
  const base = part1[0]!;

  // Part 2: the Airtable adapter (real SDK, rate limiter, cache) against the loopback server.
  const airtable = await onPort(await freePort(), () =>
    startAirtableServer({ token: 'patFAKEbench00000000', baseId: 'appFAKEbench000001', tables: sampleTables }),
  );
  const remote = await startSiteServer(await freePort(), {
    AIRTABLE_TOKEN: airtable.token,
    AIRTABLE_BASE_ID: airtable.baseId,
    AIRTABLE_ENDPOINT_URL: airtable.endpointUrl,
    CONTENT_CACHE_TTL_MS: String(CACHE_TTL_MS),
    RECORDS_BACKEND: 'local', // records are not part of this benchmark: only content reads reach the loopback
  });
  console.log(
    `\nPart 2 — Airtable adapter on the loopback server (${airtable.endpointUrl}), CONTENT_CACHE_TTL_MS=${CACHE_TTL_MS}`,
  );
  const part2: Measured[] = [];
  const started = Date.now();
  try {
    for (const path of CONTENT) part2.push(await load(`GET ${path}`, `${remote.url}${path}`));
  } finally {
    await remote.stop();
  }
  const ended = Date.now();
  const times = airtable.requests.map((r) => r.at);
  const tables = [...new Set(airtable.requests.map((r) => r.table))].join(', ');
  await airtable.close();

  console.log('\nCDN caching of the content reads (issue 13: answers a CDN may keep)\n');
  console.log(cdn.join('\n'));
  console.log('\nPart 1 — throughput and latency (local adapters; ÷ hello = content req/s ÷ hello-world req/s)\n');
  console.log(table(COLUMNS, [BUDGET_ROW, ...part1.map((m, i) => row(m, i === 0 ? undefined : base))]));
  console.log("\nPart 2 — the same load, content from the Airtable adapter (÷ hello against part 1's hello-world)\n");
  const rows2 = part2.map((m) => {
    const up = upstream(times, m.from, m.to);
    return {
      ...row(m, base),
      upCount: up.count,
      upRate: miss(up.perSec > BUDGET.upstreamPerSec, up.perSec.toFixed(2)),
      upPeak: miss(up.peak > BUDGET.upstreamPerSec, String(up.peak)),
    };
  });
  const up2 = [
    ['upstream req', 'upCount'],
    ['upstream/s', 'upRate'],
    ['peak in 1 s', 'upPeak'],
  ] as [string, string][];
  console.log(
    table(
      [...COLUMNS, ...up2],
      [
        { ...BUDGET_ROW, upCount: '-', upRate: `≤ ${BUDGET.upstreamPerSec}`, upPeak: `≤ ${BUDGET.upstreamPerSec}` },
        ...rows2,
      ],
    ),
  );
  const whole = upstream(times, started, ended);
  console.log(
    `\nUpstream over the whole of part 2 (warm-ups included, ${((ended - started) / 1000).toFixed(1)} s): ${whole.count} requests, ${whole.perSec.toFixed(2)}/s, peak ${whole.peak} in any 1 s; tables read: ${tables || 'none'}.`,
  );
  console.log(
    "Requests carry a browser's Accept and Accept-Encoding, so content answers are gzip; they are 200 (no If-None-Match). The server keeps answers a shared cache may keep (middleware/response-cache.ts), as a CDN in front would.",
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
