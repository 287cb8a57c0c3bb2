import type { Subscription } from '@publisher/shared/contracts/functions';

/*
 * Pure rules of the Architect's Method dashboard (spec sections 4, 5, 6 and 9). They return
 * kinds, not text: the remote maps kinds to the spec's words in its strings, so a reviewer can
 * hold the words against the spec in one place and the rules stay testable without React.
 */

export type Tier = Subscription['tier'];

/** The badge a subscription status shows. Anything the spec does not name is unknown. */
export type BadgeKind = 'active' | 'trialing' | 'past_due' | 'canceled' | 'unknown';

const KNOWN_STATUSES: readonly BadgeKind[] = ['active', 'trialing', 'past_due', 'canceled'];

export function badgeKind(status: string): BadgeKind {
  return (KNOWN_STATUSES as readonly string[]).includes(status) ? (status as BadgeKind) : 'unknown';
}

/** Tier as shown: the three known tiers, else unknown (a newer server may add one). */
export type TierKind = Tier | 'unknown';

export function tierKind(tier: string): TierKind {
  return tier === 'free_trial' || tier === 'single_book' || tier === 'multi_book' ? tier : 'unknown';
}

/** Monthly price in US dollars (spec section 9); the free trial costs nothing. */
export const PLAN_PRICE_USD: Readonly<Record<Tier, number>> = { free_trial: 0, single_book: 9.99, multi_book: 18.99 };

type ProjectCounts = Pick<Subscription, 'activeProjects' | 'maxProjects'>;

/** At or above the limit: no new project (spec section 5). */
export function isAtProjectLimit(sub: ProjectCounts): boolean {
  return sub.activeProjects >= sub.maxProjects;
}

/**
 * What pressing New Project does. Free trial and Single Book are told why and sent to the
 * plans; any other tier at its limit is blocked silently, as the spec says.
 */
export type CreateOutcome = 'allowed' | 'alert-free-trial' | 'alert-single-book' | 'blocked';

export function createProjectOutcome(sub: Pick<Subscription, 'tier'> & ProjectCounts): CreateOutcome {
  if (!isAtProjectLimit(sub)) return 'allowed';
  return limitOutcomeForTier(sub.tier);
}

/** The outcome when the server refused a project with its limit body (403). */
export function limitOutcomeForTier(tier: string): Exclude<CreateOutcome, 'allowed'> {
  if (tier === 'free_trial') return 'alert-free-trial';
  if (tier === 'single_book') return 'alert-single-book';
  return 'blocked';
}

/** The upsell banner: only at the limit and never for Multi-Book, which has nothing to upgrade to. */
export type Upsell = 'subscribe' | 'upgrade' | null;

export function upsellFor(sub: Pick<Subscription, 'tier'> & ProjectCounts): Upsell {
  if (sub.tier === 'multi_book' || !isAtProjectLimit(sub)) return null;
  return sub.tier === 'free_trial' ? 'subscribe' : 'upgrade';
}

/** Plan card buttons: Update Payment only when past due; Upgrade Plan for the free trial, else Manage Subscription. */
export interface PlanActions {
  updatePayment: boolean;
  primary: 'upgrade' | 'manage';
}

export function planActions(sub: Pick<Subscription, 'tier' | 'status'>): PlanActions {
  return { updatePayment: sub.status === 'past_due', primary: sub.tier === 'free_trial' ? 'upgrade' : 'manage' };
}
