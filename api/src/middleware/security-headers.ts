import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { cspDirectives, type CspConfig } from './csp';

/*
 * The security headers, through Hono's secureHeaders with the site's CSP (csp.ts). Three sets,
 * chosen by what the answer is once the handler has run:
 * - documents (pages, SVG, plain text): the full set;
 * - JSON: the same with the data policy in place of the page's CSP;
 * - scripts, style sheets, fonts and raster images: only the headers that apply to a
 *   subresource. The policy headers (CSP, framing, referrer, permissions) mean something only on
 *   documents, and repeating ~1 KB of them on each of a page's twenty-odd files costs a phone on a
 *   slow link about 20 KB per visit.
 * A header a handler chose on purpose is kept (overwrite: false): the remotes' files answer
 * Cross-Origin-Resource-Policy: cross-origin, the sign-in pages their own Referrer-Policy.
 */

type Options = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** One year, as HSTS preload lists expect (Hono's default is 180 days). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The policy of a JSON answer: it loads nothing and may be framed by no one. Opened directly, a
 * browser shows it as text, so the page's policy (~1 KB of origins and hashes) protects nothing
 * there; this one is stricter and ~1 KB lighter on every API call.
 */
export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Hono's extra headers this site does not send (each costs bytes on every answer and buys nothing here). */
const NOT_SENT = {
  // No Cross-Origin-Opener-Policy: it makes Chrome swap browsing context group (a new renderer
  // process) on every first visit, which costs the first paint more than it protects here
  // (docs/decisions/091-no-coop.md). Framing is blocked by X-Frame-Options and frame-ancestors.
  crossOriginOpenerPolicy: false,
  crossOriginEmbedderPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const satisfies Options;

export function documentHeaderOptions(config: CspConfig): Options {
  return {
    ...NOT_SENT,
    contentSecurityPolicy: cspDirectives(config),
    strictTransportSecurity: HSTS,
    xFrameOptions: 'SAMEORIGIN',
    xContentTypeOptions: true,
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ['self', 'https://www.paypal.com'] },
    removePoweredBy: true,
    overwrite: false,
  };
}

const FILE_OPTIONS: Options = {
  ...NOT_SENT,
  strictTransportSecurity: HSTS,
  xContentTypeOptions: true,
  crossOriginResourcePolicy: 'same-origin',
  xFrameOptions: false,
  referrerPolicy: false,
  removePoweredBy: true,
  overwrite: false,
};

/** Content types that are never rendered as a document (SVG is: it can hold scripts). */
const SUBRESOURCE_TYPE = /^(?:text\/javascript|application\/javascript|text\/css|font\/|image\/(?!svg))/i;
const DATA_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

const answered = async () => undefined;

export function securityHeaders(config: CspConfig): MiddlewareHandler {
  const documents = documentHeaderOptions(config);
  const page = secureHeaders(documents);
  const data = secureHeaders({
    ...documents,
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  });
  const file = secureHeaders(FILE_OPTIONS);
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    // The handler has answered: each set only adds its headers to c.res.
    await (SUBRESOURCE_TYPE.test(type) ? file : DATA_TYPE.test(type) ? data : page)(c, answered);
  };
}
