import type { MiddlewareHandler } from 'hono';
import { jsonError } from './errors';

/**
 * Failed attempts per key in a sliding window. In memory, per process: on Netlify each warm
 * instance counts alone, so the limit there is per instance (see docs/decisions).
 */
export interface AttemptLimiter {
  isBlocked(keys: readonly string[]): boolean;
  recordFailure(keys: readonly string[]): void;
}

export interface LimiterOptions {
  /** Failures allowed inside the window; the next try is refused. */
  maxFailures?: number;
  windowMs?: number;
  now?: () => number;
  /** Keys kept at most; the oldest are dropped beyond it, so memory stays bounded. */
  maxKeys?: number;
}

export function createAttemptLimiter(options: LimiterOptions = {}): AttemptLimiter {
  const { maxFailures = 10, windowMs = 60_000, now = Date.now, maxKeys = 50_000 } = options;
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };
  return {
    isBlocked: (keys) => keys.some((key) => recent(key).length >= maxFailures),
    recordFailure(keys) {
      for (const key of keys) {
        const list = recent(key);
        failures.delete(key); // re-insert: Map order is then oldest-touched first
        failures.set(key, [...list, now()]);
      }
      for (const key of failures.keys()) {
        if (failures.size <= maxKeys) break;
        failures.delete(key);
      }
    },
  };
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

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
export function limitFailedAttempts(limiter: AttemptLimiter, ipOf: (c: Parameters<MiddlewareHandler>[0]) => string): MiddlewareHandler {
  return async (c, next) => {
    const keys = [`ip:${ipOf(c)}`];
    try {
      const body = JSON.parse(await c.req.text()) as { email?: unknown };
      if (typeof body?.email === 'string' && body.email.trim()) keys.push(`email:${body.email.trim().toLowerCase()}`);
    } catch {
      // Not JSON: the route answers 400, which counts against the IP.
    }
    if (limiter.isBlocked(keys)) {
      c.header('Retry-After', '60');
      return jsonError(c, 429, TOO_MANY_ATTEMPTS);
    }
    await next();
    if (await isFailure(c.res)) limiter.recordFailure(keys);
  };
}
