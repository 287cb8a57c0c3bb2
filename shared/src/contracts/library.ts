import * as z from 'zod/mini';

/*
 * One library per person (issue 25, decision 121): what the e-mail proven by the sign-in cookie
 * owns, from every source, and "Your data" (export, delete). The e-mail is never a parameter: the
 * server reads it from the signed cookie only, so no request can ask for someone else's.
 */

export const LIBRARY_PATHS = {
  library: '/api/library',
  exportData: '/api/account/export',
  deleteAccount: '/api/account/delete',
} as const;

/** Where an item came from: the site's own checkout, Gumroad, a plan, or an access grant. */
export const librarySourceSchema = z.enum(['site', 'gumroad', 'plan', 'grant']);

/**
 * What the visitor can do with the item. read: open the full flipbook (claimed with the e-mail
 * and order number); portal: the Collector's portal with both prefilled; validate: the product's
 * validation page; manage-plan: the billing portal (from the dashboard); none: refunded or ended.
 */
export const libraryActionSchema = z.enum(['read', 'portal', 'validate', 'manage-plan', 'none']);

export const libraryItemSchema = z.object({
  /** Stable within one answer, for React keys. */
  id: z.string(),
  source: librarySourceSchema,
  /** The RecordStore's product id (flipbook, collectors-edition, cover-creator…), a plan tier, or null. */
  product: z.nullable(z.string()),
  /** A name for people: the book's title, the product's or the plan's. */
  title: z.string(),
  bookSlug: z.nullable(z.string()),
  /** The number the proofs take (checkout session, sandbox order, Gumroad order). */
  orderNumber: z.nullable(z.string()),
  /** The order's readable reference (ASH-…), shown in place of the number when the order has one. */
  reference: z.nullable(z.string()),
  /** paid, refunded, disputed, chargebacked; a plan's Stripe status; granted or expired for a grant. */
  status: z.string(),
  /** ISO date of the purchase, grant or plan change. */
  date: z.nullable(z.string()),
  action: libraryActionSchema,
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

/** GET /api/library → 200 { email, items, notices } | 401 { error } (not signed in). Never cached. */
export const libraryResponseSchema = z.object({
  email: z.string(),
  items: z.array(libraryItemSchema),
  /** Sentences about sources that could not be read now (a Gumroad outage); the rest is listed. */
  notices: z.array(z.string()),
});
export type LibraryResponse = z.infer<typeof libraryResponseSchema>;

/** The confirmation field a deletion needs: the visitor types it, so no stray request deletes. */
export const DELETE_CONFIRMATION = 'DELETE';

/** POST /api/account/delete { confirm: 'DELETE' } → 200 { deleted: true } and the browser signed out | 400 | 401 | 409 */
export const deleteAccountRequestSchema = z.object({ confirm: z.literal(DELETE_CONFIRMATION) });
export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true), message: z.string() });

/** GET /api/account/export → 200 attachment (application/json): everything recorded for the e-mail. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  email: z.string(),
  purchases: z.array(z.record(z.string(), z.unknown())),
  subscriptions: z.array(z.record(z.string(), z.unknown())),
  accessGrants: z.array(z.record(z.string(), z.unknown())),
  projects: z.array(z.record(z.string(), z.unknown())),
  quoteRequests: z.array(z.record(z.string(), z.unknown())),
  /** Get Notified (decision 124): `for` (topic), `what` (in words), `confirmed`, `confirmedAt` or `requestedAt`. */
  notifySignUps: z.array(z.record(z.string(), z.unknown())),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
