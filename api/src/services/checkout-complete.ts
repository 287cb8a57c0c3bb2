import type { SubscriberCookieSigner, SubscriberIdentity } from './subscription-cookie';
import { guestOwner, moveProjects, subscriptionOwner } from './subscription';
import { normalizeEmail } from '../ports/record-store';
import { recordCompletedCheckout, type PaymentRecordDeps } from './webhooks';

/** A success redirect older than this is not honoured: the link may have been shared. */
const COMPLETE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The subscriber's return from a paid (or trial-started) subscription checkout. Proves the
 * session with the gateway, records it as the webhook would (idempotent: whichever arrives
 * first wins, the other overwrites with the same data), moves the browser's free-trial projects
 * to the new subscription, and returns the identity to sign into the subscriber cookie: bound to
 * this checkout's subscription id, never to its e-mail, which the buyer merely typed (decision
 * 102). null when the session is unknown, unfinished, not a subscription or too old.
 */
export async function completeSubscriptionCheckout(
  deps: PaymentRecordDeps & { cookies: SubscriberCookieSigner; now?: () => number },
  sessionId: string,
  identity: SubscriberIdentity | null,
): Promise<{ identity: SubscriberIdentity } | null> {
  const now = (deps.now ?? Date.now)();
  const checkout = await deps.payments.getCompletedCheckout(sessionId);
  if (!checkout || checkout.mode !== 'subscription' || !checkout.email || !checkout.subscriptionId) return null;
  if (now - Date.parse(checkout.createdAt) > COMPLETE_WINDOW_MS) return null;
  await recordCompletedCheckout(deps, checkout);
  const self = identity ?? deps.cookies.guest();
  // A browser already signed in as this e-mail keeps its projects under the e-mail.
  const provenHere = self.email !== null && self.email === normalizeEmail(checkout.email);
  await moveProjects(
    deps.records,
    guestOwner(self.guest),
    provenHere ? self.email! : subscriptionOwner(checkout.subscriptionId),
  );
  return { identity: { email: self.email, subscription: checkout.subscriptionId, guest: self.guest, iat: now } };
}
