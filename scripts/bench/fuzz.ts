// pnpm bench:fuzz — 10,000 generated bodies (fast-check, fixed seed) across every POST route of the
// API, sent in process to the real composition (composeApp) with local adapters and a temp DATA_DIR.
// Prints each endpoint's status counts; exits 1 on any 5xx, printing the offending request.
// Flags: --seed=N --runs=N
import { rmSync } from 'node:fs';
import fc from 'fast-check';
import { composeApp } from '../../api/src/compose.ts';
import { parseEnv } from '../../api/src/env.ts';
import { FUNCTION_PATHS } from '../../shared/src/contracts/paths.ts';
import { machine, table, tempDir } from './lib.mjs';
import { ENDPOINTS, JSON_ROUTES, ORIGIN, caseArb, type Case } from './fuzz-cases.ts';

const flag = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SEED = flag('seed', 20261121);
const RUNS = flag('runs', 10_000);

async function main() {
  const dataDir = tempDir('bench-fuzz-');
  // TRUST_PROXY + one X-Forwarded-For per request: the failed-attempt limiter stays on, but each
  // generated body comes from its own client so it reaches validation (429s are still counted).
  const { app } = composeApp(parseEnv({ DATA_DIR: dataDir, TRUST_PROXY: 'true', RECORDS_BACKEND: 'local' }));
  const send = (path: string, init: RequestInit, i: number) =>
    app.request(`${ORIGIN}${path}`, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
    });
  // A real sandbox checkout, so some form posts hit an open session.
  const opened = await send(
    FUNCTION_PATHS.createCheckout,
    {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(JSON_ROUTES[FUNCTION_PATHS.createCheckout]),
    },
    0,
  );
  const sessionId =
    /\/sandbox\/checkout\/([^/?]+)/.exec(((await opened.json()) as { url?: string }).url ?? '')?.[1] ??
    'cs_sandbox_none';
  const ids = fc.sample(fc.oneof(fc.constant(sessionId), fc.string({ maxLength: 30 }).map(encodeURIComponent)), {
    seed: SEED,
    numRuns: RUNS,
  });

  const env = machine();
  console.log(
    `fast-check seed ${SEED}, ${RUNS} bodies, ${ENDPOINTS.length} endpoints — ${env.cores} × ${env.cpu}, Node ${env.node}`,
  );
  const cases = fc.sample(caseArb, { seed: SEED, numRuns: RUNS });
  const counts = new Map<string, Map<number, number>>(ENDPOINTS.map((e) => [e, new Map()]));
  const failures: { c: Case; status: number; answer: string }[] = [];
  const started = Date.now();
  for (const [i, c] of cases.entries()) {
    const path = c.endpoint.replace(' (basket)', '').replace(':id', ids[i] || 'x');
    const headers: Record<string, string> = {
      origin: c.origin,
      ...(c.contentType ? { 'content-type': c.contentType } : {}),
    };
    let status: number;
    let answer = '';
    try {
      const res = await send(path, { method: 'POST', headers, body: c.body }, i + 1);
      status = res.status;
      answer = await res.text();
    } catch (error) {
      status = 599; // thrown out of the app: as bad as a 5xx
      answer = String(error);
    }
    const byStatus = counts.get(c.endpoint)!;
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    if (status >= 500) failures.push({ c, status, answer });
  }
  rmSync(dataDir, { recursive: true, force: true });

  const statuses = [...new Set([...counts.values()].flatMap((m) => [...m.keys()]))].sort((a, b) => a - b);
  const rows = ENDPOINTS.map((e) => ({
    endpoint: `POST ${e}`,
    total: [...counts.get(e)!.values()].reduce((a, b) => a + b, 0),
    ...Object.fromEntries(statuses.map((s) => [s, counts.get(e)!.get(s) ?? ''])),
  }));
  console.log(
    `\n${table([['Endpoint', 'endpoint'], ['total', 'total'], ...statuses.map((s): [string, string] => [String(s), String(s)])], rows)}`,
  );
  console.log(
    `\n${cases.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; 5xx: ${failures.length}.`,
  );
  for (const { c, status, answer } of failures.slice(0, 20)) {
    console.log(
      `\n${status} on POST ${c.endpoint} (${c.kind}, content-type ${c.contentType ?? 'none'}, ${c.body.length} chars): ${c.body.slice(0, 500)}\n  answer: ${answer.slice(0, 300)}`,
    );
  }
  process.exit(failures.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
