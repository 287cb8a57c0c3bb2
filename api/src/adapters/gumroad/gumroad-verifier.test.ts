import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VerifierUnavailableError } from '@publisher/shared/server/ports/purchase-verifier';
import { startGumroadServer, type GumroadServer } from '../../testing/gumroad-server';
import { createGumroadClient } from './gumroad-client';
import { gumroadProductIds } from './gumroad-products';
import { gumroadVerifier } from './gumroad-verifier';
import { findSale, verifyLicense } from '../../../../mfe-commerce/src/server/verify/outcome';

const TOKEN = 'test-gumroad-token';
const ids = gumroadProductIds({
  GUMROAD_PRODUCT_COLLECTORS: 'crownless:prod_collectors, second-book:prod_second==',
  GUMROAD_PRODUCT_COVER_CREATOR: 'prod_cover, prod_cover_old',
  GUMROAD_PRODUCT_ARCHITECT_METHOD: 'prod_architect',
});
const sale = (over: Partial<GumroadServer['sales'][number]>) => ({
  id: 'sale_ok==',
  email: 'reader@example.com',
  product_id: 'prod_collectors',
  order_id: 111111,
  ...over,
});

let server: GumroadServer;
let verifier: ReturnType<typeof gumroadVerifier>;
beforeAll(async () => {
  server = await startGumroadServer(TOKEN);
  verifier = gumroadVerifier(createGumroadClient({ accessToken: TOKEN, baseUrl: server.url, timeoutMs: 2000 }), ids);
});
afterAll(() => server.close());
beforeEach(() => {
  server.failWith = null;
  server.requests.length = 0;
  server.sales.splice(
    0,
    server.sales.length,
    sale({}),
    sale({ id: 'sale_refunded', order_id: 222222, refunded: true }),
    sale({ id: 'sale_cover', order_id: 333333, product_id: 'prod_cover' }),
    sale({ id: 'sale_disputed', order_id: 444444, disputed: true }),
    sale({ id: 'sale_won', order_id: 555555, disputed: true, dispute_won: true }),
    sale({ id: 'sale_chargeback', order_id: 666666, chargedback: true }),
    sale({ id: 'sale_key', order_id: 777777, product_id: 'prod_cover_old', license_key: 'AAAA-BBBB-CCCC-DDDD' }),
  );
});

const collectors = ['collectors-edition'] as const;
/** The Collector's Edition of the book prod_collectors is mapped to. */
const crownless = { products: collectors, bookSlug: 'crownless' };

