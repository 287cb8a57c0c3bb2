import Stripe from 'stripe';
import type { PaymentEvent, PaymentGateway } from '@publisher/shared/server/ports/payment-gateway';
import type { PaymentChange } from '@publisher/shared/server/ports/record-store';
import { WebhookSignatureError } from '@publisher/shared/server/ports/payment-gateway';
import { StoreUnavailableError } from '@publisher/shared/server/ports/store-unavailable';
import { toCompletedCheckout, toGatewaySubscription } from './stripe-mapping';
import { checkoutOptionParams, type StripeCheckoutOptions } from './checkout-options';

export interface StripeGatewayConfig {
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET (whsec_…); without it every webhook is refused with an error. */
  webhookSecret?: string;
  /** A loopback server for tests: STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** A Stripe shipping rate offered for UK deliveries (STRIPE_SHIPPING_RATE_UK). */
  ukShippingRateId?: string;
  /** Promotion codes, Stripe Tax, invoices, tax ids: each off unless configured (checkout-options.ts). */
  checkoutOptions?: StripeCheckoutOptions;
  /** Request timeout in milliseconds; Stripe's own default is 80 s, too long for a page's click. */
  timeoutMs?: number;
}

/** The Stripe SDK client, pointed at api.stripe.com or a loopback server. */
export function createStripeClient(config: StripeGatewayConfig): Stripe {
  return new Stripe(config.secretKey, {
    ...(config.host ? { host: config.host } : {}),
    ...(config.port ? { port: config.port } : {}),
    ...(config.protocol ? { protocol: config.protocol } : {}),
    maxNetworkRetries: config.host ? 0 : 2,
    timeout: config.timeoutMs ?? 20_000,
  });
}

type AllowedCountry = Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry;

/** A dispute's status as the change it reports (Stripe's statuses; warning_* are inquiries). */
function disputeChange(status: Stripe.Dispute.Status): PaymentChange {
  if (status === 'won' || status === 'warning_closed') return 'dispute-won';
  if (status === 'lost') return 'dispute-lost';
  return 'disputed';
}

/**
 * A Stripe failure that is Stripe being unreachable or busy (no connection, a timeout, its 429 or
 * 5xx) as a StoreUnavailableError, which the app answers with 503 and Retry-After: the webhook's
 * event is then delivered again (found by the fault suite, routes/fault-journeys.test.ts). Anything
 * else (a request Stripe refuses) is rethrown as it is.
 */
function unavailableOrRethrow(error: unknown): never {
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAPIError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  )
    throw new StoreUnavailableError('Stripe', error.message, { cause: error });
  throw error;
}

/**
 * The object as Stripe holds it now; the event's copy when Stripe no longer has it (404), or when
 * there is none, null. Any other failure rejects, so the event is retried.
 */
async function current<T>(retrieve: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await retrieve();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return fallback;
    throw error;
  }
}

