import { describe, expect, it } from 'vitest';
import { decide } from './outcome';
import { saleCandidate } from './sale-candidate.fixture';

const sale = (s: Parameters<typeof saleCandidate>[0]) => saleCandidate({ email: 'Ada@Example.com', ...s });

const collectors = { products: ['collectors-edition' as const], email: ' ada@example.com ', bookSlug: 'crownless' };

describe('decide: the one rule both verifiers apply', () => {
  it("proves a Collector's Edition sale of the book asked about, by its buyer's e-mail (compared trimmed, lower case)", () => {
    expect(decide([sale({})], collectors)).toEqual({
      ok: true,
      purchase: {
        product: 'collectors-edition',
        email: 'ada@example.com',
        saleId: 'sale-1',
        orderNumber: '1001',
        variant: null,
      },
    });
  });

  it('a per-book sale proves only the book it names; another e-mail finds nothing; another product is the wrong one', () => {
    expect(decide([sale({ bookSlug: 'salt' })], collectors)).toEqual({ ok: false, reason: 'wrong_product' });
    expect(decide([sale({ bookSlug: null })], collectors)).toEqual({ ok: false, reason: 'wrong_product' });
    expect(decide([sale({ email: 'bob@example.com' })], collectors)).toEqual({ ok: false, reason: 'not_found' });
    expect(decide([sale({ product: 'cover-creator' })], collectors)).toEqual({ ok: false, reason: 'wrong_product' });
  });

  it('a disputed or charged-back sale says so before a refunded one; a lapsed one is lapsed; one good sale is enough', () => {
    expect(decide([sale({ refunded: true }), sale({ chargebacked: true })], collectors)).toEqual({
      ok: false,
      reason: 'disputed',
    });
    expect(decide([sale({ refunded: true })], collectors)).toEqual({ ok: false, reason: 'refunded' });
    expect(decide([sale({ lapsed: true })], collectors)).toEqual({ ok: false, reason: 'lapsed' });
    expect(decide([sale({ refunded: true }), sale({ saleId: 'sale-2' })], collectors)).toMatchObject({ ok: true });
  });
});
