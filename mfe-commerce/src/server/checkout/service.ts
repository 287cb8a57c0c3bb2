import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  basketCheckoutRequestSchema,
  bookCheckoutRequestSchema,
  physicalCheckoutRequestSchema,
  subscriptionCheckoutRequestSchema,
} from '@publisher/shared/contracts/functions';
import { MAX_PRINT_COPIES, PRINT_COPIES_LIMIT } from '@publisher/shared/domain/print-copies';
import type { CheckoutLine, CreateCheckoutInput, PaymentGateway } from '@publisher/shared/server/ports/payment-gateway';
import { StoreUnavailableError } from '@publisher/shared/server/ports/store-unavailable';
import { canonicalEmail } from '@publisher/shared/server/address-key';
import { normalizeEmail, type RecordStore } from '@publisher/shared/server/ports/record-store';
import { PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import {
  knownPrices,
  type KnownPrice,
  type PaymentConfig,
  type PriceSource,
} from '@publisher/shared/server/payments/prices';
import { soldLine, soldMetadata } from '@publisher/shared/server/payments/sold-lines';
import { BROWSER_BINDING_KEY } from './binding';
import { withOrderReference } from './order-reference';
import { CANCELLED_PATH, checkoutLocale, THANK_YOU_PATH } from '../../i18n/order-locale';

export interface CheckoutDeps {
  content: PriceSource;
  payments: PaymentGateway;
  config: PaymentConfig;
  now?: () => number;
}

/** The site's trusted origin for this request, and the caller's own idempotency key if it sent one. */
export interface CheckoutContext {
  /**
   * The origin return URLs are built on (trusted-origin.ts): SITE_URL's, or in local development a
   * loopback request's own. Never a Host header the caller chose.
   */
  origin: string;
  clientKey?: string;
}

export type CheckoutResult =
  { ok: true; url: string } | { ok: false; outcome: 'invalid' | 'not-found' | 'upstream-unavailable'; error: string };

const fail = (outcome: 'invalid' | 'not-found' | 'upstream-unavailable', error: string): CheckoutResult => ({
  ok: false,
  outcome,
  error,
});
const UNKNOWN_PRICE = 'That product is not for sale here. Please refresh the page and try again.';
const TOO_MANY_LINES =
  'There are too many different items in this basket for one order. Please split it into two orders.';

/** The site's public origin: SITE_URL when configured, else the context's (a loopback origin in development). */
export const siteOrigin = (config: PaymentConfig, ctx: CheckoutContext): string =>
  config.siteUrl ? new URL(config.siteUrl).origin : ctx.origin;

/** True when `url` is on this site's trusted origin; the request's own host is not enough. */
export function isSameOrigin(url: string, config: PaymentConfig, ctx: CheckoutContext): boolean {
  try {
    return new URL(url).origin === siteOrigin(config, ctx);
  } catch {
    return false;
  }
}

/**
 * One key per user intent: the caller's Idempotency-Key when sent (a double click reuses it),
 * else random for anonymous checkouts — two strangers buying the same book must never share a
 * session — and per e-mail and minute for subscriptions.
 */
function idempotencyKey(kind: string, body: unknown, basis: string): string {
  return `${kind}-${createHash('sha256')
    .update(`${JSON.stringify(body)}|${basis}`)
    .digest('hex')
    .slice(0, 48)}`;
}

/**
 * Creates the checkout with what it sells recorded in its metadata (sold-lines.ts), so the sale is
 * recorded as sold whatever the catalogue says when the payment arrives (decision 139). Lines that
 * do not fit Stripe's metadata are refused before anything is created.
 */
async function start(
  deps: CheckoutDeps,
  input: Omit<CreateCheckoutInput, 'lines'>,
  sold: ReadonlyArray<{ price: KnownPrice; quantity: number }>,
): Promise<CheckoutResult> {
  const record = soldMetadata(sold.map((l) => soldLine(l.price, l.quantity)));
  if (!record) {
    console.error(`[checkout] ${sold.length} lines do not fit the checkout's record of what it sold`);
    return fail('invalid', TOO_MANY_LINES);
  }
  const lines = sold.map((l) => line(l.price, l.quantity));
  try {
    const session = await deps.payments.createCheckout(
      withOrderReference({ ...input, lines, metadata: { ...input.metadata, ...record } }),
    );
    return { ok: true, url: session.url };
  } catch (error) {
    // Our own store (the sandbox's sessions) being down is not the provider's fault: the app answers 503.
    if (error instanceof StoreUnavailableError) throw error;
    console.error('[checkout] the payment provider refused a checkout', error);
    return fail('upstream-unavailable', 'We could not start the checkout. Please try again in a moment.');
  }
}

const line = (price: KnownPrice, quantity: number): CheckoutLine => ({
  priceId: price.priceId,
  quantity,
  label: price.label,
});

/**
 * create-checkout, book form: one copy of a digital edition (the flipbook) of that book. An Italian
 * page's checkout (`locale: 'it'`) opens Stripe in Italian and returns to the Italian thank-you page
 * (or, cancelled, to the Italian checkout-cancelled page).
 */
export async function createBookCheckout(
  deps: CheckoutDeps,
  body: z.infer<typeof bookCheckoutRequestSchema>,
  ctx: CheckoutContext,
): Promise<CheckoutResult> {
  const price = (await knownPrices(deps.content, deps.config)).get(body.priceId);
  if (!price || price.tier || price.productId === 'physical-book' || price.bookSlug !== body.slug)
    return fail('invalid', UNKNOWN_PRICE);
  const base = siteOrigin(deps.config, ctx);
  const { metadata, ...language } = checkoutLocale(body.locale);
  return start(
    deps,
    {
      mode: 'payment',
      successUrl: `${base}${THANK_YOU_PATH[body.locale ?? 'en']}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}${CANCELLED_PATH[body.locale ?? 'en']}`,
      ...language,
      metadata: { kind: 'book', bookSlug: body.slug, ...metadata },
      idempotencyKey: idempotencyKey('book', body, ctx.clientKey ?? randomUUID()),
    },
    [{ price, quantity: 1 }],
  );
}

/** create-physical-checkout: 1–5 printed copies, GBP, UK shipping address, shipping at checkout. */
export async function createPhysicalCheckout(
  deps: CheckoutDeps,
  body: z.infer<typeof physicalCheckoutRequestSchema>,
  ctx: CheckoutContext,
): Promise<CheckoutResult> {
  const price = (await knownPrices(deps.content, deps.config)).get(body.priceId);
  if (!price || price.productId !== 'physical-book' || price.bookSlug !== body.bookSlug)
    return fail('invalid', UNKNOWN_PRICE);
  if (!price.forSale) return fail('invalid', 'This book is not available in print at the moment.');
  const base = siteOrigin(deps.config, ctx);
  const { metadata, ...language } = checkoutLocale(body.locale);
  return start(
    deps,
    {
      mode: 'payment',
      successUrl: `${base}${THANK_YOU_PATH[body.locale ?? 'en']}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}${CANCELLED_PATH[body.locale ?? 'en']}`,
      shippingCountries: ['GB'],
      ...language,
      metadata: { kind: 'physical', bookSlug: body.bookSlug, ...metadata },
      idempotencyKey: idempotencyKey('physical', body, ctx.clientKey ?? randomUUID()),
    },
    [{ price, quantity: body.quantity }],
  );
}

/** create-checkout, basket form: each line's price looked up; the browser's titles are ignored. */
export async function createBasketCheckout(
  deps: CheckoutDeps,
  body: z.infer<typeof basketCheckoutRequestSchema>,
  ctx: CheckoutContext,
): Promise<CheckoutResult> {
  if (!isSameOrigin(body.success_url, deps.config, ctx) || !isSameOrigin(body.cancel_url, deps.config, ctx)) {
    return fail('invalid', 'The return addresses must be pages of this site.');
  }
  const prices = await knownPrices(deps.content, deps.config);
  const merged = new Map<string, { price: KnownPrice; quantity: number }>();
  for (const item of body.items) {
    const price = prices.get(item.price);
    if (!price || price.tier)
      return fail('invalid', `“${item.title.slice(0, 80)}” is not for sale here. Please remove it from your basket.`);
    if (!price.forSale)
      return fail('invalid', `“${price.label}” is not available at the moment. Please remove it from your basket.`);
    const entry = merged.get(price.priceId) ?? { price, quantity: 0 };
    entry.quantity += item.quantity;
    merged.set(price.priceId, entry);
  }
  const lines = [...merged.values()];
  if (lines.some((l) => l.price.productId === 'physical-book' && l.quantity > MAX_PRINT_COPIES)) {
    return fail('invalid', PRINT_COPIES_LIMIT);
  }
  const physical = lines.some((l) => l.price.productId === 'physical-book');
  // The basket names its own return pages; its language reaches Stripe and the order mail.
  const { metadata, ...language } = checkoutLocale(body.locale);
  return start(
    deps,
    {
      mode: 'payment',
      successUrl: body.success_url,
      cancelUrl: body.cancel_url,
      ...(physical ? { shippingCountries: ['GB'] } : {}),
      ...language,
      metadata: { kind: 'basket', ...metadata },
      idempotencyKey: idempotencyKey('basket', body, ctx.clientKey ?? randomUUID()),
    },
    lines,
  );
}

/**
 * Whether the person behind `email` had a plan before, trialing or paid, whatever its status now:
 * any subscription recorded under the address as typed or under its canonical form (no +tag).
 * One free trial per person (decision 142).
 */
export async function hadPlanBefore(
  records: Pick<RecordStore, 'listSubscriptionsByEmail'>,
  email: string,
): Promise<boolean> {
  for (const address of new Set([normalizeEmail(email), canonicalEmail(email) ?? normalizeEmail(email)]))
    if ((await records.listSubscriptionsByEmail(address)).length > 0) return true;
  return false;
}

/**
 * create-subscription-checkout: a plan price from configuration, with the free trial for a first-time
 * subscriber only (`hadPlanBefore`). It returns to the dashboard, which completes it (POST
 * /api/checkout/complete) only in the browser whose nonce hashes to `browserBinding`
 * (services/checkout-binding.ts).
 */
export async function createSubscriptionCheckout(
  deps: CheckoutDeps & { records: Pick<RecordStore, 'listSubscriptionsByEmail'> },
  body: z.infer<typeof subscriptionCheckoutRequestSchema>,
  ctx: CheckoutContext & { browserBinding: string },
): Promise<CheckoutResult> {
  const price = (await knownPrices(deps.content, deps.config)).get(body.priceId);
  if (!price?.tier) return fail('invalid', 'That plan does not exist. Please choose a plan from the pricing page.');
  const base = siteOrigin(deps.config, ctx);
  const email = body.email.toLowerCase();
  const minute = Math.floor((deps.now ?? Date.now)() / 60_000);
  return start(
    deps,
    {
      mode: 'subscription',
      successUrl: `${base}${PAYMENT_PATHS.subscriptionReturn}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/architect-method/pricing`,
      customerEmail: email,
      ...(deps.config.trialDays > 0 && !(await hadPlanBefore(deps.records, email))
        ? { trialDays: deps.config.trialDays }
        : {}),
      metadata: { kind: 'subscription', email, userId: body.userId, [BROWSER_BINDING_KEY]: ctx.browserBinding },
      // Per browser too: another browser's checkout (another nonce) is never this one's session.
      idempotencyKey: idempotencyKey(
        'subscription',
        { ...body, email },
        `${ctx.clientKey ?? minute}|${ctx.browserBinding}`,
      ),
    },
    [{ price, quantity: 1 }],
  );
}
