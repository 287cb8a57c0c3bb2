import type { AccountExport } from '@publisher/shared/contracts/library';
import { normalizeEmail, type AccountErasure, type RecordStore } from '@publisher/shared/server/ports/record-store';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { erasedEmail } from '@publisher/shared/server/ports/account-records';
import type { SubscriberIdentity } from '@publisher/shared/server/subscription-cookie';
import { pendingSignUpsOf, removePendingSignUps } from '@publisher/shared/server/notify-sign-ups';
import { guestOwner, subscriptionOwner } from '@publisher/shared/server/subscription';

/*
 * "Your data" (issue 25 item 4, decision 121): a signed-in person exports everything recorded for
 * their e-mail and erases their account. Purchase lines and plans are kept for the 7 years the
 * privacy page states, detached: their e-mail becomes a one-way hash, so the library and the
 * export no longer find them, while the e-mail and the order number together still prove the
 * purchase (the host's api/src/wiring/erased-purchases.ts).
 */

/** Plans still billing: an account with one is not erased until the plan is cancelled. */
const LIVE_PLAN = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete']);

/** Whose projects are this person's: their e-mail's, this browser's guest ones, and those made under their plans' checkouts. */
async function projectOwners(records: RecordStore, viewer: SubscriberIdentity, email: string): Promise<string[]> {
  const plans = await records.listSubscriptionsByEmail(email);
  const owners = [email, guestOwner(viewer.guest), ...plans.map((p) => subscriptionOwner(p.id))];
  if (viewer.subscription) owners.push(subscriptionOwner(viewer.subscription));
  return [...new Set(owners)];
}

/**
 * The e-mail's Get Notified sign-ups (decision 124): what for, when given, confirmed or not. A
 * confirmed one is a consent in the records; one still waiting for its link sits in the shared
 * state for 48 hours (listed when the state is given).
 */
async function notifySignUps(records: RecordStore, state: StateStore | undefined, email: string, now: () => Date) {
  const [confirmed, pending] = await Promise.all([
    records.listNotifyConsentsOf(email),
    state ? pendingSignUpsOf({ state, now: () => now().getTime() }, email) : [],
  ]);
  return [
    ...confirmed.map((c) => ({ for: c.topic, what: c.label, confirmed: true, confirmedAt: c.confirmedAt })),
    ...pending.map((p) => ({
      for: p.topic,
      what: p.label,
      confirmed: false,
      requestedAt: p.requestedAt,
      linkExpiresAt: new Date(p.expiresAt).toISOString(),
    })),
  ];
}

/** Everything recorded for the proven e-mail, and nothing of anyone else's. */
export async function exportAccount(
  records: RecordStore,
  viewer: SubscriberIdentity & { email: string },
  options: { now?: () => Date; state?: StateStore } = {},
): Promise<AccountExport> {
  const email = normalizeEmail(viewer.email);
  const now = options.now ?? (() => new Date());
  const owners = await projectOwners(records, viewer, email);
  const [purchases, subscriptions, accessGrants, quoteRequests, projectLists, notifySignUpList] = await Promise.all([
    records.findPurchases({ email }),
    records.listSubscriptionsByEmail(email),
    records.findAccessGrants({ email }),
    records.findQuoteRequests({ email }),
    Promise.all(owners.map((owner) => records.listProjects(owner))),
    notifySignUps(records, options.state, email, now),
  ]);
  return {
    exportedAt: now().toISOString(),
    email,
    purchases: purchases.map((p) => ({ ...p })),
    subscriptions: subscriptions.map((s) => ({ ...s })),
    accessGrants: accessGrants.map((g) => ({ ...g })),
    projects: projectLists.flat().map((p) => ({ ...p })),
    quoteRequests: quoteRequests.map((q) => ({ ...q })),
    notifySignUps: notifySignUpList,
  };
}

export type EraseOutcome = { erased: true; counts: AccountErasure } | { erased: false; reason: 'live-plan' };

/**
 * Erases the proven e-mail's account: projects, grants, quote requests and update sign-ups go; purchases and plans
 * stay, detached. Refused while a plan is still billing (cancelling it is the billing portal's).
 */
export async function eraseAccount(
  records: RecordStore,
  viewer: SubscriberIdentity & { email: string },
  state?: StateStore,
): Promise<EraseOutcome> {
  const email = normalizeEmail(viewer.email);
  const plans = await records.listSubscriptionsByEmail(email);
  if (plans.some((p) => LIVE_PLAN.has(p.status))) return { erased: false, reason: 'live-plan' };
  const counts = await records.eraseAccount({
    email,
    erasedEmail: erasedEmail(email),
    projectOwners: await projectOwners(records, viewer, email),
  });
  // The e-mail's Get Notified consents are personal data too (decision 124): gone with the account.
  await records.removeNotifyConsents(email);
  // And the sign-ups still waiting for their confirmation: their links stop working.
  if (state) await removePendingSignUps({ state }, email);
  return { erased: true, counts };
}
