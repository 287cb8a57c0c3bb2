import type { Hono } from 'hono';
import type { CspConfig } from './csp';
import type { AttemptLimiter } from './rate-limit';
import { requestRules } from './request-rules';
import { securityHeaders } from './security-headers';

export interface EdgeOptions {
  csp: CspConfig;
  /** TRUSTED_ORIGINS: other origins allowed to post (e.g. a remote's dev server). */
  trustedOrigins: readonly string[];
  /** TRUST_PROXY: read the client IP from X-Forwarded-For (one proxy in front). */
  trustProxy: boolean;
  /** The failed-attempt limiter of the verify / validate routes (tests pass one with a clock). */
  limiter?: AttemptLimiter;
  /** The anonymous-write limiter (quotes, projects, checkouts); built on the verification state when absent. */
  writeLimiter?: AttemptLimiter;
}

/** The edge when createApp is given none: same-origin only, no remote or third-party origins. */
export const DEFAULT_EDGE: EdgeOptions = { csp: { remoteUrls: [] }, trustedOrigins: [], trustProxy: false };

/**
 * The edge rules, in order: security headers on everything (set last, so errors carry them
 * too), then cross-site refusal (403), JSON only (415), body size (413). Rate limits sit on
 * the verify / validate routes themselves.
 */
export function applyEdge(app: Hono, options: EdgeOptions): void {
  app.use('*', securityHeaders(options.csp));
  app.use('*', requestRules(options.trustedOrigins));
}
