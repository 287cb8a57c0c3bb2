import { badgeKind, tierKind } from '../domain/architect-plans';
import { DASHBOARD } from '../strings/dashboard';

/** The spec's badge words for a subscription status (section 4). */
export const badgeLabel = (status: string): string => DASHBOARD.plan.badges[badgeKind(status)];

/** The spec's tier labels (section 4). */
export const tierLabel = (tier: string): string => DASHBOARD.plan.tiers[tierKind(tier)];

/** The plan's price as shown on the plan card (section 9). */
export const tierPrice = (tier: string): string => DASHBOARD.plan.prices[tierKind(tier)];
