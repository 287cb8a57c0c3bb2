import {
  MAX_LINE_QUANTITY,
  basketCount,
  clampQuantity,
  isBasketItem,
  withItemAdded,
  type BasketAddition,
  type BasketItem,
} from '@publisher/shared/domain/basket';
import { EVENTS, emit, type BasketAddDetail, type BasketUpdatedDetail } from '@publisher/shared/events';

/*
 * Commerce owns the basket (decision 108): it is kept here, in this browser's localStorage under
 * commerce's own key, and no other package reads it. Every change is announced with
 * EVENTS.basketUpdated (the shell places commerce's mini-basket by it); other remotes' pages add
 * to it through the buy box commerce lends them (src/fragments, decision 136).
 */

export const BASKET_STORAGE_KEY = 'ashgrove-press:basket';

export function readBasket(storage: Storage = localStorage): BasketItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(BASKET_STORAGE_KEY) ?? '[]');
    // A basket stored before the limit (or edited by hand) is read within it.
    return Array.isArray(parsed)
      ? parsed.filter(isBasketItem).map((i) => ({ ...i, quantity: Math.min(i.quantity, MAX_LINE_QUANTITY) }))
      : [];
  } catch {
    return [];
  }
}

const announce = (items: readonly BasketItem[]) =>
  typeof window !== 'undefined' &&
  emit<BasketUpdatedDetail>(EVENTS.basketUpdated, { count: basketCount(items) }, window);

function write(items: BasketItem[], storage: Storage): BasketItem[] {
  storage.setItem(BASKET_STORAGE_KEY, JSON.stringify(items));
  announce(items);
  return items;
}

/** Adds copies up to the line's limit, and says how many went in (0 when the line was already full). */
export function addToBasketWithinLimit(item: BasketAddDetail, storage: Storage = localStorage): BasketAddition {
  const addition = withItemAdded(readBasket(storage), item);
  write(addition.items, storage);
  return addition;
}

export const addToBasket = (item: BasketAddDetail, storage: Storage = localStorage): BasketItem[] =>
  addToBasketWithinLimit(item, storage).items;

export function setQuantity(priceId: string, quantity: number, storage: Storage = localStorage): BasketItem[] {
  const items = readBasket(storage).map((i) =>
    i.priceId === priceId ? { ...i, quantity: clampQuantity(quantity) } : i,
  );
  return write(items, storage);
}

export const removeFromBasket = (priceId: string, storage: Storage = localStorage): BasketItem[] =>
  write(
    readBasket(storage).filter((i) => i.priceId !== priceId),
    storage,
  );

export const clearBasket = (storage: Storage = localStorage): BasketItem[] => write([], storage);

const installed = new WeakSet<EventTarget>();

/**
 * Commerce's code arrived on a page: it announces the basket's count so the header is current. Once
 * per page; returns the remover (tests).
 */
export function installBasketService(target: EventTarget = window, storage?: Storage): () => void {
  if (installed.has(target)) return () => undefined;
  installed.add(target);
  emit<BasketUpdatedDetail>(EVENTS.basketUpdated, { count: basketCount(readBasket(storage ?? localStorage)) }, target);
  return () => installed.delete(target);
}
