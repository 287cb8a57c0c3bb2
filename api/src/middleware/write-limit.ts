import type { Context, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { addressKey } from './client-ip';
import { jsonError } from '@publisher/shared/server/http/errors';
import type { AttemptLimiter } from './rate-limit';
import { emailInBody } from './rate-limit-keys';
import { countedLimit } from './rate-limit-store';

/**
 * Anonymous writes allowed in a minute (issue 24): per client address, enough for a class
 * behind one school address ordering workbooks; per e-mail, tighter.
 */
export const DEFAULT_WRITES_PER_ADDRESS = 60;
export const DEFAULT_WRITES_PER_EMAIL = 10;

/**
 * The write counters. `maxWrites` (WRITES_PER_MINUTE) sets both figures at once, as tests do;
 * absent, the defaults above. Kept apart from the failed-proof counters: neither uses up the
 * other's allowance.
 */
export function createWriteLimiter(
  state: StateStore,
  maxWrites?: number,
  now: () => number = Date.now,
): AttemptLimiter {
  return {
    state,
    perAddress: maxWrites ?? DEFAULT_WRITES_PER_ADDRESS,
    perEmail: maxWrites ?? DEFAULT_WRITES_PER_EMAIL,
    windowMs: 60_000,
    now,
  };
}

/** The 429's sentence: says when the caller may try again, to the second. */
export function tooManyWrites(seconds: number): string {
  const when = seconds <= 1 ? '1 second' : `${seconds} seconds`;
  return `Too many requests from you in the last minute. Please try again in ${when}.`;
}

/**
 * Limits quote requests, project creation and checkout creation: every POST counts, counted
 * and checked in one atomic step before the route runs; past the allowance each answers 429
 * JSON with Retry-After until the refusing key's window ends. A store outage rejects: the app
 * answers 503 rather than letting writes through uncounted.
 */
export function limitWrites(limiter: AttemptLimiter, ipOf: (c: Context) => string): MiddlewareHandler {
  const refuse = (c: Context, resetAt: number) => {
    const seconds = Math.max(1, Math.ceil((resetAt - limiter.now()) / 1000));
    c.header('Retry-After', String(seconds));
    c.header('Cache-Control', 'no-store');
    return jsonError(c, 429, tooManyWrites(seconds));
  };
  const posts = (key: (c: Context) => string | null | Promise<string | null>) => (c: Context) =>
    c.req.method === 'POST' ? key(c) : null;
  // The e-mail first: a write its tighter limit refuses does not spend the address's allowance.
  return every(
    countedLimit(limiter.state, {
      name: 'write-email',
      limit: limiter.perEmail,
      windowMs: limiter.windowMs,
      refuse,
      key: posts(emailInBody),
    }),
    countedLimit(limiter.state, {
      name: 'write-ip',
      limit: limiter.perAddress,
      windowMs: limiter.windowMs,
      refuse,
      key: posts((c) => addressKey(ipOf(c))),
    }),
  );
}
