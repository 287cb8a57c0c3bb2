// pnpm bench:fuzz — 10,000 generated bodies (fast-check, fixed seed) across every POST route of the
// API, sent in process to the real composition (composeApp) with local adapters and a temp DATA_DIR.
// Prints each endpoint's status counts; exits 1 on any 5xx, printing the offending request.
// Flags: --seed=N --runs=N
import { rmSync } from 'node:fs';
import fc from 'fast-check';
import { composeApp } from '../../api/src/compose.ts';
import { parseEnv } from '../../api/src/env.ts';
import { FUNCTION_PATHS, PAYMENT_PATHS } from '../../shared/src/contracts/paths.ts';
import { machine, table, tempDir } from './lib.mjs';
import { validQuoteRequest } from '../../shared/src/testing/quote-request.ts';

const flag = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SEED = flag('seed', 20261121);
const RUNS = flag('runs', 10_000);
const ORIGIN = 'http://127.0.0.1:8200';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const email = 'reader@example.com';
const QUOTE = validQuoteRequest() as unknown as Json;
const EVENT = { id: 'evt_fuzz', type: 'checkout.session.completed', data: { object: { id: 'cs_fuzz', metadata: {} } } };
/** A valid body per JSON endpoint: the generator mutates it so most requests reach validation and beyond. */
const JSON_ROUTES: Record<string, Json> = {
  [FUNCTION_PATHS.submitQuote]: QUOTE,
  [FUNCTION_PATHS.verifyGumroadPurchase]: { email, orderNumber: 'SAMPLE-CROWNLESS-1001', bookSlug: 'crownless' },
  [FUNCTION_PATHS.createPhysicalCheckout]: {
    priceId: 'price_sample_crownless_physical',
    bookSlug: 'crownless',
    quantity: 1,
  },
  [FUNCTION_PATHS.createCheckout]: { priceId: 'price_sample_crownless_flipbook', slug: 'crownless' },
  [`${FUNCTION_PATHS.createCheckout} (basket)`]: {
    items: [{ price: 'price_sample_crownless_physical', quantity: 1, title: 'Crownless' }],
    success_url: `${ORIGIN}/success`,
    cancel_url: `${ORIGIN}/basket`,
  },
  [FUNCTION_PATHS.generateFlipbookAccess]: { bookSlug: 'crownless', accessToken: 'v1.e30.AAAA', contentType: 'full' },
  [FUNCTION_PATHS.validateCoverCreator]: {
    key: 'COVER-SAMPLE-2001-KEY',
    email: 'designer@example.com',
    product: 'cover-creator',
  },
  [FUNCTION_PATHS.validateArchitectMethod]: {
    email: 'writer@example.com',
    orderNumber: 'SAMPLE-ARCHITECT-3001',
    key: 'ARCHITECT-SAMPLE-3001-KEY',
  },
  [FUNCTION_PATHS.createSubscriptionCheckout]: { priceId: 'price_single_book', email, userId: 'user-1' },
  [PAYMENT_PATHS.billingPortal]: { email, userId: 'user-1' },
  '/api/projects': { email, userId: 'user-1', title: 'My novel' },
  [PAYMENT_PATHS.stripeWebhook]: EVENT,
  [PAYMENT_PATHS.netlifyStripeWebhook]: EVENT,
};
/** The sandbox's HTML form posts (the edge lets form types through there); ids come from a real checkout or anywhere. */
const FORM_ROUTES: Record<string, Record<string, Json>> = {
  '/sandbox/checkout/:id/pay': { email, mode: 'trial' },
  '/sandbox/checkout/:id/cancel': {},
  '/sandbox/portal/:id': { action: 'cancel' },
};
const ENDPOINTS = [...Object.keys(JSON_ROUTES), ...Object.keys(FORM_ROUTES)];

/** Every path into the valid body (a.b.c), so a mutation can hit nested fields too. */
const pathsOf = (value: Json, prefix: string[] = []): string[][] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v as Json, [...prefix, k])])
    : [];
