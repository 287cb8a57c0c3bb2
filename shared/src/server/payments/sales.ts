import type { CompletedCheckout, GatewaySubscription, PaymentGateway } from '../ports/payment-gateway';
import { ORDER_REFERENCE_KEY, orderReferenceFrom, parseOrderReference } from '../ports/order-reference';
import type { NewPurchase, PurchaseRecord, RecordStore, SubscriptionRecord } from '../ports/record-store';
import { StoreUnavailableError } from '../ports/store-unavailable';
import { trackFallbacks } from '../http/fallback-tracking';
import { formatGbp } from '@publisher/shared/domain/format';
import {
  bookPriceLabel,
  knownPrices,
  planForPrice,
  planPrice,
  type KnownPrice,
  type PaymentConfig,
  type PriceSource,
} from './prices';
import { readSoldLines, type SoldLine } from './sold-lines';

/*
 * The record of a sale, as the webhook, the sandbox's Pay, a plan's completion and the full
 * flipbook's proof by session all make it: commerce's endpoints and the host's full flipbook both
 * record sales, so the rules live here, once.
 */

/** What recording a sale needs. */
export interface SaleRecordDeps {
  records: RecordStore;
  payments: PaymentGateway;
  content: PriceSource;
  config: PaymentConfig;
}

/**
 * How a recorder treats a mail that could not go out. 'retry' (the webhook, the sandbox's Pay):
 * reject with MailUnavailableError, so the event is not marked processed and its next delivery
 * (or Pay pressed again) sends it. 'later' (the thank-you page's and the plan's claims, which
 * record before the webhook arrives): log it; the webhook, still to come, sends it.
 */
export type MailFailure = 'retry' | 'later';

/** A saved line with what it sold. */
export type SavedLine = { purchase: PurchaseRecord; price: SaleLine };

/**
 * The mails a recorder sends once the lines are saved, and what a failure to send means: the
 * buyer's order mail, and the publisher's notice of lines flagged for review (`review`, given
 * only those lines).
 */
export interface SaleMail {
  send(lines: readonly SavedLine[]): Promise<unknown>;
  review?(lines: readonly SavedLine[]): Promise<unknown>;
  failure: MailFailure;
}

/**
 * The catalogue cannot be read right now (it answered from its outage fallback, or not at all) and
 * a line needs it: a checkout created before decision 139, whose lines carry no record of what was
 * sold. Nothing of the checkout was recorded; as a StoreUnavailableError the app answers 503
 * (Retry-After), so Stripe retries the event and the sandbox's Pay can be pressed again.
 */
export class UnresolvedSaleError extends StoreUnavailableError {
  override readonly name = 'UnresolvedSaleError';
}

/**
 * A checkout line as it is recorded: what was sold, and `review` when the publisher must check it
 * by hand (its product could not be told from the checkout or the catalogue: `productId` is then
 * the checkout's own kind, or null).
 */
export interface SaleLine extends Omit<KnownPrice, 'productId'> {
  productId: string | null;
  review: string | null;
}

/** What a checkout's lines are resolved from: the lines, and the metadata its creation wrote. */
export type SaleCheckout = Pick<CompletedCheckout, 'sessionId' | 'lines' | 'metadata'>;

interface Catalogue {
  prices: Map<string, KnownPrice>;
  titles: Map<string, string>;
  /** Read from the outage fallback, or not read at all: nothing in it is to be trusted. */
  down: boolean;
}

async function readCatalogue(deps: Pick<SaleRecordDeps, 'content' | 'config'>): Promise<Catalogue> {
  try {
    const { value, fellBack } = await trackFallbacks(() =>
      Promise.all([knownPrices(deps.content, deps.config), deps.content.listBooks()]),
    );
    return { prices: value[0], titles: new Map(value[1].map((b) => [b.slug, b.title])), down: fellBack };
  } catch (error) {
    console.warn('[sales] the catalogue could not be read:', error);
    return { prices: new Map(), titles: new Map(), down: true };
  }
}