describe('gumroad verifier', () => {
  it('finds a valid sale by e-mail and order number, case-insensitively', async () => {
    const result = await findSale(verifier, {
      email: ' Reader@Example.com ',
      orderNumber: '111111',
      ...crownless,
    });
    expect(result).toEqual({
      ok: true,
      purchase: expect.objectContaining({ product: 'collectors-edition', saleId: 'sale_ok==', orderNumber: '111111' }),
    });
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/v2/sales' });
    expect(server.requests[0]!.params.get('order_id')).toBe('111111');
  });

  it('finds a sale by sale id and still checks the e-mail', async () => {
    expect((await findSale(verifier, { email: 'reader@example.com', orderNumber: 'sale_ok==', ...crownless })).ok).toBe(
      true,
    );
    expect(await findSale(verifier, { email: 'someone@else.com', orderNumber: 'sale_ok==', ...crownless })).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });

  it('answers not found for an unknown order, sale id or e-mail', async () => {
    expect(await findSale(verifier, { email: 'reader@example.com', orderNumber: '999', ...crownless })).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await findSale(verifier, { email: 'reader@example.com', orderNumber: 'nope', ...crownless })).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await findSale(verifier, { email: 'x@example.com', orderNumber: '111111', ...crownless })).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });

  it('rejects refunded, disputed and charged-back sales, but not a dispute the seller won', async () => {
    const ask = (orderNumber: string) => findSale(verifier, { email: 'reader@example.com', orderNumber, ...crownless });
    expect(await ask('222222')).toEqual({ ok: false, reason: 'refunded' });
    expect(await ask('444444')).toEqual({ ok: false, reason: 'disputed' });
    expect(await ask('666666')).toEqual({ ok: false, reason: 'disputed' });
    expect((await ask('555555')).ok).toBe(true);
  });

  it('rejects a sale of another product', async () => {
    expect(await findSale(verifier, { email: 'reader@example.com', orderNumber: '333333', ...crownless })).toEqual({
      ok: false,
      reason: 'wrong_product',
    });
  });

  it("proves only the book configuration maps the sale's product to", async () => {
    server.sales.push(sale({ id: 'sale_second', order_id: 888888, product_id: 'prod_second==' }));
    const ask = (orderNumber: string, bookSlug: string) =>
      findSale(verifier, { email: 'reader@example.com', orderNumber, products: collectors, bookSlug });
    expect(await ask('111111', 'second-book')).toEqual({ ok: false, reason: 'wrong_product' });
    expect(await ask('888888', 'crownless')).toEqual({ ok: false, reason: 'wrong_product' });
    expect(await ask('888888', 'second-book')).toMatchObject({ ok: true, purchase: { saleId: 'sale_second' } });
    expect(await ask('111111', 'crownless')).toMatchObject({ ok: true, purchase: { saleId: 'sale_ok==' } });
    // A Collector's query that names no book matches nothing, rather than every book.
    expect(
      await findSale(verifier, { email: 'reader@example.com', orderNumber: '111111', products: collectors }),
    ).toEqual({ ok: false, reason: 'wrong_product' });
  });

  it('verifies licence keys without counting a use, trying each configured product id', async () => {
    const result = await verifyLicense(verifier, { key: 'AAAA-BBBB-CCCC-DDDD', products: ['cover-creator'] });
    expect(result).toMatchObject({ ok: true, purchase: { product: 'cover-creator', saleId: 'sale_key' } });
    const calls = server.requests.filter((r) => r.path === '/v2/licenses/verify');
    expect(calls.map((c) => c.params.get('product_id'))).toEqual(['prod_cover', 'prod_cover_old']);
    expect(calls.every((c) => c.params.get('increment_uses_count') === 'false')).toBe(true);
    expect(await verifyLicense(verifier, { key: 'WRONG', products: ['cover-creator'] })).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await verifyLicense(verifier, { key: 'AAAA-BBBB-CCCC-DDDD', products: ['architect-method'] })).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });

  it('reports a 5xx or a bad token as unavailable, never as "not found"', async () => {
    server.failWith = 503;
    await expect(
      findSale(verifier, { email: 'reader@example.com', orderNumber: '111111', ...crownless }),
    ).rejects.toBeInstanceOf(VerifierUnavailableError);
    await expect(
      verifyLicense(verifier, { key: 'AAAA-BBBB-CCCC-DDDD', products: ['cover-creator'] }),
    ).rejects.toBeInstanceOf(VerifierUnavailableError);
    server.failWith = null;
    const badToken = gumroadVerifier(createGumroadClient({ accessToken: 'wrong', baseUrl: server.url }), ids);
    await expect(
      findSale(badToken, { email: 'reader@example.com', orderNumber: '111111', ...crownless }),
    ).rejects.toBeInstanceOf(VerifierUnavailableError);
  });

  it("refuses at start a Collector's product that names no book, or one product listed twice", () => {
    expect(() => gumroadProductIds({ GUMROAD_PRODUCT_COLLECTORS: 'prod_collectors' })).toThrow(
      /GUMROAD_PRODUCT_COLLECTORS: "prod_collectors" names no book/,
    );
    expect(() => gumroadProductIds({ GUMROAD_PRODUCT_COLLECTORS: 'a:prod_x, b:prod_x' })).toThrow(/listed for/);
    expect(() => gumroadProductIds({ GUMROAD_PRODUCT_COVER_CREATOR: 'a:prod_x' })).toThrow(/not sold per book/);
    expect(gumroadProductIds({ GUMROAD_PRODUCT_COLLECTORS: 'a:x==, a:y' })['collectors-edition']).toEqual([
      { ref: 'x==', bookSlug: 'a' },
      { ref: 'y', bookSlug: 'a' },
    ]);
  });

  it('reports an unreachable Gumroad as unavailable', async () => {
    const down = gumroadVerifier(
      createGumroadClient({ accessToken: TOKEN, baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 }),
      ids,
    );
    await expect(
      findSale(down, { email: 'reader@example.com', orderNumber: '111111', ...crownless }),
    ).rejects.toBeInstanceOf(VerifierUnavailableError);
  });
});
