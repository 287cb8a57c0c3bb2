// The bodies bench:fuzz sends (fuzz.ts): one valid body per POST endpoint of the API, and fast-check
// arbitraries that mutate it (wrong values, missing or extra fields, huge or non-JSON bodies, foreign origins).
import fc from 'fast-check';
import { FUNCTION_PATHS, PAYMENT_PATHS } from '../../shared/src/contracts/paths.ts';
import { validQuoteRequest } from '../../shared/src/testing/quote-request.ts';

/** The origin every request claims (the app's trusted one); cases may send another. */
export const ORIGIN = 'http://127.0.0.1:8200';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const email = 'reader@example.com';
const QUOTE = validQuoteRequest() as unknown as Json;
const EVENT = { id: 'evt_fuzz', type: 'checkout.session.completed', data: { object: { id: 'cs_fuzz', metadata: {} } } };
/** A valid body per JSON endpoint: the generator mutates it so most requests reach validation and beyond. */
export const JSON_ROUTES: Record<string, Json> = {
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
export const ENDPOINTS = [...Object.keys(JSON_ROUTES), ...Object.keys(FORM_ROUTES)];

/** Every path into the valid body (a.b.c), so a mutation can hit nested fields too. */
const pathsOf = (value: Json, prefix: string[] = []): string[][] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v as Json, [...prefix, k])])
    : [];
function mutate(base: Json, edits: [readonly string[], Json | undefined][]): Json {
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

export interface Case {
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
export const caseArb = fc.constantFrom(...ENDPOINTS).chain((e) => (e in FORM_ROUTES ? formCase(e) : jsonCase(e)));
