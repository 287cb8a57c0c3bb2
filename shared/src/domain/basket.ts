import { MAX_PRINT_COPIES } from './print-copies';

/**
 * The basket's rules, framework- and storage-free. Commerce owns the basket itself (where it is kept,
 * mfe-commerce/src/basket/store.ts); other packages ask it to add a book through the event contract
 * of shared/src/events.ts and learn its count from the same events (decision 108).
 */
export interface BasketItem {
  slug: string;
  title: string;
  priceId: string;
  quantity: number;
}

/**
 * Every basket line is a printed book (only the physical purchase box adds to it), so a line holds
 * at most MAX_PRINT_COPIES: 5 + 5 of one book must not become 10 that checkout then refuses.
 */
export const MAX_LINE_QUANTITY = MAX_PRINT_COPIES;

export const isBasketItem = (v: unknown): v is BasketItem => {
  const o = v as Record<string, unknown>;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.slug === 'string' &&
    typeof o.title === 'string' &&
    typeof o.priceId === 'string' &&
    typeof o.quantity === 'number' &&
    Number.isInteger(o.quantity) &&
    o.quantity > 0
  );
};

/** A line a request may add: a basket item with a price id and a title. */
export const isAddableItem = (v: unknown): v is BasketItem =>
  isBasketItem(v) && v.priceId.trim() !== '' && v.title.trim() !== '';

export const basketCount = (items: readonly BasketItem[]): number => items.reduce((n, i) => n + i.quantity, 0);

export const clampQuantity = (n: number): number => Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.round(n)));

/** What adding did: the lines after it, how many copies it added, and whether the limit cut it short. */
export interface BasketAddition {
  items: BasketItem[];
  added: number;
  limited: boolean;
}

/** Adds copies up to the line's limit (0 added when the line was already full). */
export function withItemAdded(items: readonly BasketItem[], item: BasketItem): BasketAddition {
  const next = items.map((i) => ({ ...i }));
  const existing = next.find((i) => i.priceId === item.priceId);
  const before = existing?.quantity ?? 0;
  const wanted = before + Math.max(1, Math.round(item.quantity));
  const after = clampQuantity(wanted);
  if (existing) existing.quantity = after;
  else next.push({ ...item, quantity: after });
  return { items: next, added: after - before, limited: wanted > after };
}
