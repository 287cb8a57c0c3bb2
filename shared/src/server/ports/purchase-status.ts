/*
 * A purchase line's status and how it moves (decision 143): forward only for a sale (a replay never
 * undoes a refund), both ways by the one table of what the payment vendor reports.
 */

/** paid is the only status that proves a purchase; the others must be rejected by verifiers. */
export type PurchaseStatus = 'paid' | 'pending' | 'refunded' | 'disputed' | 'chargebacked';

/**
 * A sale write (the webhook's checkout, the sandbox's Pay, a replay of either) only ever moves a
 * line forward in this order (decision 117): a replayed or late `paid` never lowers a refund,
 * dispute or chargeback it did not know of. Adapters apply it in the same atomic step as the
 * write (SQL: `purchaseStatusRankSql`). Moving back is for the vendor's own reports
 * (PAYMENT_CHANGES below), never for a sale.
 */
export const PURCHASE_STATUS_ORDER: readonly PurchaseStatus[] = [
  'pending',
  'paid',
  'disputed',
  'refunded',
  'chargebacked',
];

/** The status a stored line ends with when a sale writes `incoming` over `current` (none: a new line). */
export function forwardPurchaseStatus(current: PurchaseStatus | null, incoming: PurchaseStatus): PurchaseStatus {
  if (current === null) return incoming;
  return PURCHASE_STATUS_ORDER.indexOf(incoming) > PURCHASE_STATUS_ORDER.indexOf(current) ? incoming : current;
}

/** The rank of a status column as a SQL expression (SQLite, Postgres), from the one order above. */
export const purchaseStatusRankSql = (column: string): string =>
  `(CASE ${column} ${PURCHASE_STATUS_ORDER.map((s, i) => `WHEN '${s}' THEN ${i}`).join(' ')} ELSE -1 END)`;

/** What the payment vendor reports about a paid order after the sale (decision 143). */
export type PaymentChange = 'refunded' | 'refund-failed' | 'disputed' | 'dispute-won' | 'dispute-lost';

/**
 * The status machine of a purchase after its sale, one row per report the vendor can make: the
 * statuses a line may be in for the report to apply, and the status it then takes. A report that
 * does not apply to a line's status leaves it as it is (a late or repeated report, a partial
 * refund). Access follows the status (only `paid` proves a purchase), and so does the buyer's mail.
 * The README's status table is this one.
 */
export const PAYMENT_CHANGES: Readonly<
  Record<PaymentChange, { readonly from: readonly PurchaseStatus[]; readonly to: PurchaseStatus }>
> = {
  // The whole payment went back (Stripe charge.refunded with refunded: true).
  refunded: { from: ['paid', 'disputed'], to: 'refunded' },
  // The refund failed or was cancelled: the money stayed, so the purchase is good again.
  'refund-failed': { from: ['refunded'], to: 'paid' },
  // The buyer's bank opened a dispute or an inquiry: on hold until it closes.
  disputed: { from: ['paid'], to: 'disputed' },
  // Closed in the seller's favour (won, or an inquiry closed), or a chargeback reversed.
  'dispute-won': { from: ['disputed', 'chargebacked'], to: 'paid' },
  // Closed in the buyer's favour: the money went back through the bank.
  'dispute-lost': { from: ['paid', 'disputed'], to: 'chargebacked' },
};

/** The status a line in `current` takes on `change`, or null when the change does not apply to it. */
export function changedPurchaseStatus(current: PurchaseStatus, change: PaymentChange): PurchaseStatus | null {
  const rule = PAYMENT_CHANGES[change];
  return rule.from.includes(current) ? rule.to : null;
}

/** A change as SQL (SQLite, Postgres): the status it sets, and the condition on the stored one. */
export function paymentChangeSql(change: PaymentChange, column = 'status'): { to: string; applies: string } {
  const rule = PAYMENT_CHANGES[change];
  return { to: `'${rule.to}'`, applies: `${column} IN (${rule.from.map((s) => `'${s}'`).join(', ')})` };
}
