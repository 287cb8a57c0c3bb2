import type { PaymentEvent } from '@publisher/shared/server/ports/payment-gateway';
import { WebhookSignatureError } from '@publisher/shared/server/ports/payment-gateway';
import type { CompletedCheckout } from '@publisher/shared/server/ports/payment-gateway';
import { knownPrices, type KnownPrice } from '@publisher/shared/server/payments/prices';
import {
  recordCompletedCheckout as recordSale,
  recordSubscription,
  UnresolvedSaleError,
  type MailFailure,
  type SaleRecordDeps,
} from '@publisher/shared/server/payments/sales';
import { PAYMENT_CHANGES, type PaymentChange, type PurchaseStatus } from '@publisher/shared/server/ports/record-store';
import { sendOrderConfirmation, sendOrderReversal } from '../mail/send-order-mail';
import type { Reversal } from '../mail/order-reversed';
import { sendSaleReview } from '../mail/sale-review';
import { orderLocale } from '../../i18n/order-locale';
import type { ShopMailDeps } from '../mail/shop-mail-deps';

/** What recording payments needs. The sandbox's Pay button uses the same functions as the webhook. */
export interface PaymentRecordDeps extends SaleRecordDeps {
  /** The order and refund mails (decision 120); none without it (tests of the records alone). */
  mail?: ShopMailDeps;
}

/**
 * Records a completed checkout (the shared rules: shared/src/server/payments/sales.ts), then, once
 * per order when the shop mails, the publisher's notice of lines flagged for review (decision 139)
 * and the order mail; `mailFailure` says what a mail that cannot go out now does.
 */
export function recordCompletedCheckout(
  deps: PaymentRecordDeps,
  checkout: CompletedCheckout,
  mailFailure: MailFailure = 'later',
): Promise<void> {
  const mail = deps.mail;
  return recordSale(
    deps,
    checkout,
    mail
      ? {
          send: (lines) => sendOrderConfirmation(mail, checkout, lines),
          review: (lines) => sendSaleReview(mail, checkout, lines),
          failure: mailFailure,
        }
      : undefined,
  );
}

/** The buyer's mail for each status the machine can move an order to. */
const STATUS_MAIL: Record<PurchaseStatus, Reversal | null> = {
  pending: null,
  paid: 'restored',
  refunded: 'refunded',
  disputed: 'disputed',
  chargebacked: 'chargebacked',
};

/**
 * The buyer's mail for the status an order is now in after a vendor's report, once per order and
 * status (sendOrderReversal), in the language the order was placed in (its checkout's metadata, as
 * the order mail; English when the checkout is no longer found); the titles from the catalogue
 * when it answers. The gateway unreachable: the event is retried.
 */
async function mailStatus(deps: PaymentRecordDeps, orderId: string, change: PaymentChange): Promise<void> {
  const status = STATUS_MAIL[PAYMENT_CHANGES[change].to];
  if (!deps.mail?.mailer || !status) return;
  const lines = await deps.records.findPurchases({ orderId });
  const prices = await knownPrices(deps.content, deps.config).catch(() => new Map<string, KnownPrice>());
  const locale = orderLocale((await deps.payments.getCompletedCheckout(orderId))?.metadata);
  await sendOrderReversal(
    deps.mail,
    orderId,
    status,
    lines,
    (line) => (line.priceId && prices.get(line.priceId)?.label) || line.bookSlug || line.productId || 'Your purchase',
    locale,
  );
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
    case 'payment.changed':
      if (!event.sessionId) outcome = 'ignored';
      else if ((await deps.records.changePurchaseStatus(event.sessionId, event.change)) === 0) {
        // Arrived before the sale it reports on was recorded: refuse, so Stripe retries it after the sale.
        if ((await deps.records.findPurchases({ orderId: event.sessionId })).length === 0)
          throw new UnresolvedSaleError('the records', `${event.change} for ${event.sessionId} precedes its sale`);
      }
      // Also on a retry whose status change was made by the failed attempt: sendOnce keeps it to one mail.
      if (event.sessionId) await mailStatus(deps, event.sessionId, event.change);
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
 * applied whole now: a store is down, or a line needs the catalogue while it is down
 * (UnresolvedSaleError). A line nothing resolves is recorded flagged, never refused (decision 139).
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