/** A line from the checkout's record of what it sold; the title from the catalogue when it answers. */
function fromSold(deps: Pick<SaleRecordDeps, 'config'>, sold: SoldLine, catalogue: Catalogue): SaleLine {
  if (sold.tier) return { ...planPrice(deps.config, sold.tier, sold.priceId), review: null };
  const title = (!catalogue.down && sold.bookSlug && catalogue.titles.get(sold.bookSlug)) || sold.bookSlug;
  return {
    priceId: sold.priceId,
    productId: sold.productId,
    bookSlug: sold.bookSlug,
    label: title ? bookPriceLabel(title, sold.productId) : 'Book',
    amountText: sold.unitAmount === null ? null : formatGbp(sold.unitAmount / 100),
    unitAmount: sold.unitAmount,
    tier: null,
    forSale: true,
    review: null,
  };
}

/**
 * A line nothing resolves: recorded all the same (money was taken), flagged for the publisher. Its
 * kind is the checkout's where that tells it (a print checkout sells paperbacks only, a book
 * checkout that book's digital edition), its book the checkout's.
 */
function unresolved(checkout: SaleCheckout, priceId: string | null, catalogue: Catalogue): SaleLine {
  const kind = checkout.metadata.kind;
  const productId = kind === 'physical' ? 'physical-book' : kind === 'book' ? 'flipbook' : null;
  const bookSlug = checkout.metadata.bookSlug ?? null;
  const title = (bookSlug && catalogue.titles.get(bookSlug)) || bookSlug;
  return {
    priceId: priceId ?? '',
    productId,
    bookSlug,
    label: title && productId ? bookPriceLabel(title, productId) : (title ?? 'Your purchase'),
    amountText: null,
    unitAmount: null,
    tier: null,
    forSale: true,
    review: `Price ${priceId ?? '(none)'} is not in the catalogue and the checkout did not record what it sold`,
  };
}

/**
 * What each line of a checkout sold, before anything is written: from the record of what was sold
 * that the checkout's creation put in its metadata (sold-lines.ts); for a checkout made before
 * that, from the catalogue (or configuration, for a plan). Only a real outage refuses (the
 * catalogue needed and unreadable: UnresolvedSaleError); a line nothing resolves comes back with
 * `review` set, to be recorded and flagged, never dropped (decision 139).
 */
export async function resolveSaleLines(
  deps: Pick<SaleRecordDeps, 'content' | 'config'>,
  checkout: SaleCheckout,
): Promise<SaleLine[]> {
  const sold = new Map((readSoldLines(checkout.metadata) ?? []).map((line) => [line.priceId, line]));
  const catalogue = await readCatalogue(deps);
  return checkout.lines.map((item, index) => {
    const line = item.priceId ? sold.get(item.priceId) : undefined;
    if (line) return fromSold(deps, line, catalogue);
    const price = item.priceId ? catalogue.prices.get(item.priceId) : undefined;
    // A plan's price comes from configuration; a catalogue price read during an outage is not trusted.
    if (price && (price.tier || !catalogue.down)) return { ...price, review: null };
    if (catalogue.down)
      throw new UnresolvedSaleError(
        'the catalogue',
        `checkout ${checkout.sessionId} line ${index} (${item.priceId}): the catalogue is unavailable`,
      );
    return unresolved(checkout, item.priceId, catalogue);
  });
}

/**
 * The purchase records a completed checkout makes, one per line. A plan is a purchase (product
 * 'architect-method', provable with e-mail and order number) only when money was taken at the
 * checkout: a free trial is the subscription alone, and ends with it.
 */
