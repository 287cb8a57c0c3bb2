import { MAX_PRINT_COPIES } from './print-copies';
import { BASKET_STORAGE_KEY, EVENTS, type BasketAddDetail, type BasketUpdatedDetail } from '../events';

/**
 * The basket, kept in the browser's localStorage so any remote can add to it (catalogue's
 * "Add to basket") and commerce can show and check it out, with no remote importing another.
 * Every write announces EVENTS.basketUpdated; the shell's header shows the count.
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

const isItem = (v: unknown): v is BasketItem => {
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

export function readBasket(storage: Storage = localStorage): BasketItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(BASKET_STORAGE_KEY) ?? '[]');
    // A basket stored before the limit (or edited by hand) is read within it.
    return Array.isArray(parsed)
      ? parsed.filter(isItem).map((i) => ({ ...i, quantity: Math.min(i.quantity, MAX_LINE_QUANTITY) }))
      : [];
  } catch {
    return [];
  }
}

export const basketCount = (items: BasketItem[]): number => items.reduce((n, i) => n + i.quantity, 0);

function write(items: BasketItem[], storage: Storage): BasketItem[] {
  storage.setItem(BASKET_STORAGE_KEY, JSON.stringify(items));
  if (typeof window !== 'undefined') {
    const detail: BasketUpdatedDetail = { count: basketCount(items) };
    window.dispatchEvent(new CustomEvent(EVENTS.basketUpdated, { detail }));
  }
  return items;
}

const clamp = (n: number) => Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.round(n)));

/** What an add did: the basket after it, how many copies it added, and whether the limit cut it short. */
export interface BasketAddOutcome {
  items: BasketItem[];
  added: number;
  limited: boolean;
}

/** Adds copies up to the line's limit, and says how many went in (0 when the line was already full). */
export function addToBasketWithinLimit(item: BasketAddDetail, storage: Storage = localStorage): BasketAddOutcome {
  const items = readBasket(storage);
  const existing = items.find((i) => i.priceId === item.priceId);
  const before = existing?.quantity ?? 0;
  const wanted = before + Math.max(1, Math.round(item.quantity));
  const after = clamp(wanted);
  if (existing) existing.quantity = after;
  else items.push({ ...item, quantity: after });
  return { items: write(items, storage), added: after - before, limited: wanted > after };
}

export function addToBasket(item: BasketAddDetail, storage: Storage = localStorage): BasketItem[] {
  return addToBasketWithinLimit(item, storage).items;
}

export function setQuantity(priceId: string, quantity: number, storage: Storage = localStorage): BasketItem[] {
  const items = readBasket(storage).map((i) => (i.priceId === priceId ? { ...i, quantity: clamp(quantity) } : i));
  return write(items, storage);
}

export function removeFromBasket(priceId: string, storage: Storage = localStorage): BasketItem[] {
  return write(
    readBasket(storage).filter((i) => i.priceId !== priceId),
    storage,
  );
}

export function clearBasket(storage: Storage = localStorage): BasketItem[] {
  return write([], storage);
}

const isAddDetail = (v: unknown): v is BasketAddDetail =>
  isItem(v) && (v as BasketAddDetail).priceId.trim() !== '' && (v as BasketAddDetail).title.trim() !== '';

/**
 * Answers EVENTS.basketAdd (`commerce:basket-add`) by adding the item. Whoever is always on
 * the page (the shell) installs it once; a malformed detail is ignored. Returns the remover.
 */
export function listenForBasketAdds(target: Window = window, storage?: Storage): () => void {
  const onAdd = (e: Event) => {
    const detail = (e as CustomEvent<unknown>).detail;
    if (isAddDetail(detail)) addToBasket(detail, storage ?? localStorage);
  };
  target.addEventListener(EVENTS.basketAdd, onAdd);
  return () => target.removeEventListener(EVENTS.basketAdd, onAdd);
}
