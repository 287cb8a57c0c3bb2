import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@publisher/shared/testing/memory-storage';
import { EVENTS } from '@publisher/shared/events';
import { MAX_LINE_QUANTITY, basketCount } from '@publisher/shared/domain/basket';
import { PRINT_COPIES_LIMIT } from '@publisher/shared/domain/print-copies';
import {
  BASKET_STORAGE_KEY,
  addToBasket,
  addToBasketWithinLimit,
  clearBasket,
  installBasketService,
  readBasket,
  removeFromBasket,
  setQuantity,
} from './store';

const crownless = {
  slug: 'the-crownless-king',
  title: 'The Crownless King',
  priceId: 'price_crownless_print',
  quantity: 1,
};
const harbour = { slug: 'salt-harbour', title: 'Salt Harbour', priceId: 'price_salt_print', quantity: 2 };

let storage: Storage;
let events: EventTarget & { dispatchEvent: EventTarget['dispatchEvent'] };
let counts: number[];

beforeEach(() => {
  storage = memoryStorage();
  events = new EventTarget();
  counts = [];
  events.addEventListener(EVENTS.basketUpdated, (e) => counts.push((e as CustomEvent<{ count: number }>).detail.count));
  vi.stubGlobal('window', events);
  vi.stubGlobal(
    'CustomEvent',
    class extends Event {
      detail: unknown;
      constructor(type: string, init?: { detail?: unknown }) {
        super(type);
        this.detail = init?.detail;
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('basket', () => {
  it('starts empty and survives corrupt storage', () => {
    expect(readBasket(storage)).toEqual([]);
    storage.setItem(BASKET_STORAGE_KEY, '{not json');
    expect(readBasket(storage)).toEqual([]);
    storage.setItem(BASKET_STORAGE_KEY, JSON.stringify([crownless, { slug: 1 }, { ...harbour, quantity: 0 }]));
    expect(readBasket(storage)).toEqual([crownless]);
  });

  it('adds items, merges the same price id and announces the count', () => {
    addToBasket(crownless, storage);
    addToBasket(harbour, storage);
    const items = addToBasket({ ...crownless, quantity: 3 }, storage);
    expect(items).toEqual([{ ...crownless, quantity: 4 }, harbour]);
    expect(readBasket(storage)).toEqual(items);
    expect(basketCount(items)).toBe(6);
    expect(counts).toEqual([1, 3, 6]);
  });

  it('keeps each line between 1 and the maximum', () => {
    addToBasket({ ...crownless, quantity: 50 }, storage);
    expect(readBasket(storage)[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    setQuantity(crownless.priceId, 0, storage);
    expect(readBasket(storage)[0]?.quantity).toBe(1);
    setQuantity(crownless.priceId, 4, storage);
    expect(readBasket(storage)[0]?.quantity).toBe(4);
    setQuantity(crownless.priceId, 7, storage);
    expect(readBasket(storage)[0]?.quantity).toBe(5);
  });

  it('holds 1–5 printed copies per book: 5 + 5 of one book stays 5, and the add says the limit stopped it', () => {
    expect(MAX_LINE_QUANTITY).toBe(5);
    expect(PRINT_COPIES_LIMIT).toBe('You can order up to 5 copies of a printed book.');
    expect(addToBasketWithinLimit({ ...crownless, quantity: 5 }, storage)).toMatchObject({ added: 5, limited: false });
    const second = addToBasketWithinLimit({ ...crownless, quantity: 5 }, storage);
    expect(second).toMatchObject({ added: 0, limited: true });
    expect(second.items).toEqual([{ ...crownless, quantity: 5 }]);
    setQuantity(crownless.priceId, 3, storage);
    expect(addToBasketWithinLimit({ ...crownless, quantity: 4 }, storage)).toMatchObject({ added: 2, limited: true });
    expect(readBasket(storage)).toEqual([{ ...crownless, quantity: 5 }]);
  });

  it('reads a basket stored over the limit within it', () => {
    storage.setItem(BASKET_STORAGE_KEY, JSON.stringify([{ ...crownless, quantity: 10 }]));
    expect(readBasket(storage)).toEqual([{ ...crownless, quantity: 5 }]);
  });

  it('removes one line and clears all', () => {
    addToBasket(crownless, storage);
    addToBasket(harbour, storage);
    expect(removeFromBasket(crownless.priceId, storage)).toEqual([harbour]);
    expect(clearBasket(storage)).toEqual([]);
    expect(readBasket(storage)).toEqual([]);
    expect(counts.at(-1)).toBe(0);
  });

  it('announces the count when commerce’s code arrives on a page, once per page', () => {
    addToBasket({ ...crownless, quantity: 3 }, storage);
    counts.length = 0;
    const stop = installBasketService(events, storage);
    installBasketService(events, storage);
    // The header places the mini-basket by it (decision 136).
    expect(counts).toEqual([3]);
    stop();
  });
});
