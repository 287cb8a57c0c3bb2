import type { SubscriptionTier } from '../ports/record-store';
import type { KnownPrice } from './prices';

/*
 * What a checkout sold, written into the session's metadata when it is created, so that the sale
 * is recorded from what was sold and not from the catalogue of the day the payment arrives
 * (decision 139): a paperback marked sold out, a book unpublished or a price id changed while the
 * buyer is at Stripe must not make the sale unrecordable.
 *
 * Stripe allows 50 metadata keys, keys of at most 40 characters and values of at most 500. One
 * line is `<code>,<price id>,<book slug>,<pence>,<quantity>` (each part percent-encoded, so a
 * comma or space in an id cannot break it); lines are joined by spaces and packed into values of
 * at most 500 characters under `sold1`…`soldN`, and `sold` says `1:<lines>:<N>` (the format's
 * version and what to expect, so a truncated copy is recognised). A basket has at most 50 lines
 * (basketCheckoutRequestSchema): with Stripe's price ids (about 30 characters) and slugs of at
 * most 120, 50 lines take at most 17 values. MAX_SOLD_VALUES bounds it at 30, leaving 19 keys for
 * the rest of the metadata (8 at most today); a checkout whose lines do not fit is refused.
 */

export const SOLD_KEY = 'sold';
/** Stripe's limits on metadata (keys per object, characters per value). */
export const STRIPE_METADATA_KEYS = 50;
export const STRIPE_METADATA_VALUE_CHARS = 500;
/** The most `soldN` values a checkout may use. */
export const MAX_SOLD_VALUES = 30;
const VERSION = '1';

/** One checkout line as it was sold. */
export interface SoldLine {
  priceId: string;
  /**
   * The product kind with its edition or format, as purchases store it: 'flipbook' (the digital
   * edition), 'physical-book' (the paperback), 'book' (a catalogue price of no known edition) or
   * 'architect-method' (a plan, with its tier).
   */
  productId: string;
  bookSlug: string | null;
  tier: SubscriptionTier | null;
  /** The unit amount the shop offered it at, in pence; null when the catalogue gave none (and for plans). */
  unitAmount: number | null;
  quantity: number;
}

const CODES: Record<string, { productId: string; tier: SubscriptionTier | null }> = {
  f: { productId: 'flipbook', tier: null },
  p: { productId: 'physical-book', tier: null },
  b: { productId: 'book', tier: null },
  s: { productId: 'architect-method', tier: 'single_book' },
  m: { productId: 'architect-method', tier: 'multi_book' },
};
const codeOf = (line: Pick<SoldLine, 'productId' | 'tier'>): string | undefined =>
  Object.entries(CODES).find(([, v]) => v.productId === line.productId && v.tier === line.tier)?.[0];

/** The sold line of a price the checkout accepted. */
export const soldLine = (price: KnownPrice, quantity: number): SoldLine => ({
  priceId: price.priceId,
  productId: price.productId,
  bookSlug: price.bookSlug,
  tier: price.tier,
  unitAmount: price.unitAmount,
  quantity,
});

/**
 * The metadata entries that carry `lines`, or null when they do not fit in MAX_SOLD_VALUES values
 * (or a line names a product kind this format has no code for): the checkout is then refused.
 */
export function soldMetadata(lines: readonly SoldLine[]): Record<string, string> | null {
  const values: string[] = [];
  for (const line of lines) {
    const code = codeOf(line);
    if (!code) return null;
    const parts = [code, line.priceId, line.bookSlug ?? '', line.unitAmount ?? '', line.quantity];
    const text = parts.map((p) => encodeURIComponent(String(p))).join(',');
    if (text.length > STRIPE_METADATA_VALUE_CHARS) return null;
    const last = values.length - 1;
    if (last >= 0 && values[last]!.length + 1 + text.length <= STRIPE_METADATA_VALUE_CHARS) values[last] += ` ${text}`;
    else values.push(text);
  }
  if (values.length > MAX_SOLD_VALUES) return null;
  return Object.fromEntries([
    [SOLD_KEY, `${VERSION}:${lines.length}:${values.length}`],
    ...values.map((value, i) => [`${SOLD_KEY}${i + 1}`, value]),
  ]);
}

function parseLine(text: string): SoldLine | null {
  const parts = text.split(',').map((p) => decodeURIComponent(p));
  if (parts.length !== 5) return null;
  const [code, priceId, slug, amount, quantity] = parts as [string, string, string, string, string];
  const kind = CODES[code];
  const unitAmount = amount === '' ? null : Number(amount);
  const count = Number(quantity);
  if (!kind || !priceId || (unitAmount !== null && !Number.isInteger(unitAmount)) || !Number.isInteger(count))
    return null;
  return { priceId, ...kind, bookSlug: slug || null, unitAmount, quantity: count };
}

/**
 * The lines a checkout's metadata says were sold; null when it carries none (a checkout created
 * before decision 139) or a copy that does not read back whole (then the catalogue decides).
 */
export function readSoldLines(metadata: Readonly<Record<string, string>>): SoldLine[] | null {
  const header = metadata[SOLD_KEY];
  if (header === undefined) return null;
  const [version, count, chunks] = header.split(':');
  const lines: SoldLine[] = [];
  try {
    if (version !== VERSION) throw new Error(`version ${version}`);
    for (let i = 1; i <= Number(chunks); i++) {
      for (const text of (metadata[`${SOLD_KEY}${i}`] ?? '').split(' ').filter(Boolean)) {
        const line = parseLine(text);
        if (!line) throw new Error(`line "${text}"`);
        lines.push(line);
      }
    }
    if (lines.length !== Number(count)) throw new Error(`${lines.length} lines of ${count}`);
  } catch (error) {
    console.warn(
      `[sales] the checkout's sold lines do not read back (${(error as Error).message}); using the catalogue`,
    );
    return null;
  }
  return lines;
}
