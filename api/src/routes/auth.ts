import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { deleteCookie } from 'hono/cookie';
import { viewer, type ViewerEnv } from '@publisher/shared/server/http/viewer';
import { signInRequestSchema } from '@publisher/shared/contracts/auth';
import type { Mailer } from '@publisher/shared/server/ports/mailer';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { clientAddressKey } from '../middleware/client-ip';
import { jsonError } from '@publisher/shared/server/http/errors';
import { jsonBody } from '@publisher/shared/server/http/json-body';
import { emailInBody } from '../middleware/rate-limit-keys';
import { countedLimit } from '../middleware/rate-limit-store';
import type { PaymentConfig } from '@publisher/shared/server/payments/prices';
import { peekSignInLink, redeemSignInLink, sendSignInLink, signedInIdentity } from '../services/sign-in';
import { SUBSCRIBER_COOKIE, type SubscriberCookieSigner } from '@publisher/shared/server/subscription-cookie';
import { trustedOrigin, UNTRUSTED_ORIGIN_ERROR } from '@publisher/shared/server/http/trusted-origin';
import { linkConfirmPage, linkFailedPage, linkRefusedPage } from './auth-pages';
import { setSubscriberCookie, subscriberCookieOptions } from '@publisher/shared/server/http/subscriber-cookie';

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
/** Sign-in requests allowed in WINDOW_MS: per e-mail (each sends mail to one inbox), and per
 * client address (IPv6 per /64), enough for a class behind one school address. */
export const SIGN_INS_PER_EMAIL = 5;
export const SIGN_INS_PER_ADDRESS = 60;

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
  // Every request counts (not only failures): each one sends mail to someone's inbox. Counted
  // and checked in one atomic step per key, the e-mail's first, so a burst gets exactly the limit.
  const refuse = (c: Context) => {
    c.header('Retry-After', String(WINDOW_MS / 1000));
    return jsonError(c, 429, SIGN_IN_TOO_MANY);
  };
  const limited = every(
    countedLimit(deps.state, {
      name: 'sign-in-email',
      limit: SIGN_INS_PER_EMAIL,
      windowMs: WINDOW_MS,
      refuse,
      key: emailInBody,
    }),
    countedLimit(deps.state, {
      name: 'sign-in-ip',
      limit: SIGN_INS_PER_ADDRESS,
      windowMs: WINDOW_MS,
      refuse,
      key: (c) => clientAddressKey(c, deps.config.trustProxy === true),
    }),
  );
  // What no request can change is answered before anything is counted.
  const ready: MiddlewareHandler<ViewerEnv> = async (c, next) => {
    if (!deps.mailer) return jsonError(c, 503, SIGN_IN_UNAVAILABLE);
    if (!trustedOrigin(deps.config.siteUrl, c.req.url)) return jsonError(c, 400, UNTRUSTED_ORIGIN_ERROR);
    await next();
  };

  app.post('/sign-in', jsonBody(signInRequestSchema), ready, limited, async (c) => {
    const { email, next } = c.req.valid('json');
    const mailer = deps.mailer!; // ready answered 503 without one
    const origin = trustedOrigin(deps.config.siteUrl, c.req.url)!; // and 400 without this
    try {
      await sendSignInLink({ ...deps, mailer }, { email, origin, next });
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
    const link = await peekSignInLink(deps, token);
    if (!link) return c.html(linkRefusedPage(dashboardUrl(c)), 410);
    return c.html(linkConfirmPage(`${AUTH_BASE}/verify`, token, link.email, link.next));
  });

  app.post('/verify', async (c) => {
    linkPageHeaders(c, 'no-referrer');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = typeof form.token === 'string' ? form.token : '';
    const previous = c.get('viewer');
    let signedIn;
    try {
      // The projects move to the proven e-mail before the link is spent (decision 140).
      signedIn = await redeemSignInLink(deps, token, async (link) => ({
        identity: await signedInIdentity(deps, link.email, previous, deps.cookies.guest),
        next: link.next,
      }));
    } catch (error) {
      console.error('[auth] a sign-in was not stored; the link still works:', error);
      // Its button posts again: with no-referrer the browser would send Origin: null, refused as cross-site.
      linkPageHeaders(c, 'same-origin');
      c.header('Retry-After', '30');
      return c.html(linkFailedPage(`${AUTH_BASE}/verify`, token), 503);
    }
    if (!signedIn) return c.html(linkRefusedPage(dashboardUrl(c)), 410);
    setSubscriberCookie(c, deps.cookies.sign(signedIn.identity), deps.config);
    // Only a destination from the contract's list (stored with the link): never a URL from the request.
    return c.redirect(`${trustedOrigin(deps.config.siteUrl, c.req.url) ?? ''}${signedIn.next}`, 303);
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
