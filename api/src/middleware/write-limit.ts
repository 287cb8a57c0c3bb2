import type { Context, MiddlewareHandler } from 'hono';
import type { StateStore } from '../ports/state-store';
import { jsonError } from './errors';
import { createAttemptLimiter, limitKeys, type AttemptLimiter } from './rate-limit';

/** Anonymous writes allowed per client IP and per e-mail in a minute (issue 14, item 5). */
export const DEFAULT_WRITES_PER_MINUTE = 10;

/**
 * The write counter: the failed-attempt limiter's sliding window in the StateStore, so every
 * instance adds to one count. Its keys carry a `write:` prefix: writes and failed proofs are
 * counted apart, and neither uses up the other's allowance.
 */
export function createWriteLimiter(
  state: StateStore,
  maxWrites = DEFAULT_WRITES_PER_MINUTE,
  now?: () => number,
): AttemptLimiter {
  return createAttemptLimiter(state, { maxFailures: maxWrites, ...(now ? { now } : {}) });
}

/** The 429's sentence: says when the caller may try again, to the second. */
export function tooManyWrites(seconds: number): string {
  const when = seconds <= 1 ? '1 second' : `${seconds} seconds`;
  return `Too many requests from you in the last minute. Please try again in ${when}.`;
}

/**
 * Limits quote requests, project creation and checkout creation: every POST that gets past the
 * check counts (counted before the route runs, so a burst cannot all pass an empty count), and
 * the one after the allowance answers 429 JSON with Retry-After until the window clears.
 */
export function limitWrites(limiter: AttemptLimiter, ipOf: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const keys = await limitKeys(c, ipOf, 'write:');
    // A store outage rejects here: the app answers 503 rather than letting writes through uncounted.
    const waitMs = await limiter.retryAfterMs(keys);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      c.header('Retry-After', String(seconds));
      c.header('Cache-Control', 'no-store');
      return jsonError(c, 429, tooManyWrites(seconds));
    }
    await limiter.recordFailure(keys);
    await next();
  };
}
