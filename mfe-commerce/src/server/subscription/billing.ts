import type { PaymentGateway } from '@publisher/shared/server/ports/payment-gateway';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import type { SubscriberIdentity } from '@publisher/shared/server/subscription-cookie';
import { resolveViewer } from '@publisher/shared/server/subscription';

export type PortalResult =
  { ok: true; url: string } | { ok: false; outcome: 'forbidden' | 'not-found' | 'upstream-unavailable'; error: string };

/**
 * "Manage Subscription" / "Update Payment": a customer-portal session for the subscriber this
 * browser proved (signed cookie) — never for an e-mail merely typed in.
 */
export async function openBillingPortal(
  deps: { records: RecordStore; payments: PaymentGateway },
  identity: SubscriberIdentity | null,
  input: { email: string; returnUrl: string },
): Promise<PortalResult> {
  // A proven e-mail session or the subscription's own checkout cookie; never a typed e-mail alone.
  const { subscription } = await resolveViewer(deps.records, identity, input.email);
  if (!subscription) {
    return {
      ok: false,
      outcome: 'forbidden',
      error: 'Only the subscriber can manage this subscription. Please sign in with the link we e-mail you.',
    };
  }
  if (!subscription.stripeCustomerId)
    return { ok: false, outcome: 'not-found', error: 'We could not find a subscription for this e-mail address.' };
  try {
    const { url } = await deps.payments.createPortalSession({
      customerId: subscription.stripeCustomerId,
      returnUrl: input.returnUrl,
    });
    return { ok: true, url };
  } catch (error) {
    console.error('[billing] the payment provider refused a portal session', error);
    return {
      ok: false,
      outcome: 'upstream-unavailable',
      error: 'We could not open the subscription settings. Please try again in a moment.',
    };
  }
}
