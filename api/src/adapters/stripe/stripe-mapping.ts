import type Stripe from 'stripe';
import type { CompletedCheckout, GatewaySubscription } from '@publisher/shared/server/ports/payment-gateway';

/* Stripe objects → the port's vendor-neutral shapes. */

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const iso = (unixSeconds: number | null | undefined): string | null =>
  unixSeconds == null ? null : new Date(unixSeconds * 1000).toISOString();

/** Stripe metadata values are strings already; empty ones are dropped. */
function metadataOf(metadata: Stripe.Metadata | null | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(metadata ?? {}).filter(([, v]) => typeof v === 'string' && v !== ''));
}

export function toGatewaySubscription(sub: Stripe.Subscription): GatewaySubscription {
  return {
    id: sub.id,
    customerId: idOf(sub.customer),
    status: sub.status,
    priceId: sub.items?.data?.[0]?.price?.id ?? null,
    trialEnd: iso(sub.trial_end),
    metadata: metadataOf(sub.metadata),
  };
}

export function toCompletedCheckout(session: Stripe.Checkout.Session, lineItems: Stripe.LineItem[]): CompletedCheckout {
  return {
    sessionId: session.id,
    mode: session.mode === 'subscription' ? 'subscription' : 'payment',
    email: (session.customer_details?.email ?? session.customer_email ?? null)?.toLowerCase() ?? null,
    paymentStatus: session.payment_status,
    lines: lineItems.map((item) => ({ priceId: item.price?.id ?? null, quantity: item.quantity ?? 1 })),
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    metadata: metadataOf(session.metadata),
    createdAt: iso(session.created) ?? new Date().toISOString(),
    // For the order mail (decision 120): the total charged and where a printed copy goes.
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    shippingAddress: addressLines(session.collected_information?.shipping_details ?? null),
  };
}

function addressLines(shipping: { name?: string | null; address?: Stripe.Address | null } | null): string[] | null {
  if (!shipping?.address) return null;
  const a = shipping.address;
  const country = a.country === 'GB' ? 'United Kingdom' : a.country; // print ships to the UK only
  const lines = [shipping.name, a.line1, a.line2, [a.city, a.postal_code].filter(Boolean).join(' '), country];
  return lines.filter((l): l is string => typeof l === 'string' && l.trim() !== '');
}
