import type { QuoteRequest } from '@publisher/shared/contracts/functions';
import type { Pricing } from '@publisher/shared/contracts/calculator';
import { StoreUnavailableError } from './store-unavailable';
import type { AccountRecords } from './account-records';
import type { NotifyRecords } from './notify-records';
import { ENDED_SUBSCRIPTION_STATUSES } from './retention';
import type { PaymentChange, PurchaseStatus } from './purchase-status';

export * from './purchase-status';

/*
 * Records the API writes and reads back: quote requests, purchases, subscriptions, access
 * grants, subscriber projects and processed webhook events. Adapters: SQLite under DATA_DIR
 * (the embedded default, decision 100) and Airtable tables when AIRTABLE_TOKEN and
 * AIRTABLE_BASE_ID are set. testing/record-store-contract.ts holds what every adapter must do. Every write resolves only once it is durable: a caller may answer
 * success as soon as the promise resolves. E-mails are stored trimmed and lower-cased by the
 * adapters; lookups by e-mail are case-insensitive.
 */

/** Where a purchase came from: a Stripe webhook, the sandbox checkout, or the seeded samples. */
export type PurchaseSource = 'stripe' | 'sandbox' | 'sample';

/**
 * One purchased line. A checkout with several lines gives several records sharing `orderId`.
 * `id` is deterministic (`<source>:<orderId>:<line>`), so recording the same order twice
 * (webhook replay, sandbox double submit) overwrites instead of duplicating.
 */
export interface PurchaseRecord {
  id: string;
  source: PurchaseSource;
  email: string;
  /**
   * What was bought, as verifiers match it: 'collectors-edition', 'cover-creator',
   * 'architect-method', 'year7-maths', 'year6-maths', 'sound-craftery', 'book', 'physical-book',
   * 'flipbook' or 'music-sheet'. null when the price id maps to no known product.
   */
  productId: string | null;
  priceId: string | null;
  bookSlug: string | null;
  /** The order number a buyer types: Stripe checkout session id, sandbox order id, or sample order. */
  orderId: string;
  /**
   * The order's readable reference (`ASH-7K3Q-9FXM`, ports/order-reference.ts), the same on every
   * line; null for lines recorded before references (decision 120) and for samples.
   */
  reference: string | null;
  /** Licence key, when the product has one (Cover Creator, Architect's Method). */
  licenseKey: string | null;
  quantity: number;
  status: PurchaseStatus;
  /**
   * Why the publisher must check this line by hand (decision 139): its product could not be told
   * from what the checkout sold or the catalogue, and it was recorded all the same. null when
   * nothing needs checking; the publisher filters on it (SQL `review IS NOT NULL`, Airtable's
   * `Needs Review` not empty). Once set, a replay does not clear it.
   */
  review: string | null;
  createdAt: string;
}
/** A replay without a reference (or review) keeps the stored one (adapters write COALESCE(new, stored)). */
export type NewPurchase = Omit<PurchaseRecord, 'id' | 'createdAt' | 'reference' | 'review'> & {
  line?: number;
  createdAt?: string;
  reference?: string | null;
  review?: string | null;
};

export interface PurchaseQuery {
  email?: string;
  orderId?: string;
  /** The canonical reference (parseOrderReference), matched exactly. */
  reference?: string;
  licenseKey?: string;
}

export type SubscriptionTier = 'single_book' | 'multi_book';

/** A paid plan (the free trial has no record: it is what anyone without one sees). */
export interface SubscriptionRecord {
  /** Stripe subscription id, or `sandbox_sub_…`. */
  id: string;
  email: string;
  userId: string | null;
  tier: SubscriptionTier;
  /** Stripe's status: active, trialing, past_due, canceled, incomplete, unpaid… */
  status: string;
  trialEnd: string | null;
  priceId: string | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  createdAt: string;
  updatedAt: string;
}
export type SubscriptionUpsert = Omit<SubscriptionRecord, 'createdAt' | 'updatedAt'>;

/** Access given to a buyer after a verification (Collector's Edition, Cover Creator, Architect's Method). */
export interface AccessGrantRecord {
  id: string;
  email: string;
  productId: string;
  orderId: string | null;
  /** How the purchase was proven: 'gumroad', 'local', 'demo-key', … */
  verificationMethod: string;
  grantedAt: string;
  /** null: never expires. */
  expiresAt: string | null;
}
export type NewAccessGrant = Omit<AccessGrantRecord, 'id' | 'grantedAt'> & { grantedAt?: string };

/** A quote request as sent, beside the prices the server computed itself. */
export interface QuoteRequestRecord {
  id: string;
  request: QuoteRequest;
  serverPricing: Pricing;
  receivedAt: string;
}
export type NewQuoteRequest = Omit<QuoteRequestRecord, 'id' | 'receivedAt'>;

