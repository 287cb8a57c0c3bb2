import type { SaleCandidate } from '@publisher/shared/server/ports/purchase-verifier';

/** A sale as a verifier reports it (tests only): a good Collector's Edition sale of Crownless unless told otherwise. */
export const saleCandidate = (s: Partial<SaleCandidate> = {}): SaleCandidate => ({
  product: 'collectors-edition',
  email: 'ada@example.com',
  saleId: 'sale-1',
  orderNumber: '1001',
  bookSlug: 'crownless',
  variant: null,
  refunded: false,
  disputed: false,
  chargebacked: false,
  lapsed: false,
  ...s,
});
