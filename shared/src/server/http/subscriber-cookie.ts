import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { SUBSCRIBER_COOKIE, SUBSCRIBER_COOKIE_MAX_AGE_S, subscriberCookieIsSecure } from '../subscription-cookie';

/** What decides the cookie's Secure flag (SITE_URL, TRUST_PROXY). */
export interface CookieConfig {
  siteUrl?: string | undefined;
  trustProxy?: boolean | undefined;
}

/** The subscriber cookie's attributes; deleting it needs the same path and flags. */
export const subscriberCookieOptions = (c: Context, config: CookieConfig) =>
  ({
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: subscriberCookieIsSecure({ url: c.req.url, forwardedProto: c.req.header('x-forwarded-proto') }, config),
  }) as const;

/** Sets the signed subscriber cookie (httpOnly, SameSite=Lax; Secure on https, also behind a trusted proxy). */
export function setSubscriberCookie(c: Context, value: string, config: CookieConfig): void {
  setCookie(c, SUBSCRIBER_COOKIE, value, {
    ...subscriberCookieOptions(c, config),
    maxAge: SUBSCRIBER_COOKIE_MAX_AGE_S,
  });
}
