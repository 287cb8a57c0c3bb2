/*
 * Where proof that someone bought a digital product is looked up. Adapters: Gumroad over HTTP (when
 * GUMROAD_ACCESS_TOKEN is set) and a local verifier over the RecordStore's purchases (sample and
 * sandbox purchases). An adapter only reports the sales it found, as SaleCandidates; the rules
 * (the product and the e-mail must match; refunded, disputed, charged-back or lapsed sales never
 * count) are the service's (mfe-commerce/src/server/verify/outcome.ts), the same whichever store answered.
 */

/** The products a buyer can prove, named as the RecordStore names them (PurchaseRecord.productId). */
export const VERIFIABLE_PRODUCTS = [
  'collectors-edition',
  'cover-creator',
  'sound-craftery',
  'year7-maths',
  'architect-method',
] as const;
export type VerifiableProduct = (typeof VERIFIABLE_PRODUCTS)[number];

/**
 * Products sold once per book: a sale of one proves that book only, so a sale that names no
 * book proves none (mfe-commerce/src/server/verify/outcome.ts).
 */
export const PER_BOOK_PRODUCTS: readonly VerifiableProduct[] = ['collectors-edition'];

/** A sale as the store reports it, before the rules are applied. */
export interface SaleCandidate {
  /** null when the sale is for a product we do not verify. */
  product: VerifiableProduct | null;
  email: string;
  saleId: string;
  orderNumber: string | null;
  /**
   * The book the sale is for, when the store knows it: a local purchase's book, or the book
   * configuration maps a Gumroad product to. Required for PER_BOOK_PRODUCTS.
   */
  bookSlug: string | null;
  /** Variant / tier / price id text; the Architect's Method reads "multi" from it. */
  variant: string | null;
  refunded: boolean;
  disputed: boolean;
  chargebacked: boolean;
  /** A subscription that ended, was cancelled or failed to renew. */
  lapsed: boolean;
}

/** A sale that passed every rule. */
export interface VerifiedPurchase {
  product: VerifiableProduct;
  email: string;
  saleId: string;
  orderNumber: string | null;
  variant: string | null;
}

export type RejectionReason = 'not_found' | 'wrong_product' | 'refunded' | 'disputed' | 'lapsed';

export type VerificationResult = { ok: true; purchase: VerifiedPurchase } | { ok: false; reason: RejectionReason };

export interface SaleQuery {
  email: string;
  /** What the buyer typed as order number or sale id. */
  orderNumber: string;
  /** Any of these products is acceptable. */
  products: readonly VerifiableProduct[];
  /** When set, a sale that names another book does not count. */
  bookSlug?: string;
}

export interface LicenseQuery {
  key: string;
  products: readonly VerifiableProduct[];
  /** When set, the licence must belong to this e-mail. */
  email?: string;
}

/** Thrown when the store cannot be asked (network, 5xx, bad answer): callers answer 502, not "not found". */
export class VerifierUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'VerifierUnavailableError';
  }
}

export interface PurchaseVerifier {
  /** 'gumroad' or 'local': returned to the browser as access.verificationMethod. */
  readonly method: string;
  /** The sales the store holds under this order number (or sale id), for any e-mail and product. */
  findSales(query: SaleQuery): Promise<SaleCandidate[]>;
  /** The sales a licence key belongs to, looked up without counting a use. */
  findLicenseSales(query: LicenseQuery): Promise<SaleCandidate[]>;
}

/** The human sentences for each way a proof can fail. */
export const VERIFY_MESSAGES = {
  not_found:
    "We couldn't find a purchase matching those details. Please check them against your receipt and try again.",
  wrong_product: 'That purchase is for a different product. Please use the details from the receipt of this product.',
  refunded: 'That purchase was refunded, so it no longer gives access.',
  disputed:
    'That purchase is disputed or was charged back, so it cannot give access. Please contact us if this is a mistake.',
  lapsed: 'That purchase is not active: it is unpaid, or its subscription has ended.',
  unavailable: "We couldn't reach the store to check your purchase. Please try again in a few minutes.",
  notSaved: "We couldn't record your access just now. Please try again in a moment.",
  recordsUnavailable: "We couldn't check your purchase just now. Please try again in a few minutes.",
} as const satisfies Record<RejectionReason | 'unavailable' | 'notSaved' | 'recordsUnavailable', string>;
