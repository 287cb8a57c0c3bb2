/*
 * The exceptions to the edge rules, in one place (owned with the payments engineer):
 * - Webhooks (any /api/ or /.netlify/functions/ path with a segment containing "webhook"):
 *   servers post them, with no Origin and their own content type, and a larger body. They
 *   must verify their own signature over the raw body.
 * - Sandbox checkout pages (/sandbox/...): clearly labelled test pages whose Pay / Cancel are
 *   ordinary HTML form posts. They stay same-origin checked; only the JSON rule is lifted.
 * - The sign-in link's confirmation (/api/auth/verify): the same, a plain HTML form's POST.
 * - "Get Notified" (decision 124): its confirmation and unsubscribe pages post plain HTML forms;
 *   the unsubscribe POST is also the one-click unsubscribe (RFC 8058) a mail provider's server
 *   sends from its own origin, so it skips the same-origin rule: it acts only on the address its
 *   signed token names, and needs no cookie.
 */

export const WEBHOOK_BODY_LIMIT = 512 * 1024;
export const BODY_LIMIT = 64 * 1024;

export function isWebhookPath(pathname: string): boolean {
  if (!pathname.startsWith('/api/') && !pathname.startsWith('/.netlify/functions/')) return false;
  return pathname.split('/').some((segment) => segment.includes('webhook'));
}

export const FORM_POST_PREFIXES = [
  '/sandbox/',
  '/api/auth/verify',
  '/api/notify/confirm',
  '/api/notify/unsubscribe',
] as const;

/** Posts any site may send (RFC 8058 one-click unsubscribe): authorised by a signed token in the URL alone. */
export const ONE_CLICK_PATHS = ['/api/notify/unsubscribe'] as const;

export const isOneClickPath = (pathname: string): boolean => (ONE_CLICK_PATHS as readonly string[]).includes(pathname);

export function isFormPostPath(pathname: string): boolean {
  return FORM_POST_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;
