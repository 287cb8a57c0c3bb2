import type { MiddlewareHandler } from 'hono';
import { clientIp } from '../middleware/client-ip';
import type { AttemptLimiter } from '../middleware/rate-limit';
import { limitWrites } from '../middleware/write-limit';

/**
 * The guard of the writes anyone may make without proof (issue 14, item 5). Every such write is
 * now a team's, declared in its `api.writes` (commerce's checkouts and quote request, the
 * catalogue's Get Notified sign-up), and the host's dispatch puts this guard in front of each
 * (decision 133).
 */
export function writeLimitGuard(limiter: AttemptLimiter, trustProxy: boolean): MiddlewareHandler {
  return limitWrites(limiter, (c) => clientIp(c, trustProxy));
}
