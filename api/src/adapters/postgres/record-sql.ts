import {
  PAYMENT_CHANGES,
  paymentChangeSql,
  purchaseStatusRankSql as rank,
  type PaymentChange,
} from '@publisher/shared/server/ports/record-store';

/* The Postgres record store's statements; column lists as in 0002_records.sql. */

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
const params = (names: string[], from = 1) => names.map((_, i) => `$${i + from}`).join(', ');
const set = (names: string[]) => names.map((n) => `${n} = excluded.${n}`).join(', ');

export const PURCHASE_COLUMNS = ['id', ...PURCHASE_FIELDS, 'reference', 'review', 'created_at'];
export const SUBSCRIPTION_COLUMNS = ['id', ...SUBSCRIPTION_FIELDS, 'created_at'];
export const GRANT_COLUMNS = [
  'id',
  'email',
  'product_id',
  'order_id',
  'verification_method',
  'granted_at',
  'expires_at',
];
export const PROJECT_COLUMNS = [
  'id',
  'owner',
  'title',
  'current_stage',
  'completed_stages',
  'validations_used',
  'created_at',
  'updated_at',
];

export const INSERT_QUOTE =
  'INSERT INTO quote_requests (id, request, server_pricing, received_at) VALUES ($1, $2, $3, $4)';

/**
 * A replayed line overwrites, but its status only moves forward (forwardPurchaseStatus, in the
 * same statement); a replay without a reference or review keeps the stored one; its first
 * created_at stays unless the caller gives one ($14 false).
 */
export const UPSERT_PURCHASE = `INSERT INTO purchases (${PURCHASE_COLUMNS.join(', ')})
  VALUES (${params(PURCHASE_COLUMNS)})
  ON CONFLICT (id) DO UPDATE SET ${set(PURCHASE_FIELDS.filter((f) => f !== 'status'))},
    status = CASE WHEN ${rank('excluded.status')} > ${rank('purchases.status')}
      THEN excluded.status ELSE purchases.status END,
    reference = COALESCE(excluded.reference, purchases.reference),
    review = COALESCE(excluded.review, purchases.review),
    created_at = CASE WHEN $14::boolean THEN purchases.created_at ELSE excluded.created_at END
  RETURNING *`;

/** The sample purchases, once per database: the marker row and the inserts are one statement. */
export const SEED_PURCHASES = `WITH mark AS (
    INSERT INTO meta (key, value) VALUES ('seeded-sample-purchases', $2) ON CONFLICT (key) DO NOTHING RETURNING key
  )
  INSERT INTO purchases (${PURCHASE_COLUMNS.join(', ')})
  SELECT ${PURCHASE_COLUMNS.map((c) => `x.${c}`).join(', ')}
  FROM mark, json_populate_recordset(NULL::purchases, $1::json) AS x
  ON CONFLICT (id) DO NOTHING`;

/** Keeps the first created_at, as the port requires. */
export const UPSERT_SUBSCRIPTION = `INSERT INTO subscriptions (${SUBSCRIPTION_COLUMNS.join(', ')})
  VALUES (${params(SUBSCRIPTION_COLUMNS)})
  ON CONFLICT (id) DO UPDATE SET ${set(SUBSCRIPTION_FIELDS)} RETURNING *`;

export const INSERT_GRANT = `INSERT INTO access_grants (${GRANT_COLUMNS.join(', ')}) VALUES (${params(GRANT_COLUMNS)})`;

/**
 * Takes a slot in the owner's count and inserts the project, in one statement: the upsert locks
 * the owner's row, and a concurrent create waits for it and re-checks `projects < limit` on the
 * committed count ($9 is the limit). No slot, no row inserted: null.
 */
export const CREATE_PROJECT_WITHIN_LIMIT = `WITH slot AS (
    INSERT INTO project_owners (owner, projects) SELECT $2, 1 WHERE $9::int > 0
    ON CONFLICT (owner) DO UPDATE SET projects = project_owners.projects + 1
      WHERE project_owners.projects < $9::int
    RETURNING owner
  )
  INSERT INTO projects (${PROJECT_COLUMNS.join(', ')})
  SELECT $1, slot.owner, $3, $4, $5, $6, $7, $8 FROM slot
  RETURNING *`;

/** Compare-and-swap on the project's version ($8); a move to another owner is counted by a trigger. */
export const UPDATE_PROJECT = `UPDATE projects SET owner = $2, title = $3, current_stage = $4, completed_stages = $5,
    validations_used = $6, updated_at = $7, version = version + 1
  WHERE id = $1 AND version = $8 RETURNING *`;

/** Each vendor report as one statement: the lines of order $1 the change applies to take its status. */
export const CHANGE_PURCHASE_STATUS = Object.fromEntries(
  (Object.keys(PAYMENT_CHANGES) as PaymentChange[]).map((change) => {
    const { to, applies } = paymentChangeSql(change);
    return [change, `UPDATE purchases SET status = ${to} WHERE order_id = $1 AND ${applies}`];
  }),
) as Record<PaymentChange, string>;

export const INSERT_EVENT =
  'INSERT INTO webhook_events (id, type, processed_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING';

/** findPurchases: every given field must match; newest first. */
export function purchaseQuery(query: { email?: string; orderId?: string; reference?: string; licenseKey?: string }) {
  const where: string[] = [];
  const values: string[] = [];
  const add = (column: string, value: string | undefined) => {
    if (value === undefined) return;
    values.push(value);
    where.push(`${column} = $${values.length}`);
  };
  add('email', query.email);
  add('order_id', query.orderId);
  add('reference', query.reference);
  add('license_key', query.licenseKey);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  return { text: `SELECT * FROM purchases ${clause} ORDER BY created_at DESC, seq DESC`, values };
}
