import type { PurchaseVerifier, SaleCandidate } from '@publisher/shared/server/ports/purchase-verifier';
import type { GumroadClient, GumroadLicensePurchase, GumroadSale } from './gumroad-client';
import { productFor, type GumroadProductIds } from './gumroad-products';

/** A dispute the seller won leaves a valid sale. */
const lostDispute = (disputed: boolean, won: boolean) => disputed && !won;

/** A Gumroad sale as the rules read it (also the library's, gumroad-sales.ts). */
export function fromSale(ids: GumroadProductIds, s: GumroadSale): SaleCandidate {
  const found = productFor(ids, s.product_id, s.product_permalink);
  return {
    product: found?.product ?? null,
    // The book configuration maps the Gumroad product to; null proves no per-book product.
    bookSlug: found?.bookSlug ?? null,
    email: s.email ?? s.purchase_email ?? '',
    saleId: s.id,
    orderNumber: s.order_id,
    variant: s.variants ?? s.variants_and_quantity ?? null,
    refunded: s.refunded,
    disputed: lostDispute(s.disputed, s.dispute_won),
    chargebacked: s.chargedback,
    lapsed: Boolean(s.subscription_ended_at || s.subscription_failed_at),
  };
}

function fromLicense(ids: GumroadProductIds, p: GumroadLicensePurchase): SaleCandidate {
  const found = productFor(ids, p.product_id, p.permalink);
  return {
    product: found?.product ?? null,
    bookSlug: found?.bookSlug ?? null,
    email: p.email ?? '',
    saleId: p.sale_id ?? p.id ?? '',
    orderNumber: p.order_number,
    variant: p.variants ?? null,
    refunded: p.refunded,
    disputed: lostDispute(p.disputed, p.dispute_won),
    chargebacked: p.chargebacked,
    lapsed: Boolean(p.subscription_ended_at || p.subscription_failed_at),
  };
}

/**
 * Gumroad: an order number (digits) is looked up with `GET /v2/sales?email=&order_id=`,
 * anything else as a sale id with `GET /v2/sales/:id`; licence keys with
 * `POST /v2/licenses/verify` for each configured product id of the wanted products. Each sale
 * is reported with the product and book configuration maps its Gumroad product to.
 */
export function gumroadVerifier(client: GumroadClient, ids: GumroadProductIds): PurchaseVerifier {
  return {
    method: 'gumroad',
    async findSales(query) {
      const order = query.orderNumber.trim();
      const sales = /^\d{1,20}$/.test(order)
        ? await client.salesByEmailAndOrder(query.email.trim(), order)
        : [await client.saleById(order)].filter((s): s is GumroadSale => s !== null);
      return sales.map((s) => fromSale(ids, s));
    },
    async findLicenseSales(query) {
      const candidates: SaleCandidate[] = [];
      for (const product of query.products) {
        for (const { ref } of ids[product]) {
          const purchase = await client.verifyLicense(ref, query.key.trim());
          if (purchase) candidates.push(fromLicense(ids, purchase));
        }
      }
      return candidates;
    },
  };
}
