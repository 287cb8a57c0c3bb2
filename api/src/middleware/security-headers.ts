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
    // PayPal's checkout opens a popup that must be able to talk back to the page.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://www.paypal.com")',
  };
}

/**
 * Sets the security headers on every response after the handler ran, keeping any a handler
 * chose on purpose (the remotes' files answer Cross-Origin-Resource-Policy: cross-origin).
 */
export function securityHeaders(config: CspConfig): MiddlewareHandler {
  const values = Object.entries(securityHeaderValues(config));
  return async (c, next) => {
    await next();
    for (const [name, value] of values) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
    c.res.headers.delete('X-Powered-By');
  };
}
