import { orderNumberQuery } from '@publisher/shared/server/ports/order-reference';
import type { PurchaseRecord, RecordStore, SubscriptionRecord } from '@publisher/shared/server/ports/record-store';
import {
  VERIFIABLE_PRODUCTS,
  type PurchaseVerifier,
  type SaleCandidate,
  type VerifiableProduct,
} from '@publisher/shared/server/ports/purchase-verifier';

const asProduct = (id: string | null): VerifiableProduct | null =>
  (VERIFIABLE_PRODUCTS as readonly string[]).includes(id ?? '') ? (id as VerifiableProduct) : null;

/** Subscription statuses under which a plan bought on this site is being paid for. */
const PAYING = new Set(['active', 'past_due']);

/**
 * A plan bought on this site (Stripe or the sandbox) is a subscription: its purchase line proves
 * the Architect's Method only while the e-mail's plan is paid for. A trial (also a line recorded
 * before decision 117) or a cancelled plan is reported lapsed, so cancelling ends the access.
 */
const planLapsed = (p: PurchaseRecord, plan: SubscriptionRecord | null | undefined): boolean =>
  p.productId === 'architect-method' && p.source !== 'sample' && !(plan && PAYING.has(plan.status));

function fromRecord(p: PurchaseRecord, plan?: SubscriptionRecord | null): SaleCandidate {
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
    // Not paid yet (a pending checkout) proves nothing either, nor a plan no longer paid for.
    lapsed: p.status === 'pending' || planLapsed(p, plan),
  };
}

/**
 * The embedded verifier, used when no Gumroad token is configured: the RecordStore's purchases (seeded sample purchases and sandbox checkouts). The order number
 * is the purchase's order id; a sale id is accepted as the same thing.
 */
export function localVerifier(
  records: Pick<RecordStore, 'findPurchases' | 'findSubscriptionByEmail'>,
  options: { samples?: boolean } = {},
): PurchaseVerifier {
  // With samples off (production), a sample purchase left in the store proves nothing.
  const proofs = (list: PurchaseRecord[]) =>
    options.samples === false ? list.filter((p) => p.source !== 'sample') : list;
  const candidates = async (list: PurchaseRecord[]) => {
    const found = proofs(list);
    const plans = new Map<string, SubscriptionRecord | null>();
    for (const p of found) {
      if (planLapsed(p, null) && !plans.has(p.email))
        plans.set(p.email, await records.findSubscriptionByEmail(p.email));
    }
    return found.map((p) => fromRecord(p, plans.get(p.email)));
  };
  return {
    method: 'local',
    async findSales(query) {
      // The order number is the order's readable reference (any case, dashes or not) or its order id (decision 120).
      return candidates(
        await records.findPurchases({ email: query.email.trim(), ...orderNumberQuery(query.orderNumber) }),
      );
    },
    async findLicenseSales(query) {
      return candidates(await records.findPurchases({ licenseKey: query.key.trim() }));
    },
  };
}
