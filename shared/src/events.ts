/**
 * Namespaced DOM events: how remotes talk to each other and to the shell. Names, payloads and the
 * one request helper live here, so every team compiles against the same contract and no package
 * reads another's storage (issue 16, decision 108).
 */
export const EVENTS = {
  /** The shell asks to reopen the cookie-consent choice. */
  consentOpen: 'shell:consent-open',
  /** Anyone asks commerce to add a book to the basket (detail: BasketAddRequest). */
  basketAdd: 'commerce:basket-add',
  /** Commerce's basket service is on the page and answers basketAdd from now on. */
  basketReady: 'commerce:basket-ready',
  /** Commerce announces what the basket holds (detail: BasketUpdatedDetail): the header shows the count. */
  basketUpdated: 'commerce:basket-updated',
} as const;

/** A book to add: which edition (price id), how many copies, and what to call it. */
export interface BasketAddDetail {
  slug: string;
  title: string;
  priceId: string;
  quantity: number;
}

/** What an add did: copies added (0 when the line was full), whether the limit cut it short, the new count. */
export interface BasketAddOutcome {
  added: number;
  limited: boolean;
  count: number;
}

/** The detail of EVENTS.basketAdd. The service that takes it sets `handled` before it replies. */
export interface BasketAddRequest {
  item: BasketAddDetail;
  handled: boolean;
  reply(outcome: BasketAddOutcome): void;
}

export interface BasketUpdatedDetail {
  count: number;
}

/** Commerce's basket did not answer in time (its remote down or too slow). */
export class BasketUnavailableError extends Error {
  constructor() {
    super('The basket did not answer.');
    this.name = 'BasketUnavailableError';
  }
}

/**
 * Asks commerce to add a book and resolves with what it did. When commerce's basket service is not
 * on the page yet, the shell loads it (it watches for unhandled requests) and the request is asked
 * again when the service says it is ready; after `timeoutMs` without an answer it rejects with
 * BasketUnavailableError.
 */
export function requestBasketAdd(
  item: BasketAddDetail,
  { timeoutMs = 10_000, target = window as EventTarget } = {},
): Promise<BasketAddOutcome> {
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = () => {
      done = true;
      clearTimeout(timer);
      target.removeEventListener(EVENTS.basketReady, ask);
    };
    function ask() {
      if (done) return;
      const request: BasketAddRequest = {
        item,
        handled: false,
        reply: (outcome) => {
          if (done) return;
          finish();
          resolve(outcome);
        },
      };
      target.dispatchEvent(new CustomEvent<BasketAddRequest>(EVENTS.basketAdd, { detail: request }));
    }
    const timer = setTimeout(() => {
      if (done) return;
      finish();
      reject(new BasketUnavailableError());
    }, timeoutMs);
    target.addEventListener(EVENTS.basketReady, ask);
    ask();
  });
}

export function emit<T>(name: string, detail: T, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<T>(name, { detail }));
}
