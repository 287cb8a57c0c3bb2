import type {
  CompletedCheckout,
  GatewaySubscription,
  PaymentEvent,
  PaymentGateway,
} from '@publisher/shared/server/ports/payment-gateway';
import { WebhookSignatureError } from '@publisher/shared/server/ports/payment-gateway';
import { orderReferenceFrom, parseOrderReference } from '@publisher/shared/server/ports/order-reference';
import type {
  NewPurchase,
  PurchaseRecord,
  RecordStore,
  SubscriptionRecord,
} from '@publisher/shared/server/ports/record-store';
import { StoreUnavailableError } from '@publisher/shared/server/ports/store-unavailable';
import { knownPrices, planForPrice, type KnownPrice, type PaymentConfig, type PriceSource } from './checkout-prices';
import { trackFallbacks } from './fallback-tracking';
import { ORDER_REFERENCE_KEY } from './order-reference-checkout';
import { sendOrderConfirmation, sendOrderReversal } from './order-mail/send-order-mail';
import type { ShopMailDeps } from './order-mail/shop-mail-deps';

/** What recording payments needs. The sandbox's Pay button uses the same functions as the webhook. */
export interface PaymentRecordDeps {
  records: RecordStore;
  payments: PaymentGateway;
  content: PriceSource;
  config: PaymentConfig;
  /** The order and refund mails (decision 120); none without it (tests of the records alone). */
  mail?: ShopMailDeps;
}

/**
 * How a recorder treats a mail that could not go out. 'retry' (the webhook, the sandbox's Pay):
 * reject with MailUnavailableError, so the event is not marked processed and its next delivery
 * (or Pay pressed again) sends it. 'later' (the thank-you page's and the plan's claims, which
 * record before the webhook arrives): log it; the webhook, still to come, sends it.
 */
export type MailFailure = 'retry' | 'later';

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
  deps: Pick<PaymentRecordDeps, 'content' | 'config'>,
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
function purchasesOf(deps: PaymentRecordDeps, checkout: CompletedCheckout, prices: KnownPrice[]): NewPurchase[] {
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
 * Right after the lines, the order mail goes out once per order (services/order-mail): a replay
 * or a second recorder finds it sent; see MailFailure for a mail that cannot go out now.
 */
export async function recordCompletedCheckout(
  deps: PaymentRecordDeps,
  checkout: CompletedCheckout,
  mailFailure: MailFailure = 'later',
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
  if (!deps.mail || saved.length === 0) return;
  const lines = saved.map((purchase, index) => ({ purchase, price: prices[index]! }));
  try {
    await sendOrderConfirmation(deps.mail, checkout, lines);
  } catch (error) {
    if (mailFailure === 'retry') throw error;
    console.error(`[order-mail] ${checkout.sessionId}: not sent now, the webhook sends it:`, error);
  }
}

/** A refund's or dispute's mail, once per order and status; the titles from the catalogue when it answers. */
async function mailReversal(deps: PaymentRecordDeps, orderId: string, status: 'refunded' | 'disputed'): Promise<void> {
  if (!deps.mail?.mailer) return;
  const lines = await deps.records.findPurchases({ orderId });
  const prices = await knownPrices(deps.content, deps.config).catch(() => new Map<string, KnownPrice>());
  await sendOrderReversal(
    deps.mail,
    orderId,
    status,
    lines,
    (line) => (line.priceId && prices.get(line.priceId)?.label) || line.bookSlug || line.productId || 'Your purchase',
  );
}

/**
 * Upserts a subscription from the gateway's state. The e-mail comes from the metadata the
 * checkout put on it (or the checkout, or the existing record); the tier from the plan price.
 * null when it cannot be tied to an e-mail or a plan (not one of ours).
 */
export async function recordSubscription(
  deps: PaymentRecordDeps,
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

export type EventOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * Applies one verified event once. Every write is an upsert keyed by the order or subscription,
 * so a replay that slips past the processed-event check (two deliveries at once) still leaves
 * one record; the event id is remembered only after the writes succeeded, so a failed attempt
 * is retried by Stripe.
 */
export async function applyPaymentEvent(deps: PaymentRecordDeps, event: PaymentEvent): Promise<EventOutcome> {
  if (await deps.records.hasProcessedEvent(event.id)) return 'duplicate';
  let outcome: EventOutcome = 'processed';
  switch (event.kind) {
    case 'checkout.completed':
      await recordCompletedCheckout(deps, event.checkout, 'retry');
      break;
    case 'subscription.changed': {
      // Events can arrive out of order: the gateway's current state wins over the event's copy.
      const current = (await deps.payments.getSubscription(event.subscription.id)) ?? event.subscription;
      const deleted = event.deleted || current.status === 'canceled';
      await recordSubscription(
        deps,
        { ...current, metadata: { ...event.subscription.metadata, ...current.metadata } },
        deleted,
      );
      break;
    }
    case 'payment.reversed':
      if (!event.sessionId) outcome = 'ignored';
      else if ((await deps.records.setPurchaseStatus(event.sessionId, event.status)) === 0) {
        // Arrived before the sale it reverses was recorded: refuse, so Stripe retries it after the sale.
        if ((await deps.records.findPurchases({ orderId: event.sessionId })).length === 0)
          throw new UnresolvedSaleError('the records', `${event.status} for ${event.sessionId} precedes its sale`);
      }
      // Also on a retry whose status change was made by the failed attempt: sendOnce keeps it to one mail.
      if (event.sessionId) await mailReversal(deps, event.sessionId, event.status);
      break;
    case 'other':
      outcome = 'ignored';
      break;
  }
  await deps.records.markEventProcessed(event.id, event.kind === 'other' ? event.type : event.kind);
  return outcome;
}

export type WebhookResult =
  | { outcome: 'answered'; body: { received: true; outcome: EventOutcome } }
  | { outcome: 'invalid'; body: { error: string } };

/**
 * The webhook endpoint's work: verify the signature over the raw body, then apply the event once.
 * Rejects (503 through the app's error handler, which Stripe retries) when the event cannot be
 * applied whole now: a store is down, or a line's product cannot be resolved (UnresolvedSaleError).
 */
export async function handleWebhook(
  deps: PaymentRecordDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookResult> {
  let event: PaymentEvent;
  try {
    event = await deps.payments.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError)
      return { outcome: 'invalid', body: { error: 'The webhook signature is not valid.' } };
    throw error;
  }
  return { outcome: 'answered', body: { received: true, outcome: await applyPaymentEvent(deps, event) } };
}
