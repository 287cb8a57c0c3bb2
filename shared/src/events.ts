/**
 * Namespaced DOM events, the only way remotes talk to each other or to the shell.
 * Names and payloads live here so every team compiles against the same contract.
 */
export const EVENTS = {
  /** The shell asks to reopen the cookie-consent choice. */
  consentOpen: 'shell:consent-open',
  /** Catalogue asks commerce to add a book to the basket. */
  basketAdd: 'commerce:basket-add',
  /** Commerce announces the basket changed (the header shows the count). */
  basketUpdated: 'commerce:basket-updated',
} as const;

/** localStorage key under which commerce keeps the basket (the shell reads the count at start). */
export const BASKET_STORAGE_KEY = 'ashgrove-press:basket';

export interface BasketAddDetail {
  slug: string;
  title: string;
  priceId: string;
  quantity: number;
}

export interface BasketUpdatedDetail {
  count: number;
}

export function emit<T>(name: string, detail: T): void {
  window.dispatchEvent(new CustomEvent<T>(name, { detail }));
}
