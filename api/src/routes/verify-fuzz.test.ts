import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { verifyHarness } from '../testing/verify-harness';

/*
 * Property: whatever arrives on a POST endpoint (any JSON value, JSON-ish objects with the
 * contract's keys but any values, bytes that are not JSON, any content type), the answer is
 * never a 5xx and always JSON with an `error` sentence when it is an error.
 */
const SEED = 20261120;
const ENDPOINTS = [
  FUNCTION_PATHS.submitQuote,
  FUNCTION_PATHS.verifyGumroadPurchase,
  FUNCTION_PATHS.generateFlipbookAccess,
  FUNCTION_PATHS.validateCoverCreator,
  FUNCTION_PATHS.validateArchitectMethod,
];
const KEYS = [
  'name',
  'email',
  'message',
  'services',
  'coverDetails',
  'typesettingDetails',
  'pricing',
  'submittedAt',
  'orderNumber',
  'bookSlug',
  'accessToken',
  'contentType',
  'key',
  'saleId',
  'product',
];

const contractish = fc
  .dictionary(fc.constantFrom(...KEYS), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 8 })
  .map((o) => JSON.stringify(o));
const anyJson = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null');
const notJson = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b).toString('latin1')),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  undefined,
);

const h = verifyHarness();
afterAll(() => h.cleanup());

describe('fuzzing every POST endpoint', () => {
  it(`never answers 5xx (fast-check seed ${SEED})`, async () => {
    console.log(`[fuzz] fast-check seed ${SEED}`);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        fc.oneof(contractish, anyJson, notJson),
        contentType,
        async (path, body, type) => {
          run += 1;
          const res = await h.app.request(
            path,
            { method: 'POST', headers: type ? { 'content-type': type } : {}, body },
            { context: { ip: `10.${run % 250}.${Math.floor(run / 250) % 250}.1` } },
          );
          expect(res.status).toBeLessThan(500);
          const json = (await res.json()) as { error?: unknown };
          if (res.status >= 400) expect(typeof json.error).toBe('string');
        },
      ),
      { seed: SEED, numRuns: 600 },
    );
  });
});
