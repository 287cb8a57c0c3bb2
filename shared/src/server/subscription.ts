import type { Subscription } from '@publisher/shared/contracts/functions';
import { MAX_PROJECTS } from '@publisher/shared/contracts/projects';
import { normalizeEmail, type RecordStore, type SubscriptionRecord } from './ports/record-store';
import type { SubscriberIdentity } from './subscription-cookie';
import { GUEST_OWNER_PREFIX } from './ports/retention';

export type Tier = Subscription['tier'];

/** Who the browser is, for the e-mail it asks about. */
export interface Viewer {
  /**
   * The plan this browser may see and manage: the current one of an e-mail proven by a sign-in
   * link, or the one subscription whose checkout completed here. Never looked up by a typed e-mail.
   */
  subscription: SubscriptionRecord | null;
  /** Owner key of this viewer's projects; null for a browser with no cookie yet (no projects). */
  owner: string | null;
}

export const guestOwner = (guest: string): string => `${GUEST_OWNER_PREFIX}${guest}`;
/** Whether projects under `owner` are a guest's (no sign-in, no plan): they expire when idle (decision 142). */
export const isGuestOwner = (owner: string): boolean => owner.startsWith(GUEST_OWNER_PREFIX);
/** Projects made under a checkout-bound cookie: that subscription's, not its e-mail's. */
export const subscriptionOwner = (id: string): string => `sub:${id}`;

/**
 * Matches the asked e-mail against the signed cookie. A proven e-mail (sign-in link) sees its
 * current plan and the e-mail's projects; a checkout-bound cookie sees only its own subscription
 * and the projects made under it, so a checkout typed with someone else's e-mail reaches nothing of
 * theirs. Any other browser is a free-trial guest with only its own projects.
 */
export async function resolveViewer(
  records: RecordStore,
  identity: SubscriberIdentity | null,
  email: string,
): Promise<Viewer> {
  const asked = normalizeEmail(email);
  if (identity?.email && identity.email === asked) {
    return { subscription: await records.findSubscriptionByEmail(identity.email), owner: identity.email };
  }
  if (identity?.subscription) {
    const own = await records.getSubscription(identity.subscription);
    if (own && normalizeEmail(own.email) === asked) return { subscription: own, owner: subscriptionOwner(own.id) };
  }
  return { subscription: null, owner: identity ? guestOwner(identity.guest) : null };
}

/** The subscription this cookie alone may manage (billing portals), whatever e-mail is typed. */
export async function provenSubscription(
  records: RecordStore,
  identity: SubscriberIdentity | null,
): Promise<SubscriptionRecord | null> {
  if (identity?.email) return records.findSubscriptionByEmail(identity.email);
  return identity?.subscription ? records.getSubscription(identity.subscription) : null;
}

/**
 * Stripe's statuses under which a plan gives what it sells: paid, in its trial, or a failed renewal
 * still being retried (past_due: the dashboard offers Update Payment). Canceled, unpaid and
 * incomplete plans do not (Stripe's own advice on provisioning access).
 */
const PROVISIONED = new Set(['active', 'trialing', 'past_due']);

/**
 * The tier whose limits and exports apply: the recorded plan's while it is provisioned, else the
 * free trial's. A canceled plan's projects are kept (the pricing page's "data kept 6 months"), but it
 * no longer holds three, and its dashboard offers Upgrade Plan to come back.
 */
export const tierOf = (record: SubscriptionRecord | null): Tier =>
  record && PROVISIONED.has(record.status) ? record.tier : 'free_trial';

/**
 * check-subscription-status. Without a proven subscription the answer is the free-trial view:
 * tier free_trial, status trialing (badge "Free Trial"), no trial end, 1 project.
 */
export async function subscriptionStatus(
  records: RecordStore,
  identity: SubscriberIdentity | null,
  email: string,
): Promise<Subscription> {
  const viewer = await resolveViewer(records, identity, email);
  const record = viewer.subscription;
  const tier = tierOf(record);
  const projects = viewer.owner ? (await records.listProjects(viewer.owner)).length : 0;
  // Beyond the plan's limit a project is read-only (decision 142): "N of M active" never shows N > M.
  const activeProjects = Math.min(projects, MAX_PROJECTS[tier]);
  return {
    tier,
    status: record?.status ?? 'trialing',
    trialEnd: record?.trialEnd ?? null,
    activeProjects,
    maxProjects: MAX_PROJECTS[tier],
  };
}

/**
 * Whether the project at `index` of its owner's list (oldest first, as `listProjects` answers) is
 * read-only under `tier` (decision 142): the oldest `MAX_PROJECTS[tier]` are open, the rest are kept
 * but closed to changes. Derived on every read and write, never stored: projects moved in by a
 * sign-in cannot race past the limit, and an upgrade opens them again at once.
 */
export const isReadOnlyAt = (index: number, tier: Tier): boolean => index >= MAX_PROJECTS[tier];

/**
 * Moves projects from one owner key to another: a free-trial browser's projects to the
 * subscription it just bought (so the trial project is still there after checkout), or a
 * checkout-bound subscription's projects to the e-mail once a sign-in link proves it.
 */
export async function moveProjects(records: RecordStore, from: string, to: string): Promise<number> {
  if (from === to) return 0;
  const projects = await records.listProjects(from);
  for (const project of projects) await records.updateProject(project.id, () => ({ owner: to }));
  return projects.length;
}
