import { formatGbp } from './format';
import { describe, expect, it } from 'vitest';
import {
  collectorsOffer,
  flipbookPriceId,
  isValidQuantity,
  physicalOffer,
  sampleUrl,
  type OfferFields,
} from './catalogue-offers';

const base: OfferFields = {
  sampleReaderUrl: null,
  physicalPriceId: 'price_phys',
  availablePhysical: true,
  physicalPriceGbp: 12.99,
  flipbookPriceId: null,
  hasFullFlipbook: false,
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
  it('needs a non-blank flipbook price id and a full flipbook to deliver (decision 103)', () => {
    expect(flipbookPriceId({ flipbookPriceId: '', hasFullFlipbook: true })).toBeNull();
    expect(flipbookPriceId({ flipbookPriceId: 'price_fb', hasFullFlipbook: true })).toBe('price_fb');
    expect(flipbookPriceId({ flipbookPriceId: 'price_fb', hasFullFlipbook: false })).toBeNull();
  });

  it("offers the Collector's Edition where the book names its store, with its price when given", () => {
    expect(collectorsOffer({ collectorsGumroadUrl: null, collectorsPriceGbp: 24.99 })).toBeNull();
    expect(collectorsOffer({ collectorsGumroadUrl: 'https://store.example/l/c', collectorsPriceGbp: 24.99 })).toEqual({
      url: 'https://store.example/l/c',
      priceGbp: 24.99,
    });
    expect(
      collectorsOffer({ collectorsGumroadUrl: 'https://store.example/l/c', collectorsPriceGbp: 0 })?.priceGbp,
    ).toBeNull();
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
