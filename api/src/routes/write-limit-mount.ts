import type { Hono, MiddlewareHandler } from 'hono';
import { NOTIFY_PATHS } from '@publisher/shared/contracts/notify';
import { clientIp } from '../middleware/client-ip';
import type { AttemptLimiter } from '../middleware/rate-limit';
import { limitWrites } from '../middleware/write-limit';

/**
 * The host's writes anyone may make without proof (issue 14, item 5). The teams' own (commerce's
 * checkouts and quote request) are declared in their `api.writes` and pass the same guard.
 */
export const LIMITED_WRITE_PATHS = [
  // A "Get Notified" sign-up: each one mails a confirmation to the address typed (decision 124).
  NOTIFY_PATHS.signUp,
] as const;

/**
 * Puts the write limit in front of those POSTs; call before the routes are mounted, so it runs
 * first. Returns the guard, which the teams' endpoints' declared writes pass too (decision 133).
 */
export function mountWriteLimits(app: Hono, limiter: AttemptLimiter, trustProxy: boolean): MiddlewareHandler {
  const guard = limitWrites(limiter, (c) => clientIp(c, trustProxy));
  for (const path of LIMITED_WRITE_PATHS) app.use(path, guard);
  return guard;
}
