import { Hono, type Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { viewer, type ViewerEnv } from '../middleware/viewer';
import { signInRequestSchema } from '@publisher/shared/contracts/auth';
import type { Mailer } from '../ports/mailer';
import type { RecordStore } from '../ports/record-store';
import type { StateStore } from '../ports/state-store';
import { clientIp } from '../middleware/client-ip';
import { jsonError } from '../middleware/errors';
import { jsonBody } from '../middleware/json-body';
import { createAttemptLimiter } from '../middleware/rate-limit';
import type { PaymentConfig } from '../services/checkout-prices';
import { peekSignInLink, redeemSignInLink, sendSignInLink, signedInIdentity } from '../services/sign-in';
import { SUBSCRIBER_COOKIE, type SubscriberCookieSigner } from '../services/subscription-cookie';
import { trustedOrigin, UNTRUSTED_ORIGIN_ERROR } from '../services/trusted-origin';
import { linkConfirmPage, linkRefusedPage } from './auth-pages';
import { setSubscriberCookie, subscriberCookieOptions } from './checkout';

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
 * /api/auth/verify shows a confirmation page and its POST redeems the link into the subscriber
 * cookie; GET /api/auth/session says which e-mail this browser has proven, so the dashboard can
 * use it on a new device; POST /api/auth/sign-out forgets it.
 */
/** Where the sign-in sub-app is mounted (app.ts); its paths are relative to it. */
export const AUTH_BASE = '/api/auth';

export function authRoutes(deps: AuthDeps): Hono<ViewerEnv> {
  const app = new Hono<ViewerEnv>();
  app.use(viewer(deps.cookies));
  // Every request counts (not only failures): each one sends mail to someone's inbox.
  const perEmail = createAttemptLimiter(deps.state, { maxFailures: 5, windowMs: WINDOW_MS });
  const perIp = createAttemptLimiter(deps.state, { maxFailures: 20, windowMs: WINDOW_MS });

  app.post('/sign-in', jsonBody(signInRequestSchema), async (c) => {
    const { email } = c.req.valid('json');
    if (!deps.mailer) return jsonError(c, 503, SIGN_IN_UNAVAILABLE);
    const origin = trustedOrigin(deps.config.siteUrl, c.req.url);
    if (!origin) return jsonError(c, 400, UNTRUSTED_ORIGIN_ERROR);
    const emailKey = [`sign-in-email:${email.toLowerCase()}`];
    const ipKey = [`sign-in-ip:${clientIp(c, deps.config.trustProxy === true)}`];
    if ((await perEmail.isBlocked(emailKey)) || (await perIp.isBlocked(ipKey))) {
      c.header('Retry-After', String(WINDOW_MS / 1000));
      return jsonError(c, 429, SIGN_IN_TOO_MANY);
    }
    await Promise.all([perEmail.recordFailure(emailKey), perIp.recordFailure(ipKey)]);
    try {
      await sendSignInLink({ ...deps, mailer: deps.mailer }, { email, origin });
    } catch (error) {
      console.error('[auth] the sign-in e-mail could not be sent', error);
      return jsonError(c, 503, SIGN_IN_SEND_FAILED);
    }
    return c.json({ message: SIGN_IN_SENT });
  });

  /**
   * Headers of both halves of the link: never cached or indexed. The confirmation page's URL
   * holds the token, so it goes as a Referer only to this site (with no-referrer at all, the
   * browser would send its form post with Origin: null, which the edge refuses as cross-site);
   * the redirect after the POST sends none, so it never reaches the dashboard's requests.
   */
  const linkPageHeaders = (c: Context<ViewerEnv>, referrer: 'same-origin' | 'no-referrer') => {
    c.header('Cache-Control', 'private, no-store');
    c.header('Referrer-Policy', referrer);
    c.header('X-Robots-Tag', 'noindex');
  };
  const dashboardUrl = (c: Context<ViewerEnv>) =>
    `${trustedOrigin(deps.config.siteUrl, c.req.url) ?? ''}/architect-method/dashboard`;

  app.get('/verify', async (c) => {
    linkPageHeaders(c, 'same-origin');
    const token = c.req.query('token') ?? '';
    const email = await peekSignInLink(deps, token);
    if (!email) return c.html(linkRefusedPage(dashboardUrl(c)), 410);
    return c.html(linkConfirmPage(`${AUTH_BASE}/verify`, token, email));
  });

  app.post('/verify', async (c) => {
    linkPageHeaders(c, 'no-referrer');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = typeof form.token === 'string' ? form.token : '';
    const email = await redeemSignInLink(deps, token);
    if (!email) return c.html(linkRefusedPage(dashboardUrl(c)), 410);
    const previous = c.get('viewer');
    const identity = await signedInIdentity(deps, email, previous, deps.cookies.guest);
    setSubscriberCookie(c, deps.cookies.sign(identity), deps.config);
    return c.redirect(dashboardUrl(c), 303);
  });

  app.post('/sign-out', (c) => {
    c.header('Cache-Control', 'private, no-store');
    deleteCookie(c, SUBSCRIBER_COOKIE, subscriberCookieOptions(c, deps.config));
    return c.json({ signedOut: true as const });
  });

  app.get('/session', (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ email: c.get('viewer')?.email ?? null });
  });

  return app;
}
