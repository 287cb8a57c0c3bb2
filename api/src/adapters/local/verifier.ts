import type { PurchaseRecord, RecordStore } from '../../ports/record-store';
import {
  VERIFIABLE_PRODUCTS,
  type PurchaseVerifier,
  type SaleCandidate,
  type VerifiableProduct,
} from '../../ports/purchase-verifier';

const asProduct = (id: string | null): VerifiableProduct | null =>
  (VERIFIABLE_PRODUCTS as readonly string[]).includes(id ?? '') ? (id as VerifiableProduct) : null;

function fromRecord(p: PurchaseRecord): SaleCandidate {
  return {
    product: asProduct(p.productId),
    email: p.email,
    saleId: p.id,
    orderNumber: p.orderId,
    bookSlug: p.bookSlug,
    variant: p.priceId,
    refunded: p.status === 'refunded',
    disputed: p.status === 'disputed',
    chargebacked: p.status === 'chargebacked',
    // Not paid yet (a pending checkout) proves nothing either.
    lapsed: p.status === 'pending',
  };
}

/**
 * The embedded verifier, used when no Gumroad token is configured: the RecordStore's purchases (seeded sample purchases and sandbox checkouts). The order number
 * is the purchase's order id; a sale id is accepted as the same thing.
 */
export function localVerifier(
  records: Pick<RecordStore, 'findPurchases'>,
  options: { samples?: boolean } = {},
): PurchaseVerifier {
  // With samples off (production), a sample purchase left in the store proves nothing.
  const proofs = (list: PurchaseRecord[]) =>
    options.samples === false ? list.filter((p) => p.source !== 'sample') : list;
  return {
    method: 'local',
    async findSales(query) {
      const found = await records.findPurchases({ email: query.email.trim(), orderId: query.orderNumber.trim() });
      return proofs(found).map(fromRecord);
    },
    async findLicenseSales(query) {
      const found = await records.findPurchases({ licenseKey: query.key.trim() });
      return proofs(found).map(fromRecord);
    },
  };
}
