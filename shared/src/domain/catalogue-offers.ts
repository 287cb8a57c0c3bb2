import { present } from './catalogue-text';

/** Which ways of reading or buying a book exist (spec section 5), shared by pages and the API. */
export interface OfferFields {
  sampleReaderUrl: string | null;
  physicalPriceId: string | null;
  availablePhysical: boolean;
  physicalPriceGbp: number | null;
  flipbookPriceId: string | null;
  hasFullFlipbook: boolean;
}

/** Quantity choices of the physical purchase box. */
export const PHYSICAL_QUANTITIES = [1, 2, 3, 4, 5] as const;
/** Shown when a physical offer exists but the record carries no price text. */
export const DEFAULT_PRICE_TEXT = '12.99';

/** A sample is available only if the Sample Reader URL is a non-blank string. */
export const sampleUrl = (book: Pick<OfferFields, 'sampleReaderUrl'>): string | null => present(book.sampleReaderUrl);

export interface PhysicalOffer {
  priceId: string;
  priceGbp: number;
}

/** The physical edition, only when its price id is non-empty, it is available and it costs more than 0. */
export function physicalOffer(book: OfferFields): PhysicalOffer | null {
  const priceId = present(book.physicalPriceId);
  const price = book.physicalPriceGbp;
  if (!priceId || !book.availablePhysical || typeof price !== 'number' || !(price > 0)) return null;
  return { priceId, priceGbp: price };
}

/** A price worth showing: a number above 0. */
export const positivePrice = (amount: number | null | undefined): number | null =>
  typeof amount === 'number' && amount > 0 ? amount : null;

export interface CollectorsOffer {
  /** Where the Collector's Edition is sold (Collectors Gumroad URL). */
  url: string;
  priceGbp: number | null;
}

/** The Collector's Edition sold elsewhere, when the book names the store. */
export function collectorsOffer(book: {
  collectorsGumroadUrl: string | null;
  collectorsPriceGbp: number | null;
}): CollectorsOffer | null {
  const url = present(book.collectorsGumroadUrl);
  return url ? { url, priceGbp: positivePrice(book.collectorsPriceGbp) } : null;
}

/**
 * The discounted full-flipbook checkout price id, when the book offers one: a price id and a full
 * flipbook to deliver (decision 103). A price id alone would sell what no buyer can ever read.
 */
export const flipbookPriceId = (book: Pick<OfferFields, 'flipbookPriceId' | 'hasFullFlipbook'>): string | null =>
  book.hasFullFlipbook ? present(book.flipbookPriceId) : null;

export const isValidQuantity = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= 5;
