import { Hono, type Context } from 'hono';
import { NOTIFY_MESSAGES, NOTIFY_PATHS } from '@publisher/shared/contracts/notify';
import { notifyRequestSchema } from '@publisher/shared/contracts/notify-schema';
import { jsonError } from '@publisher/shared/server/http/errors';
import { StoreUnavailableError } from '@publisher/shared/server/ports/store-unavailable';
import { jsonBody } from '@publisher/shared/server/http/json-body';
import {
  confirmNotify,
  peekConfirmation,
  signUpForNotify,
  unsubscribe,
  unsubscribeAddress,
  unsubscribeUrl,
  type NotifyDeps,
} from './service';
import { trustedOrigin, UNTRUSTED_ORIGIN_ERROR } from '@publisher/shared/server/http/trusted-origin';
import {
  badUnsubscribePage,
  confirmedPage,
  confirmFailedPage,
  confirmPage,
  confirmRefusedPage,
  unsubscribedPage,
  unsubscribeFailedPage,
  unsubscribePage,
} from './pages';

/** Where the sub-app is mounted (../endpoints.ts). POST /api/notify is an anonymous write (its `writes`). */
export const NOTIFY_BASE = NOTIFY_PATHS.signUp;

/** Never cached or indexed; the token in the URL goes as a Referer only to this site. */
const linkPageHeaders = (c: Context) => {
  c.header('Cache-Control', 'private, no-store');
  c.header('Referrer-Policy', 'same-origin');
  c.header('X-Robots-Tag', 'noindex');
};

/** A link's write failed: a readable page that says to try again (503: retry; a one-click POST's sender does). */
const tryAgain = (c: Context, html: string) => {
  c.header('Retry-After', '30');
  return c.html(html, 503);
};

/** One log line for a known store fault (it names the store and cause); the whole error otherwise. */
const errorLine = (error: unknown) => (error instanceof StoreUnavailableError ? error.message : error);

/** The token: in the URL (links, the one-click POST of RFC 8058), never anywhere else. */
const tokenOf = (c: Context) => c.req.query('token') ?? '';

/**
 * "Get Notified" (decision 124): POST / takes a sign-up and mails the confirmation; GET /confirm
 * shows a Confirm button, its POST records the consent; GET /unsubscribe shows an Unsubscribe
 * button, its POST (also a mail provider's one-click POST, without cookie or Origin) removes it.
 * No GET changes anything: mail scanners open links too. A POST whose write fails answers a
 * readable 503 page with the button again: the link still works (decision 140).
 */
export function notifyRoutes(deps: NotifyDeps): Hono {
  const app = new Hono();

  app.post('/', jsonBody(notifyRequestSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!deps.mailer) return jsonError(c, 503, NOTIFY_MESSAGES.unavailable);
    const origin = trustedOrigin(deps.siteUrl ?? undefined, c.req.url);
    if (!origin) return jsonError(c, 400, UNTRUSTED_ORIGIN_ERROR);
    const { email, topic } = c.req.valid('json');
    let outcome;
    try {
      outcome = await signUpForNotify({ ...deps, mailer: deps.mailer }, { email, topic, origin });
    } catch (error) {
      if (error instanceof StoreUnavailableError) throw error; // the store: 503 from handleError
      console.error('[notify] the confirmation e-mail could not be sent', error);
      return jsonError(c, 503, NOTIFY_MESSAGES.sendFailed);
    }
    if (outcome === 'unknown-item') return jsonError(c, 404, NOTIFY_MESSAGES.unknownItem);
    return c.json({ message: NOTIFY_MESSAGES.sent });
  });

  const here = (c: Context, path: string) => `${path}?token=${encodeURIComponent(tokenOf(c))}`;

  app.get('/confirm', async (c) => {
    linkPageHeaders(c);
    const pending = await peekConfirmation(deps, tokenOf(c));
    if (!pending) return c.html(confirmRefusedPage(), 410);
    return c.html(confirmPage(here(c, NOTIFY_PATHS.confirm), pending.email, pending.label));
  });

  app.post('/confirm', async (c) => {
    linkPageHeaders(c);
    let consent;
    try {
      consent = await confirmNotify(deps, tokenOf(c));
    } catch (error) {
      // Nothing is spent (decision 140): the page says to try again, and the same link does.
      console.error('[notify] a confirmation was not stored; the link still works:', errorLine(error));
      return tryAgain(c, confirmFailedPage(here(c, NOTIFY_PATHS.confirm)));
    }
    if (!consent) return c.html(confirmRefusedPage(), 410);
    const stop = unsubscribeUrl(deps, consent.email, trustedOrigin(deps.siteUrl ?? undefined, c.req.url) ?? undefined);
    return c.html(confirmedPage(consent.email, consent.label, consent.confirmedAt.slice(0, 10), stop));
  });

  app.get('/unsubscribe', (c) => {
    linkPageHeaders(c);
    const email = unsubscribeAddress(deps, tokenOf(c));
    if (!email) return c.html(badUnsubscribePage(), 400);
    return c.html(unsubscribePage(here(c, NOTIFY_PATHS.unsubscribe), email));
  });

  app.post('/unsubscribe', async (c) => {
    linkPageHeaders(c);
    let done;
    try {
      done = await unsubscribe(deps, tokenOf(c));
    } catch (error) {
      // The link has no use to spend: it works again as soon as the records do.
      console.error('[notify] an unsubscribe was not stored; the link still works:', errorLine(error));
      return tryAgain(c, unsubscribeFailedPage(here(c, NOTIFY_PATHS.unsubscribe)));
    }
    if (!done) return c.html(badUnsubscribePage(), 400);
    return c.html(unsubscribedPage(done.email));
  });

  return app;
}
