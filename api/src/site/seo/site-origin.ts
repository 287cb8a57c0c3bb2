/**
 * The origin every absolute URL is built on: SITE_URL when configured (the address the site
 * wants indexed, whatever host name or proxy a request came through), else the request's own.
 */
export const publicOrigin = (siteUrl: string | undefined, requestOrigin: string): string =>
  siteUrl ? new URL(siteUrl).origin : requestOrigin;

/**
 * An absolute http(s) URL for a content link that may be relative ("/media/covers/x.svg").
 * Anything else (javascript:, data:, garbage) gives null: it must never reach a crawler's head.
 */
export function absoluteUrl(value: string | null | undefined, origin: string): string | null {
  const v = value?.trim();
  if (!v) return null;
  try {
    const url = new URL(v, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
