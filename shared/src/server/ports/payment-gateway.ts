/*
 * Payments: Stripe through its SDK when STRIPE_SECRET_KEY is set, else the sandbox gateway
 * (a labelled checkout page served by the API). Services speak these vendor-neutral shapes;
 * only adapters/stripe knows Stripe's.
 */

import type { PaymentChange } from './record-store';

export interface CheckoutLine {
  /** A price id the server accepted (content or configuration), never the browser's amount. */
  priceId: string;
  quantity: number;
  /** Shown on the sandbox page; Stripe shows its own product name. */
  label: string;
}

export interface CreateCheckoutInput {
  mode: 'payment' | 'subscription';
  lines: CheckoutLine[];
  /** Absolute, same-origin. May contain `{CHECKOUT_SESSION_ID}`, replaced by the gateway. */
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
  /** Collect a shipping address restricted to these countries (physical books: ['GB']). */
  shippingCountries?: string[];
  /** Subscriptions: trial length in days. */
  trialDays?: number;
  /** The checkout page's language when it is not the provider's own choice (an Italian page's buyer: 'it'). */
  locale?: 'it';
  /** Copied onto the session (and the subscription): email, userId, bookSlug, kind. */
  metadata: Record<string, string>;
  /** Same key, same request body → the same session, so a double click creates one checkout. */
  idempotencyKey: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
}

/** A completed checkout, as the webhook (or the sandbox Pay button) reports it. */
export interface CompletedCheckout {
  sessionId: string;
  mode: 'payment' | 'subscription';
  email: string | null;
  /** paid, unpaid (async methods) or no_payment_required (trial). */
  paymentStatus: string;
  lines: Array<{ priceId: string | null; quantity: number }>;
  customerId: string | null;
  subscriptionId: string | null;
  metadata: Record<string, string>;
  createdAt: string;
  /** What was charged in total, in the currency's minor unit (pence), when the gateway says (Stripe; not the sandbox). */
  amountTotal?: number | null;
  /** ISO currency code of amountTotal, lower case (`gbp`). */
  currency?: string | null;
  /** The shipping address collected at checkout, one line per part, when there was one (print). */
  shippingAddress?: string[] | null;
}

/** A subscription's state, as Stripe holds it. */
export interface GatewaySubscription {
  id: string;
  customerId: string | null;
  status: string;
  priceId: string | null;
  trialEnd: string | null;
  metadata: Record<string, string>;
}

/** A webhook event, verified and mapped; `other` is acknowledged and ignored. */
export type PaymentEvent =
  | { id: string; kind: 'checkout.completed'; checkout: CompletedCheckout }
  | { id: string; kind: 'subscription.changed'; subscription: GatewaySubscription; deleted: boolean }
  /**
   * A refund or dispute of a checkout's payment, or how it ended, as the payment's state when the
   * event was handled (not the event's possibly older copy); sessionId null when no session matched.
   */
  | { id: string; kind: 'payment.changed'; change: PaymentChange; sessionId: string | null }
  | { id: string; kind: 'other'; type: string };

const SIGNATURE_BRAND = Symbol.for('publisher.webhook-signature');

/**
 * Thrown by verifyWebhook when the signature does not match the raw body. Recognised by brand: the
 * host's gateway throws the host's copy, commerce's webhook (its own bundle) checks with its own.
 */
export class WebhookSignatureError extends Error {
  readonly [SIGNATURE_BRAND] = true;
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[SIGNATURE_BRAND] === true;
  }
}

export interface PaymentGateway {
  readonly name: 'stripe' | 'sandbox';
  createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession>;
  /** A checkout session with what was bought; null when unknown. Used on the success redirect. */
  getCompletedCheckout(sessionId: string): Promise<CompletedCheckout | null>;
  getSubscription(id: string): Promise<GatewaySubscription | null>;
  /** A customer-portal session for "Manage Subscription" / "Update Payment". */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Verifies the signature over the raw body and maps the event; throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
}
