import type { MiddlewareHandler } from 'hono';
import { cspDirectives, serializeCsp, type CspConfig } from './csp';
import { preparedWith } from './prepared-response';

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
    // PayPal's checkout opens a popup that must be able to talk back to the page.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://www.paypal.com")',
  };
}

/** The security headers of one app, computed once: its CSP comes from configuration. */
export interface SecurityHeaderSet {
  /** Lower-case names (as Headers reports them) → values. */
  readonly values: Readonly<Record<string, string>>;
}

export function securityHeaderSet(config: CspConfig): SecurityHeaderSet {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(securityHeaderValues(config))) values[name.toLowerCase()] = value;
  return { values: Object.freeze(values) };
}

/**
 * Sets the security headers on every response after the handler ran, keeping any a handler
 * chose on purpose (the remotes' files answer Cross-Origin-Resource-Policy: cross-origin).
 * A response a route prepared with this same set already carries them all: touching its
 * headers would only cost time (see prepared-response.ts).
 */
export function securityHeaders(set: SecurityHeaderSet): MiddlewareHandler {
  const values = Object.entries(set.values);
  return async (c, next) => {
    await next();
    if (preparedWith(c.res) === set) return;
    const headers = c.res.headers;
    for (const [name, value] of values) {
      if (!headers.has(name)) headers.set(name, value);
    }
    headers.delete('X-Powered-By');
  };
}
