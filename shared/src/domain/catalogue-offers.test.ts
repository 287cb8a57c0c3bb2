import { describe, expect, it } from 'vitest';
import { flipbookPriceId, formatGbp, isValidQuantity, physicalOffer, sampleUrl, type OfferFields } from './catalogue-offers';

const base: OfferFields = {
  sampleReaderUrl: null,
  physicalPriceId: 'price_phys',
  availablePhysical: true,
  physicalPriceGbp: 12.99,
  flipbookPriceId: null,
};

describe('physicalOffer', () => {
  it('exists when all three conditions hold', () => {
    expect(physicalOffer(base)).toEqual({ priceId: 'price_phys', priceGbp: 12.99 });
  });
  it.each([
    ['no price id', { physicalPriceId: '  ' }],
    ['not available', { availablePhysical: false }],
    ['zero price', { physicalPriceGbp: 0 }],
    ['no price', { physicalPriceGbp: null }],
  ])('is absent with %s', (_label, patch) => {
    expect(physicalOffer({ ...base, ...patch })).toBeNull();
  });
});

describe('sampleUrl and flipbookPriceId', () => {
  it('needs a non-blank sample reader URL', () => {
    expect(sampleUrl({ sampleReaderUrl: '' })).toBeNull();
    expect(sampleUrl({ sampleReaderUrl: '   ' })).toBeNull();
    expect(sampleUrl({ sampleReaderUrl: '/media/samples/a/' })).toBe('/media/samples/a/');
  });
  it('needs a non-blank flipbook price id', () => {
    expect(flipbookPriceId({ flipbookPriceId: '' })).toBeNull();
    expect(flipbookPriceId({ flipbookPriceId: 'price_fb' })).toBe('price_fb');
  });
});

describe('quantities and prices', () => {
  it('allows 1 to 5 copies', () => {
    expect([0, 1, 5, 6, 2.5].map(isValidQuantity)).toEqual([false, true, true, false, false]);
  });
  it('formats pounds', () => {
    expect(formatGbp(12.99)).toBe('£12.99');
  });
});