function mutate(base: Json, edits: [string[], Json | undefined][]): Json {
  const copy = structuredClone(base) as Record<string, Json>;
  for (const [path, value] of edits) {
    let at: Record<string, Json> = copy;
    for (const key of path.slice(0, -1)) {
      if (!at || typeof at[key] !== 'object' || at[key] === null) break;
      at = at[key] as Record<string, Json>;
    }
    if (!at || typeof at !== 'object') continue;
    if (value === undefined) delete at[path.at(-1)!];
    else at[path.at(-1)!] = value;
  }
  return copy;
}

const huge = fc
  .tuple(fc.integer({ min: 5_000, max: 120_000 }), fc.constantFrom('a', 'é', '🙂', '\u0000', '"', '\\'))
  .map(([n, ch]) => ch.repeat(n));
const wrongValue: fc.Arbitrary<Json | undefined> = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 2 }, // delete the field
  { arbitrary: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>, weight: 3 },
  {
    arbitrary: fc.constantFrom<Json>(
      null,
      true,
      0,
      -1,
      1.5,
      1e308,
      '',
      [],
      {},
      'crownless',
      '../../etc/passwd',
      "a' OR 1=1",
    ),
    weight: 3,
  },
  { arbitrary: fc.string({ maxLength: 300 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 100 }), weight: 1 },
  { arbitrary: huge, weight: 1 },
);
const notJson = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b).toString('latin1')),
  fc.constantFrom('{', '{"email":', '[1,2', 'undefined', "{'a':1}", 'NaN', ''),
);

interface Case {
  endpoint: string;
  kind: string;
  contentType?: string;
  origin: string;
  body: string;
}
const jsonCase = (endpoint: string): fc.Arbitrary<Case> => {
  const base = JSON_ROUTES[endpoint]!;
  const paths = pathsOf(base);
  const edits = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...paths), fc.constant(['extra'])), wrongValue), {
    minLength: 1,
    maxLength: 3,
  });
  const make = (
    kind: string,
    body: fc.Arbitrary<string>,
    contentType: string | undefined = 'application/json',
    origin = ORIGIN,
  ) => body.map((b) => ({ endpoint, kind, body: b, origin, ...(contentType ? { contentType } : {}) }));
  return fc.oneof(
    { arbitrary: make('valid', fc.constant(JSON.stringify(base))), weight: 1 },
    {
      arbitrary: make(
        'mutated',
        edits.map((e) => JSON.stringify(mutate(base, e))),
      ),
      weight: 8,
    },
    {
      arbitrary: make(
        'any JSON',
        fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null'),
      ),
      weight: 3,
    },
    {
      arbitrary: make('wrong top type', fc.constantFrom('null', '[]', '"text"', '42', 'true', '[{}]', '{}')),
      weight: 1,
    },
    {
      arbitrary: make(
        'oversized',
        huge.map((s) => JSON.stringify({ ...(base as object), padding: s })),
      ),
      weight: 1,
    },
    { arbitrary: make('not JSON, JSON type', notJson), weight: 3 },
    {
      arbitrary: notJson.chain((b) =>
        fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', '').map((t) => ({
          endpoint,
          kind: 'not JSON, other type',
          body: b,
          origin: ORIGIN,
          ...(t ? { contentType: t } : {}),
        })),
      ),
      weight: 2,
    },
    {
      arbitrary: make('cross-site', fc.constant(JSON.stringify(base)), 'application/json', 'https://evil.example'),
      weight: 1,
    },
  );
};
const formCase = (endpoint: string): fc.Arbitrary<Case> => {
  const base = FORM_ROUTES[endpoint]!;
  const fields = fc.dictionary(
    fc.constantFrom(...Object.keys(base), 'email', 'action', 'mode', 'x'),
    fc.oneof(fc.string({ maxLength: 80 }), huge),
    { maxKeys: 4 },
  );
  return fc.oneof(
    fields.map((f) => ({
      endpoint,
      kind: 'form',
      body: new URLSearchParams({ ...(base as Record<string, string>), ...f }).toString(),
      origin: ORIGIN,
      contentType: 'application/x-www-form-urlencoded',
    })),
    fc
      .oneof(
        fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null'),
        notJson,
      )
      .map((b) => ({ endpoint, kind: 'JSON / not a form', body: b, origin: ORIGIN, contentType: 'application/json' })),
  );
};
const caseArb = fc.constantFrom(...ENDPOINTS).chain((e) => (e in FORM_ROUTES ? formCase(e) : jsonCase(e)));

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
