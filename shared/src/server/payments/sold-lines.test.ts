import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_SOLD_VALUES, readSoldLines, soldMetadata, STRIPE_METADATA_VALUE_CHARS, type SoldLine } from './sold-lines';

const paperback = (i: number, slug = `book-${i}`): SoldLine => ({
  priceId: `price_1PqRsTuVwXyZaBcDeFgHi${String(i).padStart(3, '0')}`,
  productId: 'physical-book',
  bookSlug: slug,
  tier: null,
  unitAmount: 1299,
  quantity: 1 + (i % 5),
});

afterEach(() => vi.restoreAllMocks());

describe('the record of what a checkout sold', () => {
  it('reads back every kind of line as written', () => {
    const lines: SoldLine[] = [
      paperback(1),
      { priceId: 'price_flip', productId: 'flipbook', bookSlug: 'crownless', tier: null, unitAmount: 699, quantity: 1 },
      { priceId: 'price_book', productId: 'book', bookSlug: null, tier: null, unitAmount: null, quantity: 1 },
      {
        priceId: 'price_multi',
        productId: 'architect-method',
        bookSlug: null,
        tier: 'multi_book',
        unitAmount: null,
        quantity: 1,
      },
      // An id with the separators in it cannot break the format.
      { ...paperback(2), priceId: 'odd, id with spaces:%' },
    ];
    expect(readSoldLines(soldMetadata(lines)!)).toEqual(lines);
  });

  it("fits Stripe's limits for the largest basket (50 lines, 120-character slugs), and refuses what does not fit", () => {
    const lines = Array.from({ length: 50 }, (_, i) =>
      paperback(i, `${'s'.repeat(116)}-${String(i).padStart(3, '0')}`),
    );
    const metadata = soldMetadata(lines)!;
    const keys = Object.keys(metadata);
    expect(keys.length).toBeLessThanOrEqual(MAX_SOLD_VALUES + 1);
    expect(keys.every((k) => k.length <= 40)).toBe(true);
    expect(Object.values(metadata).every((v) => v.length <= STRIPE_METADATA_VALUE_CHARS)).toBe(true);
    expect(readSoldLines(metadata)).toEqual(lines);

    expect(soldMetadata([{ ...paperback(1), priceId: 'p'.repeat(600) }])).toBeNull();
    const huge = Array.from({ length: 200 }, (_, i) =>
      paperback(i, `${'s'.repeat(116)}-${String(i).padStart(3, '0')}`),
    );
    expect(soldMetadata(huge)).toBeNull();
  });

  it('a checkout without it (made before) or with a damaged copy reads as none: the catalogue decides', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readSoldLines({ kind: 'physical', bookSlug: 'crownless' })).toBeNull();
    const metadata = soldMetadata([paperback(1), paperback(2)])!;
    expect(readSoldLines({ ...metadata, sold: '1:3:1' })).toBeNull();
    expect(readSoldLines({ ...metadata, sold: '9:2:1' })).toBeNull();
    expect(readSoldLines({ ...metadata, sold1: 'x,price,slug,1,1' })).toBeNull();
    expect(readSoldLines({ ...metadata, sold1: '%E0%A4%A' })).toBeNull();
  });
});
