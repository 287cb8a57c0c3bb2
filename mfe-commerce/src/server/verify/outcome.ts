import {
  PER_BOOK_PRODUCTS,
  type LicenseQuery,
  type PurchaseVerifier,
  type SaleCandidate,
  type SaleQuery,
  type VerifiableProduct,
  type VerificationResult,
} from '@publisher/shared/server/ports/purchase-verifier';

/** Lower-cased, trimmed: how e-mails are compared everywhere. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Whether a sale is for the book asked about. A per-book product (the Collector's Edition) proves
 * only the book the sale names: a sale naming no book, or a query naming none, matches nothing.
 * Other products prove any book unless both sides name one and they differ.
 */
function sameBook(sale: SaleCandidate, bookSlug: string | undefined): boolean {
  if (sale.product !== null && PER_BOOK_PRODUCTS.includes(sale.product))
    return sale.bookSlug !== null && sale.bookSlug === bookSlug;
  return !bookSlug || !sale.bookSlug || sale.bookSlug === bookSlug;
}

/**
 * The one rule both verifiers apply to the sales a store returned for a query:
 * a sale counts only if it is for one of `products` and for the book asked about (sameBook),
 * bought with `email` when given, and not refunded, disputed, charged back or lapsed.
 * When nothing counts, the most telling reason is returned.
 */
export function decide(
  candidates: readonly SaleCandidate[],
  want: { products: readonly VerifiableProduct[]; email?: string; bookSlug?: string },
): VerificationResult {
  const mine =
    want.email === undefined
      ? candidates
      : candidates.filter((s) => normaliseEmail(s.email) === normaliseEmail(want.email!));
  if (mine.length === 0) return { ok: false, reason: 'not_found' };
  const matching = mine.filter(
    (s) => s.product !== null && want.products.includes(s.product) && sameBook(s, want.bookSlug),
  );
  if (matching.length === 0) return { ok: false, reason: 'wrong_product' };
  const good = matching.find((s) => !s.refunded && !s.disputed && !s.chargebacked && !s.lapsed);
  if (good) {
    const { product, email, saleId, orderNumber, variant } = good;
    return { ok: true, purchase: { product: product!, email: normaliseEmail(email), saleId, orderNumber, variant } };
  }
  if (matching.some((s) => s.disputed || s.chargebacked)) return { ok: false, reason: 'disputed' };
  if (matching.some((s) => s.refunded)) return { ok: false, reason: 'refunded' };
  return { ok: false, reason: 'lapsed' };
}

/** A sale by the buyer's e-mail plus order number (or sale id), with the rules applied. */
export async function findSale(verifier: PurchaseVerifier, query: SaleQuery): Promise<VerificationResult> {
  return decide(await verifier.findSales(query), query);
}

/** A licence key, with the rules applied (and its owner's e-mail, when the query names one). */
export async function verifyLicense(verifier: PurchaseVerifier, query: LicenseQuery): Promise<VerificationResult> {
  return decide(await verifier.findLicenseSales(query), query);
}
