/*
 * The retention periods the privacy page and the pricing FAQ promise (SPEC section 9, decision
 * 137), as the cut-off dates one sweep of the records deletes before. Kept apart from the adapters
 * so the periods are read in one place; the adapters only compare stored ISO dates with these.
 */

/** Stripe's statuses of a plan that has ended for good; any other status is a live plan. */
export const ENDED_SUBSCRIPTION_STATUSES = ['canceled', 'incomplete_expired'] as const;

/** ISO instants: a record dated strictly before one is past its period. */
export interface RetentionCutoffs {
  /** Purchase lines by their purchase date: 7 years. */
  purchasesBefore: string;
  /** Ended subscriptions by their last change (they are purchase records too): 7 years. */
  subscriptionsBefore: string;
  /** Quote requests (a customer's contact with the publisher): 2 years after the person's newest one. */
  quotesBefore: string;
  /** The projects of a person whose every plan ended before this, none live: 6 months. */
  lapsedProjectsBefore: string;
  /** Processed webhook event ids (operational, not personal): 90 days. */
  eventsBefore: string;
  /**
   * A guest's project (owner `guest:<id>`: made without a sign-in or a plan) by its last change:
   * 30 days without use (decision 142). Anything an anonymous request creates has an expiry.
   */
  guestProjectsBefore: string;
}

/** Days a guest's project is kept after its last change (the privacy page and the README state it). */
export const GUEST_PROJECT_IDLE_DAYS = 30;

/** The owner key prefix of a guest's projects (subscription.ts `guestOwner`). */
export const GUEST_OWNER_PREFIX = 'guest:';

/** What one sweep deleted. */
export interface RetentionSweep {
  purchases: number;
  subscriptions: number;
  quotes: number;
  /** Every project deleted: a lapsed person's, an old plan's, and idle guests'. */
  projects: number;
  events: number;
}

/**
 * `now` moved back by whole calendar years, months and days (UTC). A day the target month lacks
 * (31 August less 6 months) becomes that month's last day, never the next month's first days, so a
 * period is never cut short.
 */
export function calendarBack(now: Date, back: { years?: number; months?: number; days?: number }): Date {
  const month = now.getUTCFullYear() * 12 + now.getUTCMonth() - (back.years ?? 0) * 12 - (back.months ?? 0);
  const year = Math.floor(month / 12);
  const lastDay = new Date(Date.UTC(year, (month % 12) + 1, 0)).getUTCDate();
  const at = new Date(now);
  at.setUTCFullYear(year, month % 12, Math.min(now.getUTCDate(), lastDay));
  at.setUTCDate(at.getUTCDate() - (back.days ?? 0));
  return at;
}

/** The cut-offs of a sweep run at `now`. */
export function retentionCutoffs(now: Date): RetentionCutoffs {
  const iso = (back: Parameters<typeof calendarBack>[1]) => calendarBack(now, back).toISOString();
  return {
    purchasesBefore: iso({ years: 7 }),
    subscriptionsBefore: iso({ years: 7 }),
    quotesBefore: iso({ years: 2 }),
    lapsedProjectsBefore: iso({ months: 6 }),
    eventsBefore: iso({ days: 90 }),
    guestProjectsBefore: iso({ days: GUEST_PROJECT_IDLE_DAYS }),
  };
}

const ended = (status: string) => (ENDED_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);

/** Whether a plan ended before `before` (by its last change: Stripe's final status update). */
export const endedBefore = (plan: { status: string; updatedAt: string }, before: string): boolean =>
  ended(plan.status) && plan.updatedAt < before;

/**
 * The project owners a sweep deletes the projects of, from every recorded plan (the rule the SQL
 * stores write as one statement): the e-mail and each `sub:<id>` of a person whose plans all ended
 * before `lapsedProjectsBefore`, and the `sub:<id>` of a plan deleted as past `subscriptionsBefore`.
 */
export function sweptProjectOwners(
  plans: readonly { id: string; email: string; status: string; updatedAt: string }[],
  cutoffs: Pick<RetentionCutoffs, 'lapsedProjectsBefore' | 'subscriptionsBefore'>,
): string[] {
  const keeps = new Set(plans.filter((p) => !endedBefore(p, cutoffs.lapsedProjectsBefore)).map((p) => p.email));
  const owners = new Set<string>();
  for (const plan of plans) {
    if (!keeps.has(plan.email)) owners.add(plan.email).add(`sub:${plan.id}`);
    if (endedBefore(plan, cutoffs.subscriptionsBefore)) owners.add(`sub:${plan.id}`);
  }
  return [...owners];
}
