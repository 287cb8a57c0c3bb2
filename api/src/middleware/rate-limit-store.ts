import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter, type RateLimitInfo, type Store } from 'hono-rate-limiter';
import type { StateStore } from '@publisher/shared/server/ports/state-store';

/**
 * hono-rate-limiter's Store over the StateStore's fixed-window counter: `increment` is one
 * atomic `hit` (a single SQL statement, on SQLite and on Netlify Database), so N concurrent requests
 * get the counts 1..N and exactly the limit pass, on every instance sharing the store.
 */
export function stateCounterStore(state: StateStore, prefix: string): Store {
  let windowMs = 60_000;
  return {
    prefix,
    localKeys: false,
    init: (options) => {
      windowMs = options.windowMs;
    },
    increment: async (key) => {
      const { count, resetAt } = await state.hit(prefix + key, { windowMs });
      return { totalHits: count, resetTime: new Date(resetAt) };
    },
    decrement: (key) => state.unhit(prefix + key, { windowMs }),
    resetKey: (key) => state.delete(prefix + key),
  };
}

export interface CountedLimit {
  /** Names the counters in the StateStore (`limit/<name>/<key>`), apart from every other limit's. */
  name: string;
  limit: number;
  windowMs: number;
  /** The key a request counts under; null when this limit does not apply to it (no e-mail). */
  key: (c: Context) => string | null | Promise<string | null>;
  /** The 429, given when the refusing key's window ends (ms since the epoch). */
  refuse: (c: Context, resetAt: number) => Response | Promise<Response>;
  /**
   * When set, a request is counted before it runs and taken back afterwards unless this says it
   * counts (failed proofs: a burst cannot all be judged, and a right proof costs nothing). A
   * request this limit refused stays counted. Unset: every request counts.
   */
  counts?: (c: Context) => Promise<boolean>;
}

/** One limit as hono-rate-limiter middleware on the StateStore: count and check in one step. */
export function countedLimit(state: StateStore, spec: CountedLimit): MiddlewareHandler {
  // Each limit keeps its own info on the context, so stacked limits do not read each other's.
  const property = `rateLimit:${spec.name}`;
  const info = (c: Context) => c.get(property as never) as RateLimitInfo;
  const { counts } = spec;
  return rateLimiter({
    windowMs: spec.windowMs,
    limit: spec.limit,
    // The spec's 429 sentences carry their own Retry-After; no RateLimit-* headers.
    standardHeaders: false,
    requestPropertyName: property,
    requestStorePropertyName: `${property}:store`,
    skip: async (c) => (await spec.key(c)) === null,
    keyGenerator: async (c) => (await spec.key(c)) ?? '',
    store: stateCounterStore(state, `limit/${spec.name}/`),
    handler: (c) => spec.refuse(c, info(c).resetTime?.getTime() ?? Date.now() + spec.windowMs),
    ...(counts
      ? {
          skipSuccessfulRequests: true,
          // "Successful" here means "not counted": taken back.
          requestWasSuccessful: async (c: Context) => info(c).used <= info(c).limit && !(await counts(c)),
        }
      : {}),
  });
}
