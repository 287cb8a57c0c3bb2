import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_PATHS, PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import { paymentsHarness, type PaymentsHarness } from '../testing/stripe-app-harness';

/*
 * Property: whatever arrives on a payment or project endpoint (any JSON, contract-ish objects with any
 * values, non-JSON bytes, any content type, any cookie), the answer is never a 5xx, and an error is
 * JSON with an `error` sentence (the sandbox's HTML pages aside).
 */
const SEED = 20261121;
const JSON_POSTS = [
  FUNCTION_PATHS.createCheckout,
  FUNCTION_PATHS.createPhysicalCheckout,
  FUNCTION_PATHS.createSubscriptionCheckout,
  PAYMENT_PATHS.billingPortal,
  PAYMENT_PATHS.stripeWebhook,
  '/api/projects',
];
const KEYS = [
  'priceId',
  'slug',
  'bookSlug',
  'quantity',
  'items',
  'success_url',
  'cancel_url',
  'email',
  'userId',
  'title',
  'completeStage',
  'price',
];
const contractish = fc
  .dictionary(fc.constantFrom(...KEYS), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 8 })
  .map((o) => JSON.stringify(o));
const anyJson = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null');
const notJson = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b).toString('latin1')),
);
const contentType = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', undefined);
const cookie = fc.option(
  fc.oneof(fc.string({ maxLength: 80 }), fc.constant('ap_subscriber=v1.e30.AAAA')).map((v) => `ap_subscriber=${v}`),
  { nil: undefined },
);

let h: PaymentsHarness;
beforeAll(async () => {
  h = await paymentsHarness();
});
afterAll(() => h.close());

describe('fuzzing the payment and project endpoints', () => {
  it(`never answers 5xx (fast-check seed ${SEED})`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ method: fc.constant('POST'), path: fc.constantFrom(...JSON_POSTS) }),
          fc.record({
            method: fc.constant('PATCH'),
            path: fc.string({ maxLength: 40 }).map((id) => `/api/projects/${encodeURIComponent(id)}`),
          }),
        ),
        fc.oneof(contractish, anyJson, notJson),
        contentType,
        cookie,
        async ({ method, path }, body, type, jar) => {
          const headers: Record<string, string> = type ? { 'content-type': type } : {};
          const res = await h.request(path, { method, headers, body, ...(jar ? { cookie: jar } : {}) });
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) expect(typeof ((await res.json()) as { error?: unknown }).error).toBe('string');
        },
      ),
      { seed: SEED, numRuns: 400 },
    );
  });

  it('never answers 5xx to odd queries and form posts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 60 }),
        fc.string({ maxLength: 60 }),
        fc.string({ maxLength: 200 }),
        async (a, b, form) => {
          const q = `email=${encodeURIComponent(a)}&userId=${encodeURIComponent(b)}`;
          for (const path of [
            `${FUNCTION_PATHS.checkSubscriptionStatus}?${q}`,
            `/api/projects?${q}`,
            `/api/projects/${encodeURIComponent(a)}?${q}`,
            `${PAYMENT_PATHS.checkoutComplete}?session_id=${encodeURIComponent(a)}`,
          ]) {
            expect((await h.request(path)).status).toBeLessThan(500);
          }
          const pay = await h.request(`/sandbox/checkout/${encodeURIComponent(a)}/pay`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: form,
          });
          expect(pay.status).toBeLessThan(500);
        },
      ),
      { seed: SEED, numRuns: 150 },
    );
  });
});
