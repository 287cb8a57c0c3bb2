import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { subscriptionStatusQuerySchema } from '@publisher/shared/contracts/functions';
import type { RecordStore } from '../ports/record-store';
import { jsonError } from '../middleware/errors';
import { describeIssue } from '../middleware/json-body';
import { SUBSCRIBER_COOKIE, type SubscriberCookieSigner } from '../services/subscription-cookie';
import { subscriptionStatus } from '../services/subscription';

/** GET check-subscription-status?email=&userId= → { subscription } (the free-trial view for strangers). */
export function subscriptionRoutes(deps: { records: RecordStore; cookies: SubscriberCookieSigner }): Hono {
  return new Hono().get('/.netlify/functions/check-subscription-status', async (c) => {
    const query = subscriptionStatusQuerySchema.safeParse({
      email: c.req.query('email'),
      userId: c.req.query('userId'),
    });
    if (!query.success) return jsonError(c, 400, describeIssue(query.error));
    const identity = deps.cookies.verify(getCookie(c, SUBSCRIBER_COOKIE));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ subscription: await subscriptionStatus(deps.records, identity, query.data.email) });
  });
}
