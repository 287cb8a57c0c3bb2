import type { SubscriberCookieSigner, SubscriberIdentity } from '@publisher/shared/server/subscription-cookie';
import { guestOwner, moveProjects, subscriptionOwner } from '@publisher/shared/server/subscription';
import { normalizeEmail } from '@publisher/shared/server/ports/record-store';
import { recordCompletedCheckout, type PaymentRecordDeps } from '../webhooks/service';
import { BROWSER_BINDING_KEY, sameBrowser } from './binding';

/** A success link older than this is not honoured: the link may have been shared. */
const COMPLETE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What the dashboard shows when a return from a checkout completes nothing. */
export const COMPLETE_MESSAGES = {
  notFound:
    'We could not find a finished subscription checkout for this link. If you have just paid, please wait a moment and reload the page.',
  otherBrowser:
    'This checkout was started in another browser, so nothing was changed here. Open your dashboard in the browser you subscribed in, or sign in by e-mail.',
} as const;

export type CompleteResult =
  { ok: true; identity: SubscriberIdentity } | { ok: false; outcome: 'not-found' | 'forbidden'; error: string };

/**
 * The subscriber's return from a paid (or trial-started) subscription checkout, asked for by the
 * dashboard with a POST (never a GET: a link must change nothing). Only the browser that started
 * the checkout completes it: it holds the nonce whose hash the checkout carries (checkout-binding).
 * Then it proves the session with the gateway, records it as the webhook would (idempotent),
 * moves this browser's free-trial projects to the new subscription, and returns the identity to
 * sign into the subscriber cookie: bound to this checkout's subscription id, never to its e-mail,
 * which the buyer merely typed (decision 102). Refused when the session is unknown, unfinished,
 * not a subscription, too old, or started in another browser; nothing is changed then.
 */
export async function completeSubscriptionCheckout(
  deps: PaymentRecordDeps & { cookies: SubscriberCookieSigner; now?: () => number },
  input: { sessionId: string; nonce: string | undefined; identity: SubscriberIdentity | null },
): Promise<CompleteResult> {
  const now = (deps.now ?? Date.now)();
  const checkout = await deps.payments.getCompletedCheckout(input.sessionId);
  const notFound = { ok: false, outcome: 'not-found', error: COMPLETE_MESSAGES.notFound } as const;
  if (!checkout || checkout.mode !== 'subscription' || !checkout.email || !checkout.subscriptionId) return notFound;
  if (now - Date.parse(checkout.createdAt) > COMPLETE_WINDOW_MS) return notFound;
  if (!sameBrowser(checkout.metadata[BROWSER_BINDING_KEY], input.nonce))
    return { ok: false, outcome: 'forbidden', error: COMPLETE_MESSAGES.otherBrowser };
  await recordCompletedCheckout(deps, checkout);
  const self = input.identity ?? deps.cookies.guest();
  // A browser already signed in as this e-mail keeps its projects under the e-mail.
  const provenHere = self.email !== null && self.email === normalizeEmail(checkout.email);
  await moveProjects(
    deps.records,
    guestOwner(self.guest),
    provenHere ? self.email! : subscriptionOwner(checkout.subscriptionId),
  );
  return {
    ok: true,
    identity: { email: self.email, subscription: checkout.subscriptionId, guest: self.guest, iat: now },
  };
}
