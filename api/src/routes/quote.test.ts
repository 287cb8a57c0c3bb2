import Database from 'better-sqlite3';
import { recordsFile } from '../adapters/sqlite/record-store';
import { afterAll, describe, expect, it } from 'vitest';
import { quoteResponseSchema } from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { verifyHarness } from '../testing/verify-harness';
import { validQuoteRequest } from '@publisher/shared/testing/quote-request';

const PATH = FUNCTION_PATHS.submitQuote;
const h = verifyHarness();
afterAll(() => h.cleanup());

const valid = validQuoteRequest();
/** The quote rows as stored, read straight from the database file (the port has no quote read). */
const storedQuotes = () => {
  const db = new Database(recordsFile(h.dataDir), { readonly: true });
  try {
    const rows = db.prepare('SELECT id, request, server_pricing FROM quote_requests').all() as {
      id: string;
      request: string;
      server_pricing: string;
    }[];
    return rows.map((r) => ({
      id: r.id,
      request: JSON.parse(r.request) as typeof valid,
      serverPricing: JSON.parse(r.server_pricing) as typeof valid.pricing,
    }));
  } finally {
    db.close();
  }
};

describe('POST submit-quote-request', () => {
  it("stores the request with the server's own figures beside the browser's, then answers its id", async () => {
    const res = await h.post(PATH, valid);
    expect(res.status).toBe(200);
    const body = quoteResponseSchema.parse(await res.json());
    const saved = storedQuotes().find((q) => q.id === body.id)!;
    expect(saved.request.pricing.grandTotal).toBe(2);
    // premium both = 750, rush × 1.5 = 1125; 300 pages × £8 = 2400.
    expect(saved.serverPricing).toEqual({
      coverTotal: 1125,
      typesettingTotal: 2400,
      creatorEarnings: 3525,
      yourFee: 0,
      grandTotal: 3525,
    });
  });

  it('accepts a request without a message, and prices an unselected service at 0', async () => {
    const { message: _m, ...rest } = valid;
    const res = await h.post(PATH, {
      ...rest,
      services: { coverDesign: true, typesetting: false },
      typesettingDetails: null,
    });
    expect(res.status).toBe(200);
    const { id } = quoteResponseSchema.parse(await res.json());
    expect(storedQuotes().find((q) => q.id === id)!.serverPricing).toMatchObject({
      typesettingTotal: 0,
      grandTotal: 1125,
    });
  });

  it.each([
    ['name missing', { name: undefined }, /"name" is required/],
    ['name blank', { name: '  ' }, /"name" is not valid/],
    ['email missing', { email: undefined }, /"email" is required/],
    ['email not an address', { email: 'ada@' }, /"email" is not valid/],
    ['services missing', { services: undefined }, /"services" is required/],
    [
      'an unknown cover complexity',
      { coverDetails: { ...valid.coverDetails, complexity: 'gold' } },
      /"coverDetails.complexity" is not valid/,
    ],
    [
      'a page count that is not a number',
      { typesettingDetails: { ...valid.typesettingDetails, pageCount: '300' } },
      /"typesettingDetails.pageCount" is not valid/,
    ],
    ['submittedAt not a timestamp', { submittedAt: 'yesterday' }, /"submittedAt" is not valid/],
    ['cover selected without its details', { coverDetails: null }, /cover details/],
    ['typesetting selected without its details', { typesettingDetails: null }, /typesetting details/],
  ])('answers 400 when %s', async (_n, change, message) => {
    const res = await h.post(PATH, { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.stringMatching(message) });
  });
});
