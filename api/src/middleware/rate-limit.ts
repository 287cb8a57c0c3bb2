import type { Context, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { addressKey } from './client-ip';
import { jsonError } from '@publisher/shared/server/http/errors';
import { emailInBody } from './rate-limit-keys';
import { countedLimit } from './rate-limit-store';

/**
 * A limit's figures over the StateStore where its counters live, so that every server instance
 * (each Netlify function call, every Node process on DATA_DIR) adds to the same counts. Fixed
 * windows: a key's window starts at its first counted request.
 */
export interface AttemptLimiter {
  state: StateStore;
  /** Counted requests allowed per client address (IPv6 per /64) in a window; the next is refused. */
  perAddress: number;
  /** Counted requests allowed per e-mail (its canonical address: shared/src/server/address-key.ts) in a window. */
  perEmail: number;
  windowMs: number;
  /** The clock the Retry-After seconds are counted with (the store's, in tests). */
  now: () => number;
}

export interface LimiterOptions {
  /** Failures allowed per address inside the window; the next try is refused. */
  maxFailures?: number;
  /** Failures allowed per e-mail; maxFailures when absent. */
  perEmail?: number;
  windowMs?: number;
  now?: () => number;
}

/** Failed proofs: 10 per address and 10 per e-mail a minute (only failures count). */
export function createAttemptLimiter(state: StateStore, options: LimiterOptions = {}): AttemptLimiter {
  const { maxFailures = 10, windowMs = 60_000, now = Date.now } = options;
  return { state, perAddress: maxFailures, perEmail: options.perEmail ?? maxFailures, windowMs, now };
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

type IpOf = (c: Context) => string;

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
 * Guards a verify / validate endpoint, keyed by client address and by the e-mail in the body:
 * each try is counted before it is judged (so a burst cannot all be judged) and taken back
 * when it did not fail; past 10 inside the window, every try gets 429 with a generic message
 * that says nothing about which details were wrong. A store outage rejects: the app answers
 * 503 rather than letting guesses through uncounted.
 */
export function limitFailedAttempts(limiter: AttemptLimiter, ipOf: IpOf): MiddlewareHandler {
  const refuse = (c: Context) => {
    c.header('Retry-After', '60');
    return jsonError(c, 429, TOO_MANY_ATTEMPTS);
  };
  const common = { windowMs: limiter.windowMs, refuse, counts: (c: Context) => isFailure(c.res) };
  // The address first: a try the e-mail's limit refuses (a 429, not a failure) is taken back
  // from the address, so one person's locked e-mail does not spend a school's allowance.
  return every(
    countedLimit(limiter.state, {
      ...common,
      name: 'proof-ip',
      limit: limiter.perAddress,
      key: (c) => addressKey(ipOf(c)),
    }),
    countedLimit(limiter.state, { ...common, name: 'proof-email', limit: limiter.perEmail, key: emailInBody }),
  );
}
