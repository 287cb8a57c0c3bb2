import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { signInRequestSchema } from '@publisher/shared/contracts/auth';
import type { Mailer } from '../ports/mailer';
import type { RecordStore } from '../ports/record-store';
import type { StateStore } from '../ports/state-store';
import { clientIp } from '../middleware/client-ip';
import { jsonError } from '../middleware/errors';
import { readJsonBody } from '../middleware/json-body';
import { createAttemptLimiter } from '../middleware/rate-limit';
import type { PaymentConfig } from '../services/checkout-prices';
import { redeemSignInLink, sendSignInLink, signedInIdentity } from '../services/sign-in';
import { SUBSCRIBER_COOKIE, type SubscriberCookieSigner } from '../services/subscription-cookie';
import { trustedOrigin, UNTRUSTED_ORIGIN_ERROR } from '../services/trusted-origin';
import { linkRefusedPage } from './auth-pages';
import { setSubscriberCookie } from './checkout';

export interface AuthDeps {
  records: RecordStore;
  state: StateStore;
  cookies: SubscriberCookieSigner;
  /** null: mail is not configured here (production without SMTP_URL). */
  mailer: Mailer | null;
  config: Pick<PaymentConfig, 'siteUrl' | 'trustProxy'>;
}

export const SIGN_IN_SENT = 'If that address can sign in, a link is on its way. Check your inbox.';
export const SIGN_IN_UNAVAILABLE = 'E-mail sign-in is not available right now.';
export const SIGN_IN_TOO_MANY = 'Too many sign-in requests. Please wait a few minutes and try again.';
export const SIGN_IN_SEND_FAILED = 'We could not send the e-mail just now. Please try again in a few minutes.';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * E-mail sign-in (decision 102): POST /api/auth/sign-in mails a one-time link; GET
 * /api/auth/verify redeems it into the subscriber cookie; GET /api/auth/session says which
 * e-mail this browser has proven, so the dashboard can use it on a new device.
 */
export function authRoutes(deps: AuthDeps): Hono {
  const app = new Hono();
  // Every request counts (not only failures): each one sends mail to someone's inbox.
  const perEmail = createAttemptLimiter(deps.state, { maxFailures: 5, windowMs: WINDOW_MS });
  const perIp = createAttemptLimiter(deps.state, { maxFailures: 20, windowMs: WINDOW_MS });

  app.post('/api/auth/sign-in', async (c) => {
    const body = await readJsonBody(c, signInRequestSchema);
    if (!body.ok) return body.response;
    if (!deps.mailer) return jsonError(c, 503, SIGN_IN_UNAVAILABLE);
    const origin = trustedOrigin(deps.config.siteUrl, c.req.url);
    if (!origin) return jsonError(c, 400, UNTRUSTED_ORIGIN_ERROR);
    const emailKey = [`sign-in-email:${body.data.email.toLowerCase()}`];
    const ipKey = [`sign-in-ip:${clientIp(c, deps.config.trustProxy === true)}`];
    if ((await perEmail.isBlocked(emailKey)) || (await perIp.isBlocked(ipKey))) {
      c.header('Retry-After', String(WINDOW_MS / 1000));
      return jsonError(c, 429, SIGN_IN_TOO_MANY);
    }
    await Promise.all([perEmail.recordFailure(emailKey), perIp.recordFailure(ipKey)]);
    try {
      await sendSignInLink({ ...deps, mailer: deps.mailer }, { email: body.data.email, origin });
    } catch (error) {
      console.error('[auth] the sign-in e-mail could not be sent', error);
      return jsonError(c, 503, SIGN_IN_SEND_FAILED);
    }
    return c.json({ message: SIGN_IN_SENT });
  });

  app.get('/api/auth/verify', async (c) => {
    const base = trustedOrigin(deps.config.siteUrl, c.req.url) ?? '';
    c.header('Cache-Control', 'private, no-store');
    // The token must not travel on to the dashboard's requests or to analytics as a Referer.
    c.header('Referrer-Policy', 'no-referrer');
    const email = await redeemSignInLink(deps, c.req.query('token') ?? '');
    if (!email) return c.html(linkRefusedPage(`${base}/architect-method/dashboard`), 410);
    const previous = deps.cookies.verify(getCookie(c, SUBSCRIBER_COOKIE));
    const identity = await signedInIdentity(deps, email, previous, deps.cookies.guest);
    setSubscriberCookie(c, deps.cookies.sign(identity), deps.config);
    return c.redirect(`${base}/architect-method/dashboard`, 303);
  });

  app.get('/api/auth/session', (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ email: deps.cookies.verify(getCookie(c, SUBSCRIBER_COOKIE))?.email ?? null });
  });

  return app;
}
