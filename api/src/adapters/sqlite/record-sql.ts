import {
  PAYMENT_CHANGES,
  paymentChangeSql,
  purchaseStatusRankSql,
  type PaymentChange,
} from '@publisher/shared/server/ports/record-store';

/* The record store's statements, shared by the store and the one-time import. */

const cols = (names: string[]) => ({ list: names.join(', '), params: names.map((n) => `@${n}`).join(', ') });
const set = (names: string[]) => names.map((n) => `${n} = excluded.${n}`).join(', ');

const QUOTE = cols(['id', 'request', 'server_pricing', 'received_at']);
const PURCHASE_FIELDS = [
  'source',
  'email',
  'product_id',
  'price_id',
  'book_slug',
  'order_id',
  'license_key',
  'quantity',
  'status',
];
const PURCHASE = cols(['id', ...PURCHASE_FIELDS, 'reference', 'review', 'created_at']);
const SUBSCRIPTION_FIELDS = [
  'email',
  'user_id',
  'tier',
  'status',
  'trial_end',
  'price_id',
  'stripe_customer_id',
  'stripe_subscription_id',
  'updated_at',
];
const SUBSCRIPTION = cols(['id', ...SUBSCRIPTION_FIELDS, 'created_at']);
const GRANT = cols(['id', 'email', 'product_id', 'order_id', 'verification_method', 'granted_at', 'expires_at']);
const PROJECT = cols([
  'id',
  'owner',
  'title',
  'current_stage',
  'completed_stages',
  'validations_used',
  'created_at',
  'updated_at',
]);

export const INSERT_QUOTE = `INSERT INTO quote_requests (${QUOTE.list}) VALUES (${QUOTE.params})`;

const rank = purchaseStatusRankSql;
/** The stored status unless the new one is further along (forwardPurchaseStatus, in the same statement). */
const FORWARD_STATUS = `status = CASE WHEN ${rank('excluded.status')} > ${rank('purchases.status')}
    THEN excluded.status ELSE purchases.status END`;

/**
 * A replayed line overwrites, but its status only moves forward, a replay without a reference or
 * review keeps the stored one, and its first created_at stays unless the caller gives one
 * (@keep_created = 0).
 */
export const UPSERT_PURCHASE = `INSERT INTO purchases (${PURCHASE.list}) VALUES (${PURCHASE.params})
  ON CONFLICT (id) DO UPDATE SET ${set(PURCHASE_FIELDS.filter((f) => f !== 'status'))}, ${FORWARD_STATUS},
    reference = COALESCE(excluded.reference, purchases.reference),
    review = COALESCE(excluded.review, purchases.review),
    created_at = CASE WHEN @keep_created THEN purchases.created_at ELSE excluded.created_at END
  RETURNING *`;
export const SEED_PURCHASE = `INSERT INTO purchases (${PURCHASE.list}) VALUES (${PURCHASE.params}) ON CONFLICT (id) DO NOTHING`;

/** Keeps the first created_at, as the port requires. */
export const UPSERT_SUBSCRIPTION = `INSERT INTO subscriptions (${SUBSCRIPTION.list}) VALUES (${SUBSCRIPTION.params})
  ON CONFLICT (id) DO UPDATE SET ${set(SUBSCRIPTION_FIELDS)} RETURNING *`;

export const INSERT_GRANT = `INSERT INTO access_grants (${GRANT.list}) VALUES (${GRANT.params})`;
export const INSERT_PROJECT = `INSERT INTO projects (${PROJECT.list}) VALUES (${PROJECT.params})`;
export const UPDATE_PROJECT = `UPDATE projects SET owner = @owner, title = @title, current_stage = @current_stage,
  completed_stages = @completed_stages, validations_used = @validations_used, updated_at = @updated_at WHERE id = @id`;

/** Each vendor report as one statement: the lines of @orderId the change applies to take its status. */
export const CHANGE_PURCHASE_STATUS = Object.fromEntries(
  (Object.keys(PAYMENT_CHANGES) as PaymentChange[]).map((change) => {
    const { to, applies } = paymentChangeSql(change);
    return [change, `UPDATE purchases SET status = ${to} WHERE order_id = @orderId AND ${applies}`];
  }),
) as Record<PaymentChange, string>;

/** Idempotent: the primary key keeps one row per event id, whoever inserts first. */
export const INSERT_EVENT =
  'INSERT INTO webhook_events (id, type, processed_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING';

/** The WHERE of findPurchases for the fields given (one cached statement per combination). */
export function purchaseQuery(fields: {
  email: boolean;
  orderId: boolean;
  reference: boolean;
  licenseKey: boolean;
}): string {
  const where = [
    fields.email ? 'email = @email' : null,
    fields.orderId ? 'order_id = @orderId' : null,
    fields.reference ? 'reference = @reference' : null,
    fields.licenseKey ? 'license_key = @licenseKey' : null,
  ].filter(Boolean);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  return `SELECT * FROM purchases ${clause} ORDER BY created_at DESC, rowid DESC`;
}
