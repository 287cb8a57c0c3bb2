import type { MiddlewareHandler } from 'hono';
import { checkPreview, PREVIEW_PARAM } from '../services/preview-link';
import { runAsPreview } from '../platform/preview-scope';
import { plainPage } from '@publisher/shared/server/http/plain-page';

/*
 * Signed previews of any page (decision 123). A request carrying `?preview=<token>` for its own
 * path is answered inside the preview scope: the page, its head and its server render see
 * drafts and scheduled items. The token travels on each request (no cookie), so a preview can
 * never leak into another visitor's page or a cache keyed by URL; the answer is private and
 * no-store, never kept by the CDN (no Netlify-CDN-Cache-Control) nor the app's response cache,
 * and noindex. A bad, expired or foreign token gets a readable refusal.
 */

/** The banner's style, allowed by its hash in the CSP (compose.ts). */
export const PREVIEW_BANNER_CSS =
  '.preview-banner{position:sticky;top:0;z-index:1000;margin:0;padding:.5rem 1rem;background:#7a2e0e;color:#fff;font:600 1rem/1.4 system-ui,sans-serif;text-align:center}';
const BANNER = `<style>${PREVIEW_BANNER_CSS}</style><p class="preview-banner" role="status" data-preview-banner>Preview: this page may show drafts and scheduled items that readers cannot see yet. Do not share this link.</p>`;
const NOINDEX = 'noindex, nofollow';

const REFUSALS = {
  invalid: [
    'This preview link is not valid',
    'The link may have been changed or cut short. Ask for a new preview link.',
  ],
  'other-path': [
    'This preview link is for another page',
    'Open the link exactly as it was given, or ask for a new one.',
  ],
  expired: ['This preview link has expired', 'Preview links work for a limited time. Ask for a new preview link.'],
  off: ['Previews are not available', 'This site has no preview secret configured.'],
} as const;

function privateHeaders(headers: Headers): void {
  headers.set('Cache-Control', 'private, no-store');
  headers.delete('Netlify-CDN-Cache-Control');
  headers.delete('Netlify-Cache-Tag');
  headers.delete('ETag');
  headers.set('X-Robots-Tag', NOINDEX);
}

/** The page with the banner at the top of the body and a noindex robots meta (replacing any). */
export function withPreviewMarks(html: string): string {
  const robots = `<meta name="robots" content="${NOINDEX}" />`;
  const withoutRobots = html.replace(/<meta\s+name="robots"[^>]*>\s*/gi, '');
  return withoutRobots.replace(/<\/head>/i, `${robots}</head>`).replace(/<body([^>]*)>/i, `<body$1>${BANNER}`);
}

export function previewPages(options: { secret: string | null; now?: () => number }): MiddlewareHandler {
  const now = options.now ?? (() => Date.now());
  return async (c, next) => {
    const token = c.req.query(PREVIEW_PARAM);
    if (token === undefined || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const check = options.secret
      ? checkPreview(options.secret, new URL(c.req.url).pathname, token, now())
      : ({ ok: false, reason: 'off' } as const);
    if (!check.ok) {
      const [title, sentence] = REFUSALS[check.reason];
      const status = check.reason === 'expired' ? 410 : check.reason === 'off' ? 404 : 403;
      const answer = c.html(plainPage(title, `<main><h1>${title}</h1><p>${sentence}</p></main>`), status);
      privateHeaders(answer.headers);
      return answer;
    }
    await runAsPreview(() => next());
    const res = c.res;
    const isHtml = (res.headers.get('content-type') ?? '').includes('text/html');
    const body = isHtml && c.req.method === 'GET' ? withPreviewMarks(await res.text()) : res.body;
    const headers = new Headers(res.headers);
    headers.delete('Content-Length');
    privateHeaders(headers);
    // Hono copies the old answer's headers onto a new one: clear it first, so the CDN header stays gone.
    c.res = undefined;
    c.res = new Response(body, { status: res.status, headers });
  };
}
