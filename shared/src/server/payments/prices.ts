import type { Book } from '@publisher/shared/contracts/content';
import { PLAN_PRICE_IDS } from '@publisher/shared/contracts/functions';
import { flipbookPriceId, positivePrice } from '@publisher/shared/domain/catalogue-offers';
import { formatGbp } from '@publisher/shared/domain/format';
import type { ContentStore } from '@publisher/shared/server/ports/content-store';
import type { SubscriptionTier } from '@publisher/shared/server/ports/record-store';

/** The shop's settings from configuration (env.ts): plan prices, trial, shipping. */
export interface PaymentSettings {
  /** PRICE_SINGLE_BOOK, default `price_single_book`. */
  priceSingleBook: string;
  /** PRICE_MULTI_BOOK, default `price_multi_book`. */
  priceMultiBook: string;
  /** SUBSCRIPTION_TRIAL_DAYS, default 7. */
  trialDays: number;
  /** STRIPE_SHIPPING_RATE_UK: a Stripe shipping rate for physical books, if configured. */
  ukShippingRateId?: string;
}

/** Payment settings with the site's origin and proxy rule (the host's config). */
export interface PaymentConfig extends PaymentSettings {
  /** SITE_URL: the public origin every return URL is built on and checked against (trusted-origin.ts). */
  siteUrl?: string;
  /** TRUST_PROXY: one reverse proxy in front, so its X-Forwarded-Proto says whether the visitor used https. */
  trustProxy?: boolean;
}

/** The catalogue's part the payments need. */
export type PriceSource = Pick<ContentStore, 'listBooks' | 'knownPriceIds'>;

/** A price id the server recognises, with what it sells. */
export interface KnownPrice {
  priceId: string;
  /** As stored on purchases: 'flipbook', 'physical-book', 'book' or 'architect-method'. */
  productId: string;
  bookSlug: string | null;
  label: string;
  /** Display amount for the sandbox page, e.g. "£12.99"; null when content does not say. */
  amountText: string | null;
  /** The same amount in pence (1299), as a checkout records it sold (sold-lines.ts); null for plans and unknown. */
  unitAmount: number | null;
  tier: SubscriptionTier | null;
  /** Physical editions: Available Physical ticked and a price above 0 (spec section 5). */
  forSale: boolean;
}

/** The plan a subscription price id stands for, or null. */
export function planForPrice(config: PaymentConfig, priceId: string | null | undefined): SubscriptionTier | null {
  if (priceId === config.priceSingleBook) return 'single_book';
  if (priceId === config.priceMultiBook) return 'multi_book';
  return null;
}

const PLAN_LABELS: Record<SubscriptionTier, { label: string; amount: string }> = {
  single_book: { label: "Architect's Method — Single Book Plan", amount: '$9.99 / month' },
  multi_book: { label: "Architect's Method — Multi-Book Plan", amount: '$18.99 / month' },
};

/** The product a book's price sells, as the shop names it: "Crownless — Paperback". */
export function bookPriceLabel(title: string, productId: string): string {
  if (productId === 'flipbook') return `${title} — Full Flipbook`;
  if (productId === 'physical-book') return `${title} — Paperback`;
  return title;
}

const pence = (amount: number | null): number | null => (amount === null ? null : Math.round(amount * 100));

function bookPrices(book: Book): KnownPrice[] {
  const prices: KnownPrice[] = [];
  const flipbook = flipbookPriceId(book);
  if (flipbook) {
    const amount = positivePrice(book.flipbookPriceGbp);
    prices.push({
      priceId: flipbook,
      productId: 'flipbook',
      bookSlug: book.slug,
      label: bookPriceLabel(book.title, 'flipbook'),
      amountText: amount ? formatGbp(amount) : null,
      unitAmount: pence(amount),
      tier: null,
      forSale: true,
    });
  }
  if (book.physicalPriceId) {
    const price = positivePrice(book.physicalPriceGbp);
    const amount = price ? formatGbp(price) : null;
    prices.push({
      priceId: book.physicalPriceId,
      productId: 'physical-book',
      bookSlug: book.slug,
      label: bookPriceLabel(book.title, 'physical-book'),
      amountText: amount,
      unitAmount: pence(price),
      tier: null,
      forSale: book.availablePhysical && amount !== null,
    });
  }
  return prices;
}

/**
 * Every price the server accepts: the catalogue's (content) and the plans (configuration).
 * A browser's price id means nothing unless it is found here.
 */
export async function knownPrices(content: PriceSource, config: PaymentConfig): Promise<Map<string, KnownPrice>> {
  const [books, ids] = await Promise.all([content.listBooks(), content.knownPriceIds()]);
  const map = new Map<string, KnownPrice>();
  for (const id of ids) {
    map.set(id, {
      priceId: id,
      productId: 'book',
      bookSlug: null,
      label: 'Book',
      amountText: null,
      unitAmount: null,
      tier: null,
      forSale: true,
    });
  }
  for (const price of books.flatMap(bookPrices)) {
    // Content's allow-list is the authority: a book field outside it is not for sale.
    if (map.has(price.priceId)) map.set(price.priceId, price);
  }
  for (const tier of ['single_book', 'multi_book'] as const) {
    const plan = planPrice(config, tier);
    // The pricing page's id stands for the configured price (the checkout is made with `priceId`).
    map.set(PLAN_PRICE_IDS[tier], plan);
    map.set(plan.priceId, plan);
  }
  return map;
}

/** A plan's price as configuration names it (`priceId` overrides the configured one: a plan sold at an older price). */
export function planPrice(config: PaymentConfig, tier: SubscriptionTier, priceId?: string): KnownPrice {
  return {
    priceId: priceId ?? (tier === 'single_book' ? config.priceSingleBook : config.priceMultiBook),
    productId: 'architect-method',
    bookSlug: null,
    label: PLAN_LABELS[tier].label,
    amountText: PLAN_LABELS[tier].amount,
    unitAmount: null,
    tier,
    forSale: true,
  };
}
