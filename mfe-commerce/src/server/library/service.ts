import type { LibraryItem, LibraryResponse } from '@publisher/shared/contracts/library';
import type { ContentStore } from '@publisher/shared/server/ports/content-store';
import type { SaleCandidate } from '@publisher/shared/server/ports/purchase-verifier';
import type {
  AccessGrantRecord,
  PurchaseRecord,
  RecordStore,
  SubscriptionRecord,
} from '@publisher/shared/server/ports/record-store';
import type { SalesByEmail } from '@publisher/shared/server/ports/sales-by-email';

export interface LibraryDeps {
  /** The proofs' view of the records (wiring/proof-records.ts): what may prove a purchase here. */
  records: RecordStore;
  /** Gumroad's sales for an e-mail, when Gumroad is configured. */
  sales: SalesByEmail | null;
  /** For the books' titles; a content outage leaves the slugs. */
  content: Pick<ContentStore, 'listBooks'>;
  now?: () => number;
}

export const GUMROAD_UNAVAILABLE_NOTICE =
  'Your Gumroad purchases could not be loaded just now. Everything else is listed below; please try again in a few minutes.';

const PRODUCT_TITLES: Record<string, string> = {
  flipbook: 'Full flipbook',
  'collectors-edition': "Collector's Edition",
  'cover-creator': 'Cover Creator Guide',
  'sound-craftery': 'Sound Craftery',
  'year7-maths': 'Year 7 Maths workbook',
  'year6-maths': 'Year 6 Maths workbook',
  'architect-method': "The Architect's Method",
  book: 'Book',
  'physical-book': 'Printed book',
  'music-sheet': 'Music sheet',
};
const PLAN_TITLES: Record<SubscriptionRecord['tier'], string> = {
  single_book: "The Architect's Method: Single Book plan",
  multi_book: "The Architect's Method: Multi-Book plan",
};
const ENDED_PLAN = new Set(['canceled', 'incomplete_expired']);

/** What the buyer does with a product they still own (refunded or ended: nothing). */
function actionFor(product: string | null): LibraryItem['action'] {
  switch (product) {
    case 'flipbook':
      return 'read';
    case 'collectors-edition':
      return 'portal';
    case 'cover-creator':
    case 'sound-craftery':
    case 'year7-maths':
    case 'architect-method':
      return 'validate';
    default:
      return 'none';
  }
}

function titleOf(product: string | null, bookSlug: string | null, titles: Map<string, string>): string {
  const name = product ? (PRODUCT_TITLES[product] ?? product) : 'Gumroad purchase';
  const book = bookSlug ? (titles.get(bookSlug) ?? bookSlug) : null;
  return book ? `${book} — ${name}` : name;
}

const fromPurchase = (p: PurchaseRecord, titles: Map<string, string>): LibraryItem => ({
  id: `site:${p.id}`,
  source: 'site',
  product: p.productId,
  title: titleOf(p.productId, p.bookSlug, titles),
  bookSlug: p.bookSlug,
  orderNumber: p.orderId,
  reference: p.reference ?? null,
  status: p.status,
  date: p.createdAt,
  // The plan bought on the site is managed as a plan; a refunded or disputed line opens nothing.
  action: p.status !== 'paid' ? 'none' : p.productId === 'architect-method' ? 'manage-plan' : actionFor(p.productId),
});

function fromSale(s: SaleCandidate, titles: Map<string, string>): LibraryItem {
  const status = s.chargebacked ? 'chargebacked' : s.refunded ? 'refunded' : s.disputed ? 'disputed' : 'paid';
  return {
    id: `gumroad:${s.saleId}`,
    source: 'gumroad',
    product: s.product,
    title: titleOf(s.product, s.bookSlug, titles),
    bookSlug: s.bookSlug,
    orderNumber: s.orderNumber ?? s.saleId,
    reference: null,
    status: s.lapsed && status === 'paid' ? 'ended' : status,
    date: null,
    action: status === 'paid' && !s.lapsed ? actionFor(s.product) : 'none',
  };
}

const fromPlan = (s: SubscriptionRecord): LibraryItem => ({
  id: `plan:${s.id}`,
  source: 'plan',
  product: s.tier,
  title: PLAN_TITLES[s.tier],
  bookSlug: null,
  orderNumber: null,
  reference: null,
  status: s.status,
  date: s.updatedAt,
  action: ENDED_PLAN.has(s.status) ? 'none' : 'manage-plan',
});

function fromGrant(g: AccessGrantRecord, now: number, titles: Map<string, string>): LibraryItem {
  const expired = g.expiresAt !== null && Date.parse(g.expiresAt) <= now;
  return {
    id: `grant:${g.id}`,
    source: 'grant',
    product: g.productId,
    title: titleOf(g.productId, null, titles),
    bookSlug: null,
    orderNumber: g.orderId,
    reference: null,
    status: expired ? 'expired' : 'granted',
    date: g.grantedAt,
    action: expired ? 'none' : actionFor(g.productId),
  };
}

async function bookTitles(content: LibraryDeps['content']): Promise<Map<string, string>> {
  try {
    return new Map((await content.listBooks()).map((b) => [b.slug, b.title]));
  } catch {
    return new Map();
  }
}

/**
 * Everything `email` owns, from every source (decision 121). `email` must be the one the signed
 * cookie proves; nothing here takes it from a request. Pending lines are not listed (nothing was
 * bought yet); refunded and disputed ones are, without an action. Gumroad failing leaves the rest
 * with a notice; the records failing rejects (the route answers 503).
 */
export async function loadLibrary(deps: LibraryDeps, email: string): Promise<LibraryResponse> {
  const now = (deps.now ?? Date.now)();
  const notices: string[] = [];
  const gumroad = deps.sales
    ? deps.sales.salesByEmail(email).catch((error: unknown) => {
        console.warn('[library] Gumroad sales could not be read', error);
        notices.push(GUMROAD_UNAVAILABLE_NOTICE);
        return [] as SaleCandidate[];
      })
    : Promise.resolve([] as SaleCandidate[]);
  const [purchases, plans, grants, sales, titles] = await Promise.all([
    deps.records.findPurchases({ email }),
    deps.records.listSubscriptionsByEmail(email),
    deps.records.findAccessGrants({ email }),
    gumroad,
    bookTitles(deps.content),
  ]);
  const owned = [
    ...purchases.filter((p) => p.status !== 'pending').map((p) => fromPurchase(p, titles)),
    ...sales.map((s) => fromSale(s, titles)),
    ...plans.map(fromPlan),
  ];
  // A grant is the trace of a proof already listed above (same product and order): shown once.
  const listed = new Set(owned.map((i) => `${i.product}|${i.orderNumber}`));
  // Grants come newest first; each proof made again adds one, so one per product and order.
  const extra = grants
    .filter((g) => {
      const key = `${g.productId}|${g.orderId}`;
      if (listed.has(key)) return false;
      listed.add(key);
      return true;
    })
    .map((g) => fromGrant(g, now, titles));
  const items = [...owned, ...extra].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
  return { email, items, notices };
}
