import type { FieldSet } from 'airtable';
import type {
  AccessGrantRecord,
  ProjectRecord,
  PurchaseRecord,
  QuoteRequestRecord,
  SubscriptionRecord,
} from '@publisher/shared/server/ports/record-store';

/*
 * Record ↔ Airtable row, one readable column per field so the publisher can work in the base.
 * Table and column names are listed in README "Records in Airtable"; keep both in step.
 */

export const RECORD_TABLES = {
  quotes: 'Quote Requests',
  purchases: 'Purchases',
  subscriptions: 'Subscriptions',
  grants: 'Access Grants',
  projects: 'Projects',
  events: 'Webhook Events',
  /** Confirmed "Get Notified" sign-ups (decision 124; fields in notify-records.ts). */
  notify: 'Notify Sign-ups',
} as const;

type Row = { id: string; fields: FieldSet };
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const orNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

export const quoteFields = (r: Omit<QuoteRequestRecord, 'id'>): FieldSet => ({
  Name: r.request.name,
  Email: r.request.email,
  Message: r.request.message,
  Services: [r.request.services.coverDesign && 'Cover design', r.request.services.typesetting && 'Typesetting']
    .filter(Boolean)
    .join(', '),
  'Client Total': r.request.pricing.grandTotal,
  'Server Total': r.serverPricing.grandTotal,
  'Server Pricing': JSON.stringify(r.serverPricing),
  Request: JSON.stringify(r.request),
  'Received At': r.receivedAt,
});
export const toQuote = ({ id, fields: f }: Row): QuoteRequestRecord => ({
  id,
  request: JSON.parse(text(f.Request) || '{}') as QuoteRequestRecord['request'],
  serverPricing: JSON.parse(text(f['Server Pricing']) || '{}') as QuoteRequestRecord['serverPricing'],
  receivedAt: text(f['Received At']),
});

/**
 * `Needs Review` (single line text, decision 139) is written only on a flagged line: a base without
 * the field still records every other sale, and an unflagged replay leaves a flag as it was.
 */
export const purchaseFields = (p: PurchaseRecord): FieldSet => ({
  'Record ID': p.id,
  Source: p.source,
  Email: p.email,
  Product: p.productId ?? '',
  'Price ID': p.priceId ?? '',
  'Book Slug': p.bookSlug ?? '',
  'Order ID': p.orderId,
  'Order Reference': p.reference ?? '',
  'License Key': p.licenseKey ?? '',
  Quantity: p.quantity,
  Status: p.status,
  ...(p.review ? { 'Needs Review': p.review } : {}),
  'Created At': p.createdAt,
});
export const toPurchase = ({ fields: f }: Row): PurchaseRecord => ({
  id: text(f['Record ID']),
  source: text(f.Source) as PurchaseRecord['source'],
  email: text(f.Email),
  productId: orNull(f.Product),
  priceId: orNull(f['Price ID']),
  bookSlug: orNull(f['Book Slug']),
  orderId: text(f['Order ID']),
  reference: orNull(f['Order Reference']),
  licenseKey: orNull(f['License Key']),
  quantity: num(f.Quantity, 1),
  status: (text(f.Status) || 'pending') as PurchaseRecord['status'],
  review: orNull(f['Needs Review']),
  createdAt: text(f['Created At']),
});

export const subscriptionFields = (s: SubscriptionRecord): FieldSet => ({
  'Subscription ID': s.id,
  Email: s.email,
  'User ID': s.userId ?? '',
  Tier: s.tier,
  Status: s.status,
  'Trial End': s.trialEnd ?? '',
  'Price ID': s.priceId ?? '',
  'Stripe Customer ID': s.stripeCustomerId ?? '',
  'Stripe Subscription ID': s.stripeSubscriptionId ?? '',
  'Created At': s.createdAt,
  'Updated At': s.updatedAt,
});
export const toSubscription = ({ fields: f }: Row): SubscriptionRecord => ({
  id: text(f['Subscription ID']),
  email: text(f.Email),
  userId: orNull(f['User ID']),
  tier: text(f.Tier) === 'multi_book' ? 'multi_book' : 'single_book',
  status: text(f.Status),
  trialEnd: orNull(f['Trial End']),
  priceId: orNull(f['Price ID']),
  stripeCustomerId: orNull(f['Stripe Customer ID']),
  stripeSubscriptionId: orNull(f['Stripe Subscription ID']),
  createdAt: text(f['Created At']),
  updatedAt: text(f['Updated At']),
});

export const grantFields = (g: Omit<AccessGrantRecord, 'id'>): FieldSet => ({
  Email: g.email,
  Product: g.productId,
  'Order ID': g.orderId ?? '',
  'Verification Method': g.verificationMethod,
  'Granted At': g.grantedAt,
  'Expires At': g.expiresAt ?? '',
});
export const toGrant = ({ id, fields: f }: Row): AccessGrantRecord => ({
  id,
  email: text(f.Email),
  productId: text(f.Product),
  orderId: orNull(f['Order ID']),
  verificationMethod: text(f['Verification Method']),
  grantedAt: text(f['Granted At']),
  expiresAt: orNull(f['Expires At']),
});

export const projectFields = (p: Omit<ProjectRecord, 'id'>): FieldSet => ({
  Owner: p.owner,
  Title: p.title,
  'Current Stage': p.currentStage,
  'Completed Stages': p.completedStages.join(','),
  'Validations Used': p.validationsUsed,
  'Created At': p.createdAt,
  'Updated At': p.updatedAt,
});
export const toProject = ({ id, fields: f }: Row): ProjectRecord => ({
  id,
  owner: text(f.Owner),
  title: text(f.Title),
  currentStage: num(f['Current Stage'], 1),
  completedStages: text(f['Completed Stages']).split(',').filter(Boolean).map(Number),
  validationsUsed: num(f['Validations Used']),
  createdAt: text(f['Created At']),
  updatedAt: text(f['Updated At']),
});
