import { ENDED_SUBSCRIPTION_STATUSES, GUEST_OWNER_PREFIX } from '@publisher/shared/server/ports/retention';

/*
 * The retention sweep's selection (decision 137), one text for SQLite and Postgres: both compare
 * the ISO 8601 text dates as strings (every stored date is `toISOString()`, so text order is time
 * order) and write `'sub:' || id` for a checkout-bound owner (subscriptionOwner).
 */

const ENDED = `(${ENDED_SUBSCRIPTION_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/**
 * The project owners whose data is past "kept 6 months after cancellation" (their projects made
 * before `lapsed`; one made since, as a free project, is not the plan's): the e-mail and every
 * `sub:<id>` of a person whose plans all ended before `lapsed` (none live, none ended since), and
 * the `sub:<id>` of an ended plan deleted as a purchase record (before `subs`). `lapsed` and `subs`
 * are the backend's placeholders.
 */
export const sweptOwnersSql = (lapsed: string, subs: string): string => `
  SELECT s.email FROM subscriptions s WHERE ${lapsedPlan('s', lapsed)}
  UNION SELECT 'sub:' || s.id FROM subscriptions s WHERE ${lapsedPlan('s', lapsed)}
  UNION SELECT 'sub:' || id FROM subscriptions WHERE ${endedBefore('subscriptions', subs)}`;

/** A plan of `table` that ended (canceled, incomplete_expired) with its last change before `before`. */
export const endedBefore = (table: string, before: string): string =>
  `${table}.status IN ${ENDED} AND ${table}.updated_at < ${before}`;

/**
 * Quote requests of a person whose last contact (their newest request) is before `before`: the
 * privacy page keeps customer support "2 years after last contact". `emailOf(table)` is the
 * backend's expression of a request's e-mail, compared as every stored e-mail is.
 */
export const staleQuotesSql = (emailOf: (table: string) => string, before: string): string =>
  `DELETE FROM quote_requests WHERE received_at < ${before} AND NOT EXISTS (SELECT 1 FROM quote_requests later
    WHERE later.received_at >= ${before} AND ${emailOf('later')} = ${emailOf('quote_requests')})`;

const lapsedPlan = (s: string, lapsed: string) =>
  `${endedBefore(s, lapsed)} AND NOT EXISTS (SELECT 1 FROM subscriptions t WHERE t.email = ${s}.email
    AND (t.status NOT IN ${ENDED} OR t.updated_at >= ${lapsed}))`;

/**
 * The projects a sweep deletes (`lapsed`, `subs`, `guests` are the backend's placeholders): those
 * of the owners above made before `lapsed`, and every guest's project idle (not changed) since
 * before `guests` (decision 142). The prefix is a constant, never input.
 */
export const sweptProjectsWhere = (lapsed: string, subs: string, guests: string): string =>
  `(created_at < ${lapsed} AND owner IN (${sweptOwnersSql(lapsed, subs)}))
    OR (${guestOwnerSql('owner')} AND updated_at < ${guests})`;

/** Whether the owner key in `column` is a guest's (the prefix is a constant, never input). */
export const guestOwnerSql = (column: string): string =>
  `substr(${column}, 1, ${GUEST_OWNER_PREFIX.length}) = '${GUEST_OWNER_PREFIX}'`;