/** A book project of the dashboard. */
export interface ProjectRecord {
  id: string;
  /**
   * Who owns it: the lower-cased e-mail of a subscriber proven by the signed cookie, or
   * `guest:<id>` for a free-trial browser without one (see services/projects).
   */
  owner: string;
  title: string;
  currentStage: number;
  completedStages: number[];
  validationsUsed: number;
  createdAt: string;
  updatedAt: string;
}
export type NewProject = Pick<ProjectRecord, 'owner' | 'title'>;
export type ProjectChanges = Partial<
  Pick<ProjectRecord, 'owner' | 'title' | 'currentStage' | 'completedStages' | 'validationsUsed'>
>;

/**
 * The records cannot be read or written right now (disk full or read-only, database locked or
 * corrupt). Nothing was half-written; the app answers 503 and the same call can succeed later.
 */
export class RecordStoreUnavailableError extends StoreUnavailableError {
  override readonly name = 'RecordStoreUnavailableError';
}

/* The account and notify ports live beside this file; re-exported so importers keep one path. */
export type { AccountErasure, AccountRecords } from './account-records';
export type { NotifyConsentRecord, NotifyRecords } from './notify-records';
export type { RetentionCutoffs, RetentionSweep } from './retention';

/**
 * The store. Every method may reject (I/O, vendor outage); callers answer 5xx/503 then
 * (503 for a RecordStoreUnavailableError).
 */
export interface RecordStore extends AccountRecords, NotifyRecords {
  addQuoteRequest(input: NewQuoteRequest): Promise<QuoteRequestRecord>;

  /**
   * Inserts or overwrites the purchase with the same deterministic id, as one atomic step (two
   * instances writing the same line leave one row), except that the status only moves forward
   * (`forwardPurchaseStatus`): a replayed `paid` leaves a refunded line refunded. Returns the
   * stored record.
   */
  savePurchase(input: NewPurchase): Promise<PurchaseRecord>;
  /** Purchases matching every given field (e-mail case-insensitive); newest first. */
  findPurchases(query: PurchaseQuery): Promise<PurchaseRecord[]>;
  /**
   * Applies a vendor's report (refund, dispute and how it ended) to every line of an order, as one
   * atomic step per line, by the status machine (`PAYMENT_CHANGES`): a line whose status the change
   * does not apply to keeps it. Returns how many lines changed.
   */
  changePurchaseStatus(orderId: string, change: PaymentChange): Promise<number>;

  /** Inserts or updates by `id`, keeping the original createdAt. */
  upsertSubscription(input: SubscriptionUpsert): Promise<SubscriptionRecord>;
  getSubscription(id: string): Promise<SubscriptionRecord | null>;
  /** The e-mail's current subscription: the most recently updated one not canceled, else the latest. */
  findSubscriptionByEmail(email: string): Promise<SubscriptionRecord | null>;

  addAccessGrant(input: NewAccessGrant): Promise<AccessGrantRecord>;
  findAccessGrants(query: { email: string; productId?: string }): Promise<AccessGrantRecord[]>;

  listProjects(owner: string): Promise<ProjectRecord[]>;
  getProject(id: string): Promise<ProjectRecord | null>;
  /**
   * Creates a project unless the owner already has `limit` or more: the check and the insert
   * are one step, so two concurrent creates cannot both pass. null when at the limit.
   */
  createProjectWithinLimit(input: NewProject, limit: number): Promise<ProjectRecord | null>;
  /**
   * Applies `change` to the current record (read and write as one step where the adapter can,
   * so concurrent stage updates do not lose each other). null when the project does not exist.
   */
  updateProject(id: string, change: (current: ProjectRecord) => ProjectChanges): Promise<ProjectRecord | null>;

  /** Whether a webhook event id has been fully processed. */
  hasProcessedEvent(eventId: string): Promise<boolean>;
  /** Remembers a processed webhook event id (idempotent). */
  markEventProcessed(eventId: string, type: string): Promise<void>;
}

/* Rules every adapter shares, kept beside the interface they belong to. */

export { normalizeEmail } from './email';

/** The deterministic id of a purchase line: replays of one order overwrite, never duplicate. */
export const purchaseRecordId = (p: Pick<NewPurchase, 'source' | 'orderId' | 'line'>): string =>
  `${p.source}:${p.orderId}:${p.line ?? 0}`;

const ENDED = new Set<string>(ENDED_SUBSCRIPTION_STATUSES);

/** Of one e-mail's subscriptions, the current one: the latest live one, else the latest of all. */
export function pickCurrentSubscription(list: SubscriptionRecord[]): SubscriptionRecord | null {
  const byRecent = [...list].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return byRecent.find((s) => !ENDED.has(s.status)) ?? byRecent[0] ?? null;
}
