import { describe, expect, it } from 'vitest';
import { BASKET_CHECKOUT_KEY, markBasketCheckout, takeBasketCheckout } from './checkout-marker';

function memory(): Storage {
  const data = new Map<string, string>();
  return {
    length: 0,
    clear: () => data.clear(),
    key: () => null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('basket checkout marker', () => {
  it('is taken once after a basket checkout', () => {
    const storage = memory();
    expect(takeBasketCheckout(storage)).toBe(false);
    markBasketCheckout(storage);
    expect(storage.getItem(BASKET_CHECKOUT_KEY)).not.toBeNull();
    expect(takeBasketCheckout(storage)).toBe(true);
    expect(takeBasketCheckout(storage)).toBe(false);
  });

  it('does nothing without storage', () => {
    expect(() => markBasketCheckout(undefined)).not.toThrow();
    expect(takeBasketCheckout(undefined)).toBe(false);
  });
});
