import type { CompletedCheckout, GatewaySubscription, PaymentGateway } from '../ports/payment-gateway';
import { ORDER_REFERENCE_KEY, orderReferenceFrom, parseOrderReference } from '../ports/order-reference';
import type { NewPurchase, PurchaseRecord, RecordStore, SubscriptionRecord } from '../ports/record-store';
import { StoreUnavailableError } from '../ports/store-unavailable';
import { trackFallbacks } from '../http/fallback-tracking';
import { knownPrices, planForPrice, type KnownPrice, type PaymentConfig, type PriceSource } from './prices';

/*
 * The record of a sale, as the webhook, the sandbox's Pay, a plan's completion and the full
 * flipbook's proof by session all make it: commerce's endpoints and the host's full flipbook both
 * record sales, so the rules live here, once.
 */

/** What recording a sale needs. */
export interface SaleRecordDeps {
  records: RecordStore;
  payments: PaymentGateway;
  content: PriceSource;
  config: PaymentConfig;
}

/**
 * How a recorder treats a mail that could not go out. 'retry' (the webhook, the sandbox's Pay):
 * reject with MailUnavailableError, so the event is not marked processed and its next delivery
 * (or Pay pressed again) sends it. 'later' (the thank-you page's and the plan's claims, which
 * record before the webhook arrives): log it; the webhook, still to come, sends it.
 */
export type MailFailure = 'retry' | 'later';

/** The order mail a recorder sends once the lines are saved, and what a failure to send means. */
export interface SaleMail {
  send(lines: ReadonlyArray<{ purchase: PurchaseRecord; price: KnownPrice }>): Promise<unknown>;
  failure: MailFailure;
}

/**
 * A line of a completed checkout whose product cannot be told right now: the catalogue answered
 * from its outage fallback, or the price is not one it lists. Nothing of the checkout was
 * recorded; as a StoreUnavailableError the app answers 503 (Retry-After), so Stripe retries
 * the event and the sandbox's Pay can be pressed again (decision 117).
 */
export class UnresolvedSaleError extends StoreUnavailableError {
  override readonly name = 'UnresolvedSaleError';
}

/**
 * What each line of a checkout sold, before anything is written: every line resolves from the
 * live catalogue (or, for a plan, from configuration), or the whole checkout is refused with an
 * UnresolvedSaleError. `order` names the checkout in the log line.
 */
export async function resolveSaleLines(
  deps: Pick<SaleRecordDeps, 'content' | 'config'>,
  order: string,
  lines: ReadonlyArray<{ priceId: string | null }>,
): Promise<KnownPrice[]> {
  const { value: prices, fellBack } = await trackFallbacks(() => knownPrices(deps.content, deps.config));
  return lines.map((item, index) => {
    const price = item.priceId ? prices.get(item.priceId) : undefined;
    // A plan's price comes from configuration; a catalogue price read during an outage is not trusted.
    if (price && (price.tier || !fellBack)) return price;
    const why = fellBack ? 'the catalogue is unavailable' : 'the price is not in the catalogue';
    throw new UnresolvedSaleError('the catalogue', `checkout ${order} line ${index} (${item.priceId}): ${why}`);
  });
}

/**
 * The purchase records a completed checkout makes, one per line. A plan is a purchase (product
 * 'architect-method', provable with e-mail and order number) only when money was taken at the
 * checkout: a free trial is the subscription alone, and ends with it.
 */
function purchasesOf(deps: SaleRecordDeps, checkout: CompletedCheckout, prices: KnownPrice[]): NewPurchase[] {
  if (checkout.mode === 'subscription' && checkout.paymentStatus !== 'paid') return [];
  const paid = checkout.paymentStatus === 'paid' || checkout.paymentStatus === 'no_payment_required';
  // The reference the checkout was created with (decision 120); one made before references gets one from its id.
  const reference =
    parseOrderReference(checkout.metadata[ORDER_REFERENCE_KEY] ?? '') ?? orderReferenceFrom(checkout.sessionId);
  return checkout.lines.map((item, index) => ({
    source: deps.payments.name,
    email: checkout.email ?? '',
    productId: prices[index]!.productId,
    priceId: item.priceId,
    bookSlug: prices[index]!.bookSlug ?? checkout.metadata.bookSlug ?? null,
    orderId: checkout.sessionId,
    reference,
    licenseKey: null,
    quantity: item.quantity,
    status: paid ? 'paid' : 'pending',
    line: index,
    createdAt: checkout.createdAt,
  }));
}

/**
 * Records each line of a completed checkout as a purchase, and the subscription a subscription
 * checkout started. Every line's product is resolved before anything is written, so a sale is
 * recorded whole or not at all (UnresolvedSaleError). The writes are upserts by deterministic
 * ids whose status only moves forward, so a replay never duplicates a line or undoes a refund.
 * Right after the lines, `mail` (commerce's order mail) goes out once per order: a replay or a
 * second recorder finds it sent; see MailFailure for a mail that cannot go out now.
 */
export async function recordCompletedCheckout(
  deps: SaleRecordDeps,
  checkout: CompletedCheckout,
  mail?: SaleMail,
): Promise<void> {
  const prices = await resolveSaleLines(deps, checkout.sessionId, checkout.lines);
  if (checkout.mode === 'subscription' && checkout.subscriptionId) {
    const subscription = await deps.payments.getSubscription(checkout.subscriptionId);
    if (subscription) {
      await recordSubscription(deps, subscription, false, {
        email: checkout.email,
        userId: checkout.metadata.userId ?? null,
      });
    }
  }
  // Sequential on purpose: the store serializes anyway, and order keeps line numbers stable.
  const saved: PurchaseRecord[] = [];
  for (const purchase of purchasesOf(deps, checkout, prices)) saved.push(await deps.records.savePurchase(purchase));
  if (!mail || saved.length === 0) return;
  try {
    await mail.send(saved.map((purchase, index) => ({ purchase, price: prices[index]! })));
  } catch (error) {
    if (mail.failure === 'retry') throw error;
    console.error(`[order-mail] ${checkout.sessionId}: not sent now, the webhook sends it:`, error);
  }
}

/**
 * Upserts a subscription from the gateway's state. The e-mail comes from the metadata the
 * checkout put on it (or the checkout, or the existing record); the tier from the plan price.
 * null when it cannot be tied to an e-mail or a plan (not one of ours).
 */
export async function recordSubscription(
  deps: SaleRecordDeps,
  subscription: GatewaySubscription,
  deleted: boolean,
  hints: { email?: string | null; userId?: string | null } = {},
): Promise<SubscriptionRecord | null> {
  const existing = await deps.records.getSubscription(subscription.id);
  const tier = planForPrice(deps.config, subscription.priceId) ?? existing?.tier ?? null;
  const email = subscription.metadata.email || hints.email || existing?.email;
  if (!tier || !email) {
    console.warn(`[webhooks] subscription ${subscription.id} has no known plan or e-mail; not recorded`);
    return null;
  }
  return deps.records.upsertSubscription({
    id: subscription.id,
    email,
    userId: subscription.metadata.userId || hints.userId || existing?.userId || null,
    tier,
    status: deleted ? 'canceled' : subscription.status,
    trialEnd: subscription.trialEnd,
    priceId: subscription.priceId,
    stripeCustomerId: subscription.customerId,
    stripeSubscriptionId: deps.payments.name === 'stripe' ? subscription.id : null,
  });
}