function purchasesOf(deps: SaleRecordDeps, checkout: CompletedCheckout, lines: SaleLine[]): NewPurchase[] {
  if (checkout.mode === 'subscription' && checkout.paymentStatus !== 'paid') return [];
  const paid = checkout.paymentStatus === 'paid' || checkout.paymentStatus === 'no_payment_required';
  // The reference the checkout was created with (decision 120); one made before references gets one from its id.
  const reference =
    parseOrderReference(checkout.metadata[ORDER_REFERENCE_KEY] ?? '') ?? orderReferenceFrom(checkout.sessionId);
  return checkout.lines.map((item, index) => ({
    source: deps.payments.name,
    email: checkout.email ?? '',
    productId: lines[index]!.productId,
    priceId: item.priceId,
    bookSlug: lines[index]!.bookSlug ?? checkout.metadata.bookSlug ?? null,
    orderId: checkout.sessionId,
    reference,
    licenseKey: null,
    quantity: item.quantity,
    status: paid ? 'paid' : 'pending',
    review: lines[index]!.review,
    line: index,
    createdAt: checkout.createdAt,
  }));
}

/**
 * Records each line of a completed checkout as a purchase, and the subscription a subscription
 * checkout started. Every line is resolved from what the checkout sold before anything is written;
 * only an outage of what a line needs refuses the whole (UnresolvedSaleError), and a line nothing
 * resolves is saved flagged (`review`), never dropped. The writes are upserts by deterministic ids
 * whose status only moves forward, so a replay never duplicates a line or undoes a refund. Right
 * after the lines, `mail` goes out once per order: the publisher's notice of flagged lines, then
 * the buyer's order mail; a replay or a second recorder finds them sent; see MailFailure for a
 * mail that cannot go out now.
 */
export async function recordCompletedCheckout(
  deps: SaleRecordDeps,
  checkout: CompletedCheckout,
  mail?: SaleMail,
): Promise<void> {
  const lines = await resolveSaleLines(deps, checkout);
  if (checkout.mode === 'subscription' && checkout.subscriptionId) {
    const subscription = await deps.payments.getSubscription(checkout.subscriptionId);
    if (subscription) {
      await recordSubscription(deps, subscription, false, {
        email: checkout.email,
        userId: checkout.metadata.userId ?? null,
      });
    }
  }
  // Sequential on purpose: the store serializes anyway, and order keeps line numbers stable.
  const saved: SavedLine[] = [];
  for (const purchase of purchasesOf(deps, checkout, lines))
    saved.push({ purchase: await deps.records.savePurchase(purchase), price: lines[saved.length]! });
  const flagged = saved.filter((line) => line.purchase.review);
  for (const { purchase } of flagged)
    console.warn(`[sales] ${checkout.sessionId} line ${purchase.id} recorded for review: ${purchase.review}`);
  if (!mail || saved.length === 0) return;
  try {
    if (flagged.length > 0 && mail.review) await mail.review(flagged);
    await mail.send(saved);
  } catch (error) {
    if (mail.failure === 'retry') throw error;
    console.error(`[order-mail] ${checkout.sessionId}: not sent now, the webhook sends it:`, error);
  }
}

/**
 * Upserts a subscription from the gateway's state. The e-mail comes from the metadata the
 * checkout put on it (or the checkout, or the existing record); the tier from the plan price.
 * null when it cannot be tied to an e-mail or a plan (not one of ours).
 */
export async function recordSubscription(
  deps: SaleRecordDeps,
  subscription: GatewaySubscription,
  deleted: boolean,
  hints: { email?: string | null; userId?: string | null } = {},
): Promise<SubscriptionRecord | null> {
  const existing = await deps.records.getSubscription(subscription.id);
  const tier = planForPrice(deps.config, subscription.priceId) ?? existing?.tier ?? null;
  const email = subscription.metadata.email || hints.email || existing?.email;
  if (!tier || !email) {
    console.warn(`[webhooks] subscription ${subscription.id} has no known plan or e-mail; not recorded`);
    return null;
  }
  return deps.records.upsertSubscription({
    id: subscription.id,
    email,
    userId: subscription.metadata.userId || hints.userId || existing?.userId || null,
    tier,
    status: deleted ? 'canceled' : subscription.status,
    trialEnd: subscription.trialEnd,
    priceId: subscription.priceId,
    stripeCustomerId: subscription.customerId,
    stripeSubscriptionId: deps.payments.name === 'stripe' ? subscription.id : null,
  });
}
