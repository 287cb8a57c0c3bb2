import type {
  AccessGrantRecord,
  ProjectRecord,
  PurchaseRecord,
  QuoteRequestRecord,
  SubscriptionRecord,
} from '@publisher/shared/server/ports/record-store';

/* Rows as SQLite returns them, and their mapping to the port's records (snake_case ↔ camelCase). */

export type Row = Record<string, unknown>;
const text = (v: unknown) => v as string;
const maybe = (v: unknown) => (v === null || v === undefined ? null : (v as string));

export const toQuote = (r: Row): QuoteRequestRecord => ({
  id: text(r.id),
  request: JSON.parse(text(r.request)) as QuoteRequestRecord['request'],
  serverPricing: JSON.parse(text(r.server_pricing)) as QuoteRequestRecord['serverPricing'],
  receivedAt: text(r.received_at),
});

export const toPurchase = (r: Row): PurchaseRecord => ({
  id: text(r.id),
  source: text(r.source) as PurchaseRecord['source'],
  email: text(r.email),
  productId: maybe(r.product_id),
  priceId: maybe(r.price_id),
  bookSlug: maybe(r.book_slug),
  orderId: text(r.order_id),
  reference: maybe(r.reference),
  licenseKey: maybe(r.license_key),
  quantity: Number(r.quantity),
  status: text(r.status) as PurchaseRecord['status'],
  review: maybe(r.review),
  createdAt: text(r.created_at),
});

export const purchaseRow = (
  p: Omit<PurchaseRecord, 'reference' | 'review'> & { reference?: string | null; review?: string | null },
) => ({
  id: p.id,
  source: p.source,
  email: p.email,
  product_id: p.productId,
  price_id: p.priceId,
  book_slug: p.bookSlug,
  order_id: p.orderId,
  reference: p.reference ?? null,
  license_key: p.licenseKey,
  quantity: p.quantity,
  status: p.status,
  review: p.review ?? null,
  created_at: p.createdAt,
});

export const toSubscription = (r: Row): SubscriptionRecord => ({
  id: text(r.id),
  email: text(r.email),
  userId: maybe(r.user_id),
  tier: text(r.tier) as SubscriptionRecord['tier'],
  status: text(r.status),
  trialEnd: maybe(r.trial_end),
  priceId: maybe(r.price_id),
  stripeCustomerId: maybe(r.stripe_customer_id),
  stripeSubscriptionId: maybe(r.stripe_subscription_id),
  createdAt: text(r.created_at),
  updatedAt: text(r.updated_at),
});

export const subscriptionRow = (s: SubscriptionRecord) => ({
  id: s.id,
  email: s.email,
  user_id: s.userId,
  tier: s.tier,
  status: s.status,
  trial_end: s.trialEnd,
  price_id: s.priceId,
  stripe_customer_id: s.stripeCustomerId,
  stripe_subscription_id: s.stripeSubscriptionId,
  created_at: s.createdAt,
  updated_at: s.updatedAt,
});

export const toGrant = (r: Row): AccessGrantRecord => ({
  id: text(r.id),
  email: text(r.email),
  productId: text(r.product_id),
  orderId: maybe(r.order_id),
  verificationMethod: text(r.verification_method),
  grantedAt: text(r.granted_at),
  expiresAt: maybe(r.expires_at),
});

export const grantRow = (g: AccessGrantRecord) => ({
  id: g.id,
  email: g.email,
  product_id: g.productId,
  order_id: g.orderId,
  verification_method: g.verificationMethod,
  granted_at: g.grantedAt,
  expires_at: g.expiresAt,
});

export const toProject = (r: Row): ProjectRecord => ({
  id: text(r.id),
  owner: text(r.owner),
  title: text(r.title),
  currentStage: Number(r.current_stage),
  completedStages: JSON.parse(text(r.completed_stages)) as number[],
  validationsUsed: Number(r.validations_used),
  createdAt: text(r.created_at),
  updatedAt: text(r.updated_at),
});

export const projectRow = (p: ProjectRecord) => ({
  id: p.id,
  owner: p.owner,
  title: p.title,
  current_stage: p.currentStage,
  completed_stages: JSON.stringify(p.completedStages),
  validations_used: p.validationsUsed,
  created_at: p.createdAt,
  updated_at: p.updatedAt,
});