/** Payments through Stripe Checkout, Billing and its customer portal. */
export function stripeGateway(
  config: StripeGatewayConfig,
  stripe: Stripe = createStripeClient(config),
): PaymentGateway {
  async function completed(sessionId: string) {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    if (session.status !== 'complete') return null;
    const items = await stripe.checkout.sessions.listLineItems(sessionId, { limit: 100 });
    return toCompletedCheckout(session, items.data);
  }

  /** The checkout a refunded or disputed payment belongs to. */
  async function sessionOfPayment(paymentIntent: string | { id: string } | null): Promise<string | null> {
    const id = typeof paymentIntent === 'string' ? paymentIntent : paymentIntent?.id;
    if (!id) return null;
    const list = await stripe.checkout.sessions.list({ payment_intent: id, limit: 1 });
    return list.data[0]?.id ?? null;
  }

  /**
   * What a refund event reports, from the charge as it is now (events may arrive out of order, or
   * be retried after a later one): refunded in full, or no longer (a refund failed or was cancelled;
   * a partial refund changes nothing, the status machine has no row for it from paid).
   */
  async function refundChange(object: Stripe.Charge | Stripe.Refund): Promise<PaymentChange | null> {
    const chargeId =
      object.object === 'charge' ? object.id : typeof object.charge === 'string' ? object.charge : object.charge?.id;
    const charge = chargeId
      ? await current(() => stripe.charges.retrieve(chargeId), object.object === 'charge' ? object : null)
      : null;
    if (charge) return charge.refunded ? 'refunded' : 'refund-failed';
    // Only the refund is known: a failed or cancelled one is reported; a succeeded one may be partial.
    return object.object === 'refund' && (object.status === 'failed' || object.status === 'canceled')
      ? 'refund-failed'
      : null;
  }

  async function mapEvent(event: Stripe.Event): Promise<PaymentEvent> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        const items = await stripe.checkout.sessions.listLineItems(session.id, { limit: 100 });
        const checkout = toCompletedCheckout(session, items.data);
        if (event.type === 'checkout.session.async_payment_succeeded') checkout.paymentStatus = 'paid';
        return { id: event.id, kind: 'checkout.completed', checkout };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return {
          id: event.id,
          kind: 'subscription.changed',
          subscription: toGatewaySubscription(event.data.object),
          deleted: event.type === 'customer.subscription.deleted',
        };
      case 'charge.refunded':
      case 'charge.refund.updated':
      case 'refund.updated':
      case 'refund.failed': {
        const object = event.data.object as Stripe.Charge | Stripe.Refund;
        const change = await refundChange(object);
        if (!change) break;
        return {
          id: event.id,
          kind: 'payment.changed',
          change,
          sessionId: await sessionOfPayment(object.payment_intent),
        };
      }
      case 'charge.dispute.created':
      case 'charge.dispute.updated':
      case 'charge.dispute.closed':
      case 'charge.dispute.funds_reinstated':
      case 'charge.dispute.funds_withdrawn': {
        const dispute = await current(() => stripe.disputes.retrieve(event.data.object.id), event.data.object);
        return {
          id: event.id,
          kind: 'payment.changed',
          change: disputeChange(dispute.status),
          sessionId: await sessionOfPayment(dispute.payment_intent),
        };
      }
      default:
        break;
    }
    return { id: event.id, kind: 'other', type: event.type };
  }

  return {
    name: 'stripe',
    async createCheckout(input) {
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: input.mode,
        line_items: input.lines.map((l) => ({ price: l.priceId, quantity: l.quantity })),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: input.metadata,
        ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
        ...(input.locale ? { locale: input.locale } : {}),
      };
      if (input.shippingCountries) {
        params.shipping_address_collection = { allowed_countries: input.shippingCountries as AllowedCountry[] };
        if (config.ukShippingRateId) params.shipping_options = [{ shipping_rate: config.ukShippingRateId }];
      }
      if (input.mode === 'subscription') {
        params.subscription_data = {
          metadata: input.metadata,
          ...(input.trialDays ? { trial_period_days: input.trialDays } : {}),
        };
      } else {
        params.payment_intent_data = { metadata: input.metadata };
      }
      Object.assign(params, checkoutOptionParams(config.checkoutOptions, input.mode, input.metadata));
      const session = await stripe.checkout.sessions.create(params, { idempotencyKey: input.idempotencyKey });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },
    getCompletedCheckout: async (sessionId) => {
      try {
        return await completed(sessionId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        return unavailableOrRethrow(error);
      }
    },
    async getSubscription(id) {
      try {
        return toGatewaySubscription(await stripe.subscriptions.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        return unavailableOrRethrow(error);
      }
    },
    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },
    async verifyWebhook(rawBody, signature) {
      if (!config.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set: webhooks cannot be verified.');
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      return mapEvent(event).catch(unavailableOrRethrow);
    },
  };
}
