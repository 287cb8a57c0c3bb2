// Helpers of bench:records (records.ts): a real API server over a DATA_DIR, timed posts, percentiles.
import { performance } from 'node:perf_hooks';
import type { ChildProcess } from 'node:child_process';
import { API_DIR, startChild, stopChild, waitForOutput } from './lib.mjs';
import { validQuoteRequest } from '../../shared/src/testing/quote-request.ts';

export const SESSION_SECRET = 'bench-records-session-secret-0123456789';
/**
 * WRITES_PER_MINUTE for every app and server this bench starts, as the e2e server sets 1000
 * (e2e/playwright.config.ts). Each run posts one quote (one e-mail) from 4 writers without pause
 * (1,100 and more a run, up to a few thousand a second in process) and 50 project creations at
 * once per e-mail, so the production figures (decision 115: 10 per e-mail, 60 per address a
 * minute) would answer 429 from the eleventh write. The limit stays on: every write is still
 * counted and checked in the shared state, so its cost is in the latencies; only the figure is
 * above anything the bench reaches. Never a production setting.
 */
export const BENCH_WRITES_PER_MINUTE = '10000000';
export const QUOTE = validQuoteRequest({ message: 'A literary novel, 90k words, set in a salt-marsh village.' });
/** The sample Collector's Edition purchase of api/SAMPLE-DATA.md. */
export const PROOF = { email: 'reader@example.com', orderNumber: 'SAMPLE-CROWNLESS-1001', bookSlug: 'crownless' };

export interface Server {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** api/src/server.ts (as `pnpm serve` runs it) on 127.0.0.1:port with the embedded SQLite records in dataDir. */
export async function startServer(port: number, dataDir: string): Promise<Server> {
  const child = startChild(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    // TRUST_PROXY: each request names its own client (X-Forwarded-For); WRITES_PER_MINUTE: the
    // per-e-mail write limit counts but never refuses (BENCH_WRITES_PER_MINUTE). Neither turns the
    // benchmark into a rate-limit test.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RECORDS_BACKEND: 'local',
      AIRTABLE_TOKEN: '',
      TRUST_PROXY: 'true',
      WRITES_PER_MINUTE: BENCH_WRITES_PER_MINUTE,
      SESSION_SECRET,
    },
  });
  await waitForOutput(child, 'is serving on');
  return { url: `http://127.0.0.1:${port}`, child, stop: () => stopChild(child) };
}

/** Sends one POST to the API; resolves with the status, body and milliseconds taken. */
export type Send = (
  path: string,
  body: unknown,
  cookie?: string,
) => Promise<{ status: number; text: string; ms: number }>;

let client = 0;
/** Headers as the site's own page sends them, each request from its own client address. */
function headersFor(origin: string, cookie?: string): Record<string, string> {
  client += 1;
  return {
    'content-type': 'application/json',
    origin,
    'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    ...(cookie ? { cookie } : {}),
  };
}

/** Over HTTP to a server. */
export const httpSend =
  (base: string): Send =>
  async (path, body, cookie) => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: headersFor(base, cookie),
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, text, ms: performance.now() - started };
  };

/** In process, to the composed app (app.request): the API and the store without TCP or a client. */
/** What appSend needs of a Hono app: its in-process `request`. */
interface InProcessApp {
  request(input: string, init: RequestInit): Response | Promise<Response>;
}

export const appSend =
  (app: InProcessApp, origin = 'http://127.0.0.1:8700'): Send =>
  async (path, body, cookie) => {
    const started = performance.now();
    const res = await app.request(`${origin}${path}`, {
      method: 'POST',
      headers: headersFor(origin, cookie),
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, text, ms: performance.now() - started };
  };

/** `count` loops posting `body` (a quote) until `until()` says stop; every latency and acknowledged id. */
export async function writers(
  send: Send,
  count: number,
  until: (acked: number) => boolean,
  path: string,
  body: unknown = QUOTE,
  expect = 200,
) {
  const latencies: number[] = [];
  const ids: string[] = [];
  let failures = 0;
  const loop = async () => {
    while (!until(ids.length)) {
      // Let timers and I/O run between requests, as they do between a real server's requests:
      // in process, app.request can settle in microtasks alone and would starve everything else.
      await new Promise((resolve) => setImmediate(resolve));
      // A request cut off because `until` ended the server (kill -9) is not a failure.
      const r = await send(path, body).catch((error: unknown) => {
        if (until(ids.length)) return null;
        throw error;
      });
      if (!r) return;
      if (r.status !== expect) {
        failures += 1;
        if (failures > 20) throw new Error(`quote writes failing: ${r.status} ${r.text}`);
        continue;
      }
      latencies.push(r.ms);
      ids.push(expect === 200 ? (JSON.parse(r.text) as { id: string }).id : '');
    }
  };
  await Promise.all(Array.from({ length: count }, loop));
  return { latencies, ids, failures };
}

/** The p-th percentile (nearest rank) of a list of milliseconds. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
export const ms = (n: number) => `${n.toFixed(1)} ms`;
