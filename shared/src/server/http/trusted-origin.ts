/*
 * The origin every return URL, redirect and link the server builds is built on. A request's Host
 * header is whatever the caller typed: trusting it let `Host: evil.example` turn a checkout into an
 * open redirect that handed the buyer's order number (or a plan's session id) to another site.
 */

/** Host names that can only be this machine: a developer's own server, never a visitor's forgery that reaches anyone else. */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The sentence a caller sees when no trusted origin exists for its request. */
export const UNTRUSTED_ORIGIN_ERROR =
  'This request did not come through the Ashgrove Press website’s own address, so no payment page can be opened from it.';

/**
 * SITE_URL's origin when configured (production always has it: env.ts); else, in local development,
 * the request's own origin only when its host is a loopback address. Anything else gives null: the
 * caller must refuse rather than build a URL on a host it cannot vouch for.
 */
export function trustedOrigin(siteUrl: string | undefined, requestUrl: string): string | null {
  if (siteUrl) return new URL(siteUrl).origin;
  const url = new URL(requestUrl);
  return LOOPBACK_HOSTS.has(url.hostname) ? url.origin : null;
}
