import { z } from 'zod';
import { edgeEnvShape } from './middleware/edge-env';
import { verifyEnvShape } from './services/verify-env';
import { paymentEnvShape } from './services/checkout-env';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().url().optional());
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Every environment variable the server reads. Parsed once at start; see README "Configuration". */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  REMOTE_URL_CATALOGUE: optionalText,
  REMOTE_URL_COMMERCE: optionalText,
  REMOTE_URL_ARCHITECT: optionalText,
  REMOTE_URL_EDUCATION: optionalText,
  REMOTE_LOAD_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  ANALYTICS_DOMAIN: optionalText,
  ANALYTICS_SRC: optionalUrl.default('https://plausible.io/js/script.manual.js'),
  SENTRY_DSN: optionalText,
  SITE_ROOT: optionalText,
  // Content database (Airtable). No token: the embedded sample catalogue is served.
  AIRTABLE_TOKEN: optionalText,
  AIRTABLE_BASE_ID: optionalText,
  AIRTABLE_ENDPOINT_URL: optionalUrl.optional(),
  AIRTABLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
  CONTENT_CACHE_TTL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60000),
  // Durable local records (quotes, purchases, grants…) when no records database is configured.
  DATA_DIR: optionalText,
  // Purchase verification, access tokens, flipbooks, demo keys (services/verify-env.ts).
  ...verifyEnvShape,
  // Edge: trusted origins, proxy, external flipbook service (middleware/edge-env.ts).
  ...edgeEnvShape,
  // Payments (Stripe or the sandbox), records backend, subscriber cookie (services/checkout-env.ts).
  ...paymentEnvShape,
});
export type Env = z.infer<typeof envSchema>;

/** Parses configuration or stops with a message naming each bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}
