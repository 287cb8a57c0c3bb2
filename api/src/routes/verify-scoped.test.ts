import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPurchaseResponseSchema } from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { createGumroadClient } from '../adapters/gumroad/gumroad-client';
import { gumroadProductIds } from '../adapters/gumroad/gumroad-products';
import { gumroadVerifier } from '../adapters/gumroad/gumroad-verifier';
import { defaultPrivateDir } from '../adapters/flipbook-library';
import { startGumroadServer, type GumroadServer } from '../testing/gumroad-server';
import { verifyHarness } from '../testing/verify-harness';

/*
 * Issue 24, item 2: on a Gumroad deploy with two Collector's Editions, a sale proves only the book
 * configuration maps its Gumroad product to (GUMROAD_PRODUCT_COLLECTORS=<book>:<product>).
 * Through the real app, the real Gumroad client and the loopback Gumroad.
 */

const PATH = FUNCTION_PATHS.verifyGumroadPurchase;
const buyer = { email: 'buyer@example.com' };

describe("POST verify-gumroad-purchase: a Gumroad sale proves one book's Collector's Edition", () => {
  let gumroad: GumroadServer;
  let h: ReturnType<typeof verifyHarness>;
  let privateDir: string;
  beforeAll(async () => {
    // Two books with a Collector's Edition: the sample one, and a copy of it as "second-book".
    privateDir = mkdtempSync(join(tmpdir(), 'verify-scoped-'));
    const source = defaultPrivateDir();
    cpSync(join(source, 'flipbook-viewer'), join(privateDir, 'flipbook-viewer'), { recursive: true });
    for (const folder of ['crownless-collectors', 'second-book-collectors'])
      cpSync(join(source, 'flipbooks', 'crownless-collectors'), join(privateDir, 'flipbooks', folder), {
        recursive: true,
      });
    gumroad = await startGumroadServer('tok', [
      { id: 'sale-a', email: buyer.email, product_id: 'prod_crownless==', order_id: 7001 },
      { id: 'sale-b', email: buyer.email, product_id: 'prod_second==', order_id: 7002 },
      { id: 'sale-unmapped', email: buyer.email, product_id: 'prod_unknown', order_id: 7003 },
    ]);
    const ids = gumroadProductIds({
      GUMROAD_PRODUCT_COLLECTORS: 'crownless:prod_crownless==,second-book:prod_second==',
    });
    h = verifyHarness({
      verifier: () => gumroadVerifier(createGumroadClient({ accessToken: 'tok', baseUrl: gumroad.url }), ids),
      flipbookDir: privateDir,
    });
  });
  afterAll(async () => {
    h.cleanup();
    await gumroad.close();
    rmSync(privateDir, { recursive: true, force: true });
  });

  const ask = async (orderNumber: string, bookSlug: string) => {
    const res = await h.post(PATH, { ...buyer, orderNumber, bookSlug });
    expect(res.status).toBe(200);
    return verifyPurchaseResponseSchema.parse(await res.json());
  };

  it("refuses a sale for book A as proof for book B's Collector's Edition, and gives no token", async () => {
    expect(await ask('7001', 'second-book')).toEqual({
      success: false,
      error: expect.stringMatching(/not for the Collector's Edition of this book/),
    });
    expect(await ask('7002', 'crownless')).toEqual({
      success: false,
      error: expect.stringMatching(/not for the Collector's Edition of this book/),
    });
    expect(await h.records.findAccessGrants({ email: buyer.email, productId: 'collectors-edition' })).toEqual([]);
  });

  it("accepts a sale for book A as proof for A, with a token for A's edition only", async () => {
    const body = await ask('7001', 'crownless');
    expect(body).toMatchObject({ success: true, access: { verificationMethod: 'gumroad' } });
    expect(body.access!.flipbookUrl).toMatch(/^\/flipbooks\/crownless-collectors\//);
    const token = body.access!.accessToken;
    expect(h.deps.tokens.verify(token, { kind: 'collectors', subject: 'crownless' }).ok).toBe(true);
    expect(h.deps.tokens.verify(token, { kind: 'collectors', subject: 'second-book' }).ok).toBe(false);
    expect((await ask('7002', 'second-book')).success).toBe(true);
  });

  it('refuses a sale of a Gumroad product configuration does not map to any book', async () => {
    expect((await ask('7003', 'crownless')).success).toBe(false);
  });
});
