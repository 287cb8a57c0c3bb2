import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { SUBSCRIBER_COOKIE, type SubscriberCookieSigner, type SubscriberIdentity } from '../subscription-cookie';

/**
 * The viewer: the subscriber identity this browser's signed cookie proves, or null (no cookie, or a
 * tampered, malformed or expired one). Read once per request by `viewer(cookies)`; routes read it
 * typed, as `c.get('viewer')` (issue 16: Hono's context Variables instead of each route re-reading
 * the cookie).
 */
export type ViewerEnv = { Variables: { viewer: SubscriberIdentity | null } };

export const viewer = (cookies: SubscriberCookieSigner) =>
  createMiddleware<ViewerEnv>(async (c, next) => {
    c.set('viewer', cookies.verify(getCookie(c, SUBSCRIBER_COOKIE)));
    await next();
  });
