import type { Context, MiddlewareHandler } from 'hono';
import type { StateStore } from '../ports/state-store';
import { jsonError } from './errors';

/**
 * Failed attempts per key in a sliding window, counted in the StateStore so that every server
 * instance (each Netlify function call, every Node process on DATA_DIR) adds to the same count.
 */
export interface AttemptLimiter {
  isBlocked(keys: readonly string[]): Promise<boolean>;
  /** How long until none of the keys is blocked; 0 when none is. */
  retryAfterMs(keys: readonly string[]): Promise<number>;
  /** Counts one attempt against each key (a failed proof, or an anonymous write). */
  recordFailure(keys: readonly string[]): Promise<void>;
}

export interface LimiterOptions {
  /** Failures allowed inside the window; the next try is refused. */
  maxFailures?: number;
  windowMs?: number;
  now?: () => number;
}

export function createAttemptLimiter(state: StateStore, options: LimiterOptions = {}): AttemptLimiter {
  const { maxFailures = 10, windowMs = 60_000, now = Date.now } = options;
  const stateKey = (key: string) => `attempts/${key}`;
  const recent = (times: number[] | null) => (times ?? []).filter((t) => t > now() - windowMs);
  const retryAfterMs = async (keys: readonly string[]) => {
    const lists = await Promise.all(keys.map(async (key) => recent(await state.get<number[]>(stateKey(key)))));
    // A full list is unblocked when its oldest counted time leaves the window (lists hold at most maxFailures).
    const waits = lists
      .filter((times) => times.length >= maxFailures)
      .map((times) => times[times.length - maxFailures]! + windowMs - now());
    return waits.length ? Math.max(1, ...waits) : 0;
  };
  return {
    retryAfterMs,
    async isBlocked(keys) {
      return (await retryAfterMs(keys)) > 0;
    },
    async recordFailure(keys) {
      // Only the newest maxFailures times can decide a block, so no key ever holds more; the
      // key expires with the window, so storage stays bounded without a sweep.
      await Promise.all(
        keys.map((key) =>
          state.update<number[]>(stateKey(key), (times) => [...recent(times), now()].slice(-maxFailures), {
            ttlMs: windowMs,
          }),
        ),
      );
    },
  };
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

type IpOf = (c: Context) => string;

/** The keys a request counts against: its client IP, and the e-mail in its JSON body when it has one. */
export async function limitKeys(c: Context, ipOf: IpOf, prefix = ''): Promise<string[]> {
  const keys = [`${prefix}ip:${ipOf(c)}`];
  try {
    const body = JSON.parse(await c.req.text()) as { email?: unknown };
    // Longer than any address can be: the route answers 400, counted against the IP alone.
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (email && email.length <= 254) keys.push(`${prefix}email:${email}`);
  } catch {
    // Not JSON: the route answers 400, which counts against the IP.
  }
  return keys;
}

/** A failed proof: a 400, or a 200 whose body says success/valid false. */
async function isFailure(res: Response): Promise<boolean> {
  if (res.status === 400) return true;
  if (res.status !== 200) return false;
  try {
    const body = (await res.clone().json()) as { success?: unknown; valid?: unknown };
    return body.success === false || body.valid === false;
  } catch {
    return false;
  }
}

/**
 * Guards a verify / validate endpoint: keyed by client IP and by the e-mail in the body, the
 * 11th wrong try inside a minute (and every try after it, until the window clears) gets 429
 * with a generic message that says nothing about which details were wrong.
 */
export function limitFailedAttempts(limiter: AttemptLimiter, ipOf: IpOf): MiddlewareHandler {
  return async (c, next) => {
    const keys = await limitKeys(c, ipOf);
    // A store outage rejects here: the app answers 503 rather than letting guesses through uncounted.
    if (await limiter.isBlocked(keys)) {
      c.header('Retry-After', '60');
      return jsonError(c, 429, TOO_MANY_ATTEMPTS);
    }
    await next();
    if (await isFailure(c.res)) await limiter.recordFailure(keys);
  };
}
