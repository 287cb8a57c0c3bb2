import { present } from './catalogue-text';

/** Which ways of reading or buying a book exist (spec section 5), shared by pages and the API. */
export interface OfferFields {
  sampleReaderUrl: string | null;
  physicalPriceId: string | null;
  availablePhysical: boolean;
  physicalPriceGbp: number | null;
  flipbookPriceId: string | null;
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

/** The discounted full-flipbook checkout price id, when the book offers one. */
export const flipbookPriceId = (book: Pick<OfferFields, 'flipbookPriceId'>): string | null => present(book.flipbookPriceId);

export const isValidQuantity = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= 5;

/** "£12.99" from 12.99: prices are GBP throughout the catalogue. */
export const formatGbp = (amount: number): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(amount);
