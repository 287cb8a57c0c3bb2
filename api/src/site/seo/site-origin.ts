/**
 * The origin every absolute URL is built on: SITE_URL when configured (the address the site
 * wants indexed, whatever host name or proxy a request came through), else the request's own.
 */
export const publicOrigin = (siteUrl: string | undefined, requestOrigin: string): string =>
  siteUrl ? new URL(siteUrl).origin : requestOrigin;
