import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { jsonError } from '@publisher/shared/server/http/errors';
import { flipbookGate } from './access';
import { renderFlipbookPage } from './page';
import { subscriberCookieIsSecure } from '@publisher/shared/server/subscription-cookie';
import { FLIPBOOK_SESSION_MS, type FlipbookDeps } from './deps';

export const FLIPBOOK_COOKIE = 'fb_session';
/** Where the flipbooks are served; the sub-app is mounted here. */
export const FLIPBOOKS_BASE = '/flipbooks';
const EXPIRED = 'This flipbook link has expired or is not valid. Please verify your purchase again.';

/** What decides the session cookie's Secure flag: the same rule as the subscriber cookie's. */
export interface FlipbookCookieConfig {
  /** TRUST_PROXY: a trusted proxy's X-Forwarded-Proto https counts (TLS ends at the proxy). */
  trustProxy?: boolean | undefined;
  /** SITE_URL: an https site is only ever visited over https. */
  siteUrl?: string | undefined;
}

/**
 * The self-hosted flipbooks: GET /flipbooks/<slug>/?t=<signed URL token> serves the viewer
 * page and sets an httpOnly cookie scoped to /flipbooks/<slug>/, so the page's images, audio,
 * script and styles (which also accept ?t=) load without the token in every URL.
 */
export function flipbookPageRoutes(
  deps: Pick<FlipbookDeps, 'tokens' | 'flipbooks'> & Partial<Pick<FlipbookDeps, 'records' | 'samplePurchases'>>,
  cookie: FlipbookCookieConfig = {},
): Hono {
  // A token that stands on an order lets in only while the order is paid (decision 117).
  const gate = flipbookGate(deps);
  const allowed = (c: Context, slug: string, page = false) =>
    gate(slug, { url: c.req.query('t'), cookie: getCookie(c, FLIPBOOK_COOKIE) }, page);

  const app = new Hono();
  // Relative asset URLs need the trailing slash.
  app.get('/:slug', (c) => {
    const url = new URL(c.req.url);
    return c.redirect(`${url.pathname}/${url.search}`, 308);
  });

  app.get('/:slug/', async (c) => {
    const slug = c.req.param('slug');
    const book = await deps.flipbooks.manifest(slug);
    if (!book) return jsonError(c, 404, 'There is no such flipbook.');
    const pass = await allowed(c, slug, true);
    if (!pass) return jsonError(c, 403, EXPIRED);
    if (pass.how === 'url') {
      const session = deps.tokens.sign('flipbook-session', slug, FLIPBOOK_SESSION_MS, pass.order);
      setCookie(c, FLIPBOOK_COOKIE, session.token, {
        path: `${FLIPBOOKS_BASE}/${slug}/`,
        httpOnly: true,
        sameSite: 'Strict',
        secure: subscriberCookieIsSecure({ url: c.req.url, forwardedProto: c.req.header('x-forwarded-proto') }, cookie),
        maxAge: Math.floor(FLIPBOOK_SESSION_MS / 1000),
      });
    }
    c.header('Cache-Control', 'no-store');
    // The page URL carries a token: never pass it on as a referrer, never index it.
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    return c.html(renderFlipbookPage(book));
  });

  app.get('/:slug/:file', async (c) => {
    const slug = c.req.param('slug');
    if (!(await allowed(c, slug))) return jsonError(c, 403, EXPIRED);
    const asset = await deps.flipbooks.asset(slug, c.req.param('file'));
    if (!asset) return jsonError(c, 404, 'There is no such file in this flipbook.');
    c.header('Cache-Control', 'private, max-age=3600');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Accept-Ranges', 'bytes');
    const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
    const size = asset.body.byteLength;
    if (range && (range[1] || range[2])) {
      // Audio elements ask for ranges to seek; one range is all a media element sends.
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start > end || start >= size) {
        c.header('Content-Range', `bytes */${size}`);
        return c.body(null, 416);
      }
      c.header('Content-Range', `bytes ${start}-${end}/${size}`);
      c.header('Content-Type', asset.contentType);
      return c.body(asset.body.slice(start, end + 1), 206);
    }
    c.header('Content-Type', asset.contentType);
    return c.body(asset.body);
  });
  app.all('/*', (c) => jsonError(c, 404, 'There is no such flipbook.'));
  return app;
}
