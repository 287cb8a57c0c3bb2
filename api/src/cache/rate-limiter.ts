/*
 * Airtable allows 5 requests a second per base. A classic token bucket (5 tokens, 5 a second)
 * still lets 10 requests through in one second at the refill boundary, so each token here
 * comes back only one window (plus a small margin for timer and network jitter) after it was
 * spent: never more than `limit` requests start in any `windowMs`, whatever the traffic.
 * Callers queue in order; a caller whose turn is further away than `maxWaitMs` is refused
 * at once, so a flood becomes fast failures (and stale content), never an endless queue.
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
  /** Added to the window: timers fire and packets arrive a little early or late. */
  marginMs?: number;
  maxWaitMs?: number;
  now?: () => number;
}

export interface RateLimiter {
  /** Resolves when a request may start; rejects with {@link RateLimitedError} if the wait is too long. */
  acquire(): Promise<void>;
}

export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const limit = options.limit ?? 5;
  const windowMs = (options.windowMs ?? 1000) + (options.marginMs ?? 10);
  const maxWaitMs = options.maxWaitMs ?? 3000;
  const now = options.now ?? Date.now;
  const granted: number[] = []; // grant times inside the window, oldest first
  const waiting: Array<() => void> = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const prune = (t: number) => {
    while (granted.length > 0 && (granted[0] ?? 0) <= t - windowMs) granted.shift();
  };

  function pump(): void {
    timer = null;
    const t = now();
    prune(t);
    while (waiting.length > 0 && granted.length < limit) {
      granted.push(t);
      waiting.shift()?.();
    }
    if (waiting.length > 0) timer = setTimeout(pump, Math.max(1, (granted[0] ?? t) + windowMs - t));
  }

  /** When the caller who would be next in line gets a token (granted times recycle per window). */
  function expectedWait(t: number): number {
    const ahead = granted.length + waiting.length;
    if (ahead < limit) return 0;
    const rounds = Math.floor((ahead - limit) / limit) + 1;
    const oldest = granted[(ahead - limit) % limit] ?? t;
    return oldest + rounds * windowMs - t;
  }

  return {
    acquire() {
      const t = now();
      prune(t);
      if (expectedWait(t) > maxWaitMs) return Promise.reject(new RateLimitedError());
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (timer === null) pump();
      });
    },
  };
}
