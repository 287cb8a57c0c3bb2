import type { NewPurchase, NewQuoteRequest } from '@publisher/shared/server/ports/record-store';

/* The records the store tests write: every field a store needs, a test giving the ones it is about. */

export const TEST_PRICING = { coverTotal: 300, typesettingTotal: 0, creatorEarnings: 300, yourFee: 0, grandTotal: 300 };

/** A cover-design quote request from `email`. */
export const testQuote = (email: string): NewQuoteRequest['request'] => ({
  name: 'N',
  email,
  message: '',
  services: { coverDesign: true, typesetting: false },
  coverDetails: null,
  typesettingDetails: null,
  pricing: TEST_PRICING,
  submittedAt: '2026-01-01T00:00:00.000Z',
});

/** A paid flipbook line of order `orderId`. */
export const testPurchase = (over: Partial<NewPurchase> & Pick<NewPurchase, 'orderId'>): NewPurchase => ({
  source: 'sandbox',
  email: 'buyer@example.com',
  productId: 'flipbook',
  priceId: 'price_x',
  bookSlug: 'crownless',
  licenseKey: null,
  quantity: 1,
  status: 'paid',
  line: 0,
  ...over,
});
