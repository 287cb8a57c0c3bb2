import type { CompletedCheckout, GatewaySubscription, PaymentEvent, PaymentGateway } from '../ports/payment-gateway';
import { WebhookSignatureError } from '../ports/payment-gateway';
import type { RecordStore, SubscriptionRecord } from '../ports/record-store';
import { knownPrices, planForPrice, type PaymentConfig, type PriceSource } from './checkout-prices';

/** What recording payments needs. The sandbox's Pay button uses the same functions as the webhook. */
export interface PaymentRecordDeps {
  records: RecordStore;
  payments: PaymentGateway;
  content: PriceSource;
  config: PaymentConfig;
}

/**
 * Records each line of a completed checkout as a purchase (a plan as an 'architect-method'
 * purchase, so the buyer can also prove it with e-mail and order number), and the subscription
 * a subscription checkout started.
 */
export async function recordCompletedCheckout(deps: PaymentRecordDeps, checkout: CompletedCheckout): Promise<void> {
  if (checkout.mode === 'subscription' && checkout.subscriptionId) {
    const subscription = await deps.payments.getSubscription(checkout.subscriptionId);
    if (subscription) {
      await recordSubscription(deps, subscription, false, {
        email: checkout.email,
        userId: checkout.metadata.userId ?? null,
      });
    }
  }
  const prices = await knownPrices(deps.content, deps.config);
  const paid = checkout.paymentStatus === 'paid' || checkout.paymentStatus === 'no_payment_required';
  // Sequential on purpose: the store serializes anyway, and order keeps line numbers stable.
  for (const [index, item] of checkout.lines.entries()) {
    const price = item.priceId ? prices.get(item.priceId) : undefined;
    await deps.records.savePurchase({
      source: deps.payments.name,
      email: checkout.email ?? '',
      productId: price?.productId ?? null,
      priceId: item.priceId,
      bookSlug: price?.bookSlug ?? checkout.metadata.bookSlug ?? null,
      orderId: checkout.sessionId,
      licenseKey: null,
      quantity: item.quantity,
      status: paid ? 'paid' : 'pending',
      line: index,
      createdAt: checkout.createdAt,
    });
  }
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
      await recordCompletedCheckout(deps, event.checkout);
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
      if (event.sessionId) await deps.records.setPurchaseStatus(event.sessionId, event.status);
      else outcome = 'ignored';
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

/** The webhook endpoint's work: verify the signature over the raw body, then apply the event once. */
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
