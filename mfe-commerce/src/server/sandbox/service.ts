import type { SandboxGateway, SandboxSubscriptionOutcome } from '@publisher/shared/server/ports/sandbox-gateway';
import type { SubscriptionRecord } from '@publisher/shared/server/ports/record-store';
import { knownPrices, type PaymentConfig } from '@publisher/shared/server/payments/prices';
import type { SubscriberIdentity } from '@publisher/shared/server/subscription-cookie';
import { provenSubscription } from '@publisher/shared/server/subscription';
import { recordSubscription, resolveSaleLines } from '@publisher/shared/server/payments/sales';
import { recordCompletedCheckout, type PaymentRecordDeps } from '../webhooks/service';

/** The sandbox's pages work on the sandbox gateway itself. */
export type SandboxDeps = Omit<PaymentRecordDeps, 'payments'> & { payments: SandboxGateway };

/** The display amounts of a session's prices, from the same catalogue the checkout used. */
export async function sandboxAmounts(deps: SandboxDeps): Promise<Map<string, string | null>> {
  const prices = await knownPrices(deps.content, deps.config);
  return new Map([...prices].map(([id, p]) => [id, p.amountText]));
}

/**
 * Pay on the sandbox page: completes the session and records it exactly as Stripe's
 * checkout.session.completed webhook would. Returns where the browser goes next (the session's
 * success URL with its id filled in), or null when the session is not open any more. When a line
 * needs the catalogue and it is down (a session made before decision 139) it rejects with
 * UnresolvedSaleError (503) before the session changes at all: the buyer presses Pay again later,
 * nothing was recorded.
 */
export async function paySandboxCheckout(
  deps: SandboxDeps,
  id: string,
  input: { email: string; outcome: SandboxSubscriptionOutcome },
): Promise<string | null> {
  const open = await deps.payments.getSession(id);
  if (open) await resolveSaleLines(deps, { sessionId: id, lines: open.input.lines, metadata: open.input.metadata });
  const completed = await deps.payments.pay(id, input);
  if (!completed) return null;
  // If this fails (503), the session stays payable-again: nothing was acknowledged to the buyer.
  await recordCompletedCheckout(deps, completed, 'retry');
  const session = await deps.payments.markRecorded(id);
  return session ? session.input.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(id)) : null;
}

/** Cancel on the sandbox page: the session's cancel URL, or null when it was not open. */
export async function cancelSandboxCheckout(deps: SandboxDeps, id: string): Promise<string | null> {
  const session = await deps.payments.getSession(id);
  if (session?.status !== 'open') return null;
  const cancelled = await deps.payments.cancel(id);
  return cancelled?.status === 'cancelled' ? cancelled.input.cancelUrl : null;
}

export type PortalAction = 'switch-plan' | 'fail-payment' | 'pay' | 'cancel' | 'resume';

/** The subscription a sandbox portal session may show: only the cookie's subscriber's, only its customer's. */
export async function sandboxPortalSubscription(
  deps: SandboxDeps,
  portalId: string,
  identity: SubscriberIdentity | null,
): Promise<{ subscription: SubscriptionRecord; returnUrl: string } | null> {
  const portal = await deps.payments.getPortalSession(portalId);
  if (!portal) return null;
  const subscription = await provenSubscription(deps.records, identity);
  return subscription && subscription.stripeCustomerId === portal.customerId
    ? { subscription, returnUrl: portal.returnUrl }
    : null;
}

const otherPlan = (config: PaymentConfig, record: SubscriptionRecord) =>
  record.tier === 'single_book' ? config.priceMultiBook : config.priceSingleBook;

/**
 * A portal action, applied to the gateway's subscription and recorded as the
 * customer.subscription.updated / deleted webhook would record it.
 */
export async function applySandboxPortalAction(
  deps: SandboxDeps,
  record: SubscriptionRecord,
  action: PortalAction,
): Promise<boolean> {
  const change =
    action === 'switch-plan'
      ? { priceId: otherPlan(deps.config, record) }
      : action === 'fail-payment'
        ? { status: 'past_due' }
        : action === 'cancel'
          ? { status: 'canceled' }
          : { status: 'active' };
  const updated = await deps.payments.changeSubscription(record.id, change);
  if (!updated) return false;
  await recordSubscription(deps, updated, updated.status === 'canceled');
  return true;
}

/** What the portal page says after each action (chosen by action name, never taken from the URL). */
export const PORTAL_NOTICES: Record<PortalAction, string> = {
  'switch-plan': 'Your plan has been changed.',
  'fail-payment': 'A failed payment was simulated: the subscription is now past due.',
  pay: 'Your payment method was updated and the invoice paid.',
  cancel: 'Your subscription has been cancelled.',
  resume: 'Your subscription is active again.',
};
