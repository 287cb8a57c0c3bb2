/**
 * Namespaced DOM events: how remotes talk to each other and to the shell. Names and payloads live
 * here, so every team compiles against the same contract and no package reads
 * another's storage (issue 16, decision 108). Other teams add to the basket through the buy box
 * commerce lends them (shared/src/fragments.ts, decision 136), not by event.
 */
export const EVENTS = {
  /** The shell asks to reopen the cookie-consent choice. */
  consentOpen: 'shell:consent-open',
  /** Commerce announces what the basket holds (detail: BasketUpdatedDetail): the header places its mini-basket by it. */
  basketUpdated: 'commerce:basket-updated',
} as const;

/** A book to add to commerce's basket: which edition (price id), how many copies, and what to call it. */
export interface BasketAddDetail {
  slug: string;
  title: string;
  priceId: string;
  quantity: number;
}

export interface BasketUpdatedDetail {
  count: number;
}

export function emit<T>(name: string, detail: T, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<T>(name, { detail }));
}
