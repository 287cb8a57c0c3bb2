/**
 * A state or record store could not do what was asked (outage, timeout, too much contention).
 * Adapters reject with it; the app answers 503 for the request it blocks (middleware/errors),
 * and nothing was acknowledged to the caller.
 */
export class StoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreUnavailableError';
  }
}
