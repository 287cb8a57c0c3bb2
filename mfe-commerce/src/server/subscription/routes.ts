import { Hono } from 'hono';
import { subscriptionStatusQuerySchema } from '@publisher/shared/contracts/functions';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import { jsonError } from '@publisher/shared/server/http/errors';
import { describeIssue } from '@publisher/shared/server/http/json-body';
import type { SubscriberCookieSigner } from '@publisher/shared/server/subscription-cookie';
import { viewer, type ViewerEnv } from '@publisher/shared/server/http/viewer';
import { subscriptionStatus } from '@publisher/shared/server/subscription';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { FUNCTIONS_BASE, within } from '@publisher/shared/server/http/base-path';

/** GET check-subscription-status?email=&userId= → { subscription } (the free-trial view for strangers). */
export function subscriptionRoutes(deps: { records: RecordStore; cookies: SubscriberCookieSigner }): Hono<ViewerEnv> {
  return new Hono<ViewerEnv>().get(
    within(FUNCTIONS_BASE, FUNCTION_PATHS.checkSubscriptionStatus),
    viewer(deps.cookies),
    async (c) => {
      const query = subscriptionStatusQuerySchema.safeParse({
        email: c.req.query('email'),
        userId: c.req.query('userId'),
      });
      if (!query.success) return jsonError(c, 400, describeIssue(query.error));
      const identity = c.get('viewer');
      c.header('Cache-Control', 'private, no-store');
      return c.json({ subscription: await subscriptionStatus(deps.records, identity, query.data.email) });
    },
  );
}
