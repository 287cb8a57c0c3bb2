/**
 * Remembers, for this tab, that the checkout under way was the basket's, so /thank-you empties
 * the basket only after a basket purchase (a single-book checkout must not lose it).
 * sessionStorage: the tab that leaves for the payment page is the tab that comes back.
 */
export const BASKET_CHECKOUT_KEY = 'ashgrove-press:basket-checkout';

const session = (): Storage | undefined => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
};

export function markBasketCheckout(storage: Storage | undefined = session()): void {
  try {
    storage?.setItem(BASKET_CHECKOUT_KEY, new Date().toISOString());
  } catch {
    // Without storage the basket is simply kept after the purchase.
  }
}

/** True once after a basket checkout was started in this tab; the mark is removed. */
export function takeBasketCheckout(storage: Storage | undefined = session()): boolean {
  try {
    const marked = storage?.getItem(BASKET_CHECKOUT_KEY) != null;
    storage?.removeItem(BASKET_CHECKOUT_KEY);
    return marked;
  } catch {
    return false;
  }
}
