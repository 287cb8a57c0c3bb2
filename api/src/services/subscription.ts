import type { Subscription } from '@publisher/shared/contracts/functions';
import { MAX_PROJECTS } from '@publisher/shared/contracts/projects';
import { normalizeEmail, type RecordStore, type SubscriptionRecord } from '../ports/record-store';
import type { SubscriberIdentity } from './subscription-cookie';

export type Tier = Subscription['tier'];

/** Who the browser is, for the e-mail it asks about. */
export interface Viewer {
  /** The subscriber e-mail, when the cookie proves this browser completed a checkout for it. */
  subscriberEmail: string | null;
  /** Owner key of this viewer's projects; null for a browser with no cookie yet (no projects). */
  owner: string | null;
}

/**
 * Matches the asked e-mail against the signed cookie. A browser that proved the e-mail sees its
 * subscription and projects; any other browser is a free-trial guest with only its own projects.
 */
export function resolveViewer(identity: SubscriberIdentity | null, email: string): Viewer {
  if (identity?.email && identity.email === normalizeEmail(email)) {
    return { subscriberEmail: identity.email, owner: identity.email };
  }
  return { subscriberEmail: null, owner: identity ? guestOwner(identity.guest) : null };
}

export const guestOwner = (guest: string): string => `guest:${guest}`;

/** The viewer's subscription record, if it has a proven e-mail and one exists. */
export async function subscriptionOf(records: RecordStore, viewer: Viewer): Promise<SubscriptionRecord | null> {
  return viewer.subscriberEmail ? records.findSubscriptionByEmail(viewer.subscriberEmail) : null;
}

/** The tier whose project limit applies: the recorded plan's, else the free trial's. */
export const tierOf = (record: SubscriptionRecord | null): Tier => record?.tier ?? 'free_trial';

/**
 * check-subscription-status. Without a proven subscription the answer is the free-trial view:
 * tier free_trial, status trialing (badge "Free Trial"), no trial end, 1 project.
 */
export async function subscriptionStatus(records: RecordStore, identity: SubscriberIdentity | null, email: string): Promise<Subscription> {
  const viewer = resolveViewer(identity, email);
  const record = await subscriptionOf(records, viewer);
  const tier = tierOf(record);
  const activeProjects = viewer.owner ? (await records.listProjects(viewer.owner)).length : 0;
  return {
    tier,
    status: record?.status ?? 'trialing',
    trialEnd: record?.trialEnd ?? null,
    activeProjects,
    maxProjects: MAX_PROJECTS[tier],
  };
}

/**
 * Moves a free-trial browser's projects to the e-mail it just subscribed with, so the project
 * started during the trial is still there on the dashboard after checkout.
 */
export async function adoptGuestProjects(records: RecordStore, guest: string, email: string): Promise<number> {
  const projects = await records.listProjects(guestOwner(guest));
  for (const project of projects) await records.updateProject(project.id, () => ({ owner: normalizeEmail(email) }));
  return projects.length;
}
