/*
 * Airtable allows 5 requests a second per base. A classic token bucket (5 tokens, 5 a second)
 * still lets 10 requests through in one second at the boundary, so here each spent token
 * comes back exactly one window after it was spent: never more than `limit` request starts
 * in any `windowMs`, whatever the traffic. Callers queue for a slot; a slot further away than
 * `maxWaitMs` is refused at once, so a flood turns into fast failures (and stale content)
 * instead of an ever-growing queue.
 */

export class RateLimitedError extends Error {
  constructor() {
    super('The content database request budget is used up for now.');
    this.name = 'RateLimitedError';
  }
}

export interface RateLimiterOptions {
  limit?: number;
  windowMs?: number;
  maxWaitMs?: number;
  now?: () => number;
}

export interface RateLimiter {
  /** Resolves when a request may start; rejects with {@link RateLimitedError} if the wait is too long. */
  acquire(): Promise<void>;
}

export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const limit = options.limit ?? 5;
  const windowMs = options.windowMs ?? 1000;
  const maxWaitMs = options.maxWaitMs ?? 3000;
  const now = options.now ?? Date.now;
  // Start times already granted (some in the future), ascending.
  const starts: number[] = [];

  return {
    acquire() {
      const t = now();
      while (starts.length > 0 && (starts[0] ?? 0) <= t - windowMs) starts.shift();
      // The slot is free once the request `limit` places back has left the window.
      const blocker = starts.length >= limit ? starts[starts.length - limit] : undefined;
      const slot = blocker === undefined ? t : Math.max(t, blocker + windowMs);
      if (slot - t > maxWaitMs) return Promise.reject(new RateLimitedError());
      starts.push(slot);
      return slot === t ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, slot - t));
    },
  };
}
