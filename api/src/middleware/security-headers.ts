import type { MiddlewareHandler } from 'hono';
import { cspDirectives, serializeCsp, type CspConfig } from './csp';

/** One year, as HSTS preload lists expect (Hono's default is 180 days). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every page, file and API answer carries (also printed for netlify.toml). */
export function securityHeaderValues(config: CspConfig): Record<string, string> {
  return {
    'Content-Security-Policy': serializeCsp(cspDirectives(config)),
    'Strict-Transport-Security': HSTS,
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // No Cross-Origin-Opener-Policy: it makes Chrome swap browsing context group (a new renderer
    // process) on every first visit, which costs the first paint more than it protects here
    // (docs/decisions/091-no-coop.md). Framing is blocked by X-Frame-Options and frame-ancestors.
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://www.paypal.com")',
  };
}

/**
 * The headers that mean something on a subresource that can never be a document (a script,
 * style sheet, font or raster image): the policy headers (CSP, framing, referrer,
 * permissions) only apply to documents, and repeating ~1 KB of them on each of a page's
 * twenty-odd files costs a phone on a slow link about 20 KB per visit.
 */
const FILE_HEADERS = ['strict-transport-security', 'x-content-type-options', 'cross-origin-resource-policy'];

/** Content types that are never rendered as a document (SVG is: it can hold scripts). */
const SUBRESOURCE_TYPE = /^(?:text\/javascript|application\/javascript|text\/css|font\/|image\/(?!svg))/i;

/**
 * The policy of a JSON answer: it loads nothing and may be framed by no one. Opened directly, a
 * browser shows it as text, so the page's policy (~1 KB of origins and hashes) protects nothing
 * there; this one is stricter and ~1 KB lighter on every API call.
 */
export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";
const DATA_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** The security headers of one app, computed once: its CSP comes from configuration. */
export interface SecurityHeaderSet {
  /** Lower-case names (as Headers reports them) → values: documents and API answers. */
  readonly values: Readonly<Record<string, string>>;
  /** The part of `values` a script, style sheet, font or raster image carries. */
  readonly fileValues: Readonly<Record<string, string>>;
  /** What a JSON answer carries: `values` with the data policy (DATA_CSP) in place of the page's CSP. */
  readonly dataValues: Readonly<Record<string, string>>;
}

export function securityHeaderSet(config: CspConfig): SecurityHeaderSet {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(securityHeaderValues(config))) values[name.toLowerCase()] = value;
  const fileValues = Object.fromEntries(FILE_HEADERS.map((name) => [name, values[name]!]));
  const dataValues = { ...values, 'content-security-policy': DATA_CSP };
  return { values: Object.freeze(values), fileValues: Object.freeze(fileValues), dataValues: Object.freeze(dataValues) };
}

/**
 * Sets the security headers on every response after the handler ran (the file subset on
 * scripts, style sheets, fonts and raster images; the data policy on JSON), keeping any a handler chose on purpose
 * (the remotes' files answer Cross-Origin-Resource-Policy: cross-origin).
 */
export function securityHeaders(set: SecurityHeaderSet): MiddlewareHandler {
  const values = Object.entries(set.values);
  const fileValues = Object.entries(set.fileValues);
  const dataValues = Object.entries(set.dataValues);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const type = headers.get('content-type') ?? '';
    for (const [name, value] of SUBRESOURCE_TYPE.test(type) ? fileValues : DATA_TYPE.test(type) ? dataValues : values) {
      if (!headers.has(name)) headers.set(name, value);
    }
    headers.delete('X-Powered-By');
  };
}
