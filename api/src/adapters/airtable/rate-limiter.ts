/*
 * Airtable allows 5 requests a second per base. A classic token bucket (5 tokens, 5 a second)
 * still lets 10 requests through in one second at the refill boundary, and a token counted at
 * grant time says nothing about when the request actually reaches Airtable (a busy event loop
 * or a new connection can delay it by hundreds of milliseconds). So here a token is held for
 * the whole request and comes back only one window after the request has finished: any one
 * token starts at most one request per window, and 5 tokens can never put more than 5 requests
 * into any second at Airtable's end, whatever the traffic or the latency.
 * Callers queue in order; one that would wait longer than `maxWaitMs` is refused, so a flood
 * becomes fast failures (and stale content), never an endless queue.
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
  /** Added to the window, for clocks that disagree by a few milliseconds. */
  marginMs?: number;
  maxWaitMs?: number;
  /** A token whose request never reports back is taken back after this long. */
  maxHoldMs?: number;
  now?: () => number;
}

/** Gives back the token: call it once the request has finished, with a response or an error. */
export type Release = () => void;

export interface RateLimiter {
  /** Resolves with a release once a request may start; rejects with {@link RateLimitedError}. */
  acquire(): Promise<Release>;
}

interface Waiter {
  grant: (release: Release) => void;
  timer: ReturnType<typeof setTimeout>;
}

export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const limit = options.limit ?? 5;
  const windowMs = (options.windowMs ?? 1000) + (options.marginMs ?? 10);
  const maxWaitMs = options.maxWaitMs ?? 3000;
  const maxHoldMs = options.maxHoldMs ?? 60_000;
  const now = options.now ?? Date.now;
  // Each token serves at most one request per window: a longer queue cannot be served in time.
  const maxQueue = limit * Math.ceil(maxWaitMs / windowMs);
  let held = 0;
  const cooling: number[] = []; // times at which released tokens become free again, ascending
  const waiting: Waiter[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const free = (t: number) => {
    while (cooling.length > 0 && (cooling[0] ?? 0) <= t) cooling.shift();
    return limit - held - cooling.length;
  };

  function release(): Release {
    let done = false;
    const hold = setTimeout(() => give(), maxHoldMs);
    hold.unref?.();
    function give(): void {
      if (done) return;
      done = true;
      clearTimeout(hold);
      held -= 1;
      cooling.push(now() + windowMs);
      pump();
    }
    return give;
  }

  function pump(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    const t = now();
    let available = free(t);
    while (waiting.length > 0 && available > 0) {
      const waiter = waiting.shift();
      if (!waiter) break;
      clearTimeout(waiter.timer);
      held += 1;
      available -= 1;
      waiter.grant(release());
    }
    const next = cooling[0];
    if (waiting.length > 0 && next !== undefined) timer = setTimeout(pump, Math.max(1, next - t));
  }

  return {
    acquire() {
      if (waiting.length >= maxQueue) return Promise.reject(new RateLimitedError());
      return new Promise<Release>((grant, refuse) => {
        const waiter: Waiter = {
          grant,
          timer: setTimeout(() => {
            const index = waiting.indexOf(waiter);
            if (index >= 0) waiting.splice(index, 1);
            refuse(new RateLimitedError());
          }, maxWaitMs),
        };
        waiting.push(waiter);
        pump();
      });
    },
  };
}
