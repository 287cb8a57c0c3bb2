import { z } from 'zod';
import { REMOTE_NAMES, remoteUrlVar, type RemoteUrlVar } from '@publisher/shared/remote-names';
import type { EdgeOptions } from './edge';

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** The edge's environment variables (merged into env.ts's schema). */
export const edgeEnvShape = {
  /** Comma-separated origins, besides the site's own, allowed to send POSTs. */
  TRUSTED_ORIGINS: list.pipe(z.array(z.string().url())),
  /** "true" when exactly one reverse proxy in front appends the client to X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  /** Anonymous writes (quotes, projects, checkouts) allowed per IP and per e-mail in a minute; 10 unless set. */
  WRITES_PER_MINUTE: z.coerce.number().int().positive().optional(),
  /** An external flipbook service embedded in frames (its origin joins frame-src). */
  FLIPBOOK_SERVICE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().url().optional()),
};

export interface EdgeEnvInput extends Partial<Record<RemoteUrlVar, string | undefined>> {
  TRUSTED_ORIGINS: string[];
  TRUST_PROXY: boolean;
  FLIPBOOK_SERVICE_URL?: string | undefined;
  ANALYTICS_DOMAIN?: string | undefined;
  ANALYTICS_SRC?: string | undefined;
  SENTRY_DSN?: string | undefined;
}

export function edgeOptionsFromEnv(env: EdgeEnvInput): EdgeOptions {
  return {
    csp: {
      remoteUrls: REMOTE_NAMES.map((remote) => env[remoteUrlVar(remote)]),
      // Analytics loads only when a domain is configured (see site/manifest.ts).
      analyticsSrc: env.ANALYTICS_DOMAIN ? env.ANALYTICS_SRC : undefined,
      sentryDsn: env.SENTRY_DSN,
      flipbookServiceUrl: env.FLIPBOOK_SERVICE_URL,
    },
    trustedOrigins: env.TRUSTED_ORIGINS.map((o) => new URL(o).origin),
    trustProxy: env.TRUST_PROXY,
  };
}
