import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { REMOTE_NAMES, remoteUrlVar, type RemoteUrlVar } from '@publisher/shared/remote-names';
import { edgeEnvShape } from './middleware/edge-env';
import { gumroadEnvShape } from './adapters/gumroad/env';
import { mailEnvShape } from './adapters/mail/env';
import { stripeEnvShape } from './adapters/stripe/env';
import { optionalText } from './platform/env-text';
import { isLoopbackHost, isLoopbackUrl } from './platform/loopback';
import { teamOriginProblems } from './platform/team-origins';

const optionalUrl = optionalText.pipe(z.string().url().optional());

/** Sample values for the embedded (offline) mode; set real ones in production. */
export const SAMPLE_FLIPBOOK_PASSWORD = 'crownless-collectors-sample';
export const SAMPLE_ARCHITECT_DEMO_KEYS = 'ARCHITECT-DEMO-2026,METHOD-PREVIEW-7';

const remoteUrlShape = Object.fromEntries(REMOTE_NAMES.map((remote) => [remoteUrlVar(remote), optionalText])) as Record<
  RemoteUrlVar,
  typeof optionalText
>;

/** Every environment variable the server reads. Parsed once at start; see README "Configuration". */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** The Node server's interface; unset: 127.0.0.1 outside production, 0.0.0.0 in production (server-listen.ts). */
  HOST: optionalText,
  /**
   * A public demo deploy: production may then run on the sandbox gateway and the sample catalogue,
   * and no sale made through the sandbox (or a Stripe test key) proves a purchase. Off unless set.
   */
  DEMO_MODE: z
    .enum(['1', '0', 'true', 'false', 'on', 'off', ''])
    .optional()
    .transform((v) => v === '1' || v === 'true' || v === 'on'),
  // REMOTE_URL_<NAME> for each remote (shared/src/remote-list.json): a remote deployed on its own origin.
  ...remoteUrlShape,
  /** The release endpoints' bearer token (decision 135, at least 32 characters); unset: they answer 404. */
  RELEASE_TOKEN: optionalText,
  /**
   * Origins a release may name besides each REMOTE_URL_<NAME>'s own and its deploy permalinks (decision 135):
   * comma-separated origins, `https://*--site.netlify.app` for every deploy permalink of a Netlify site.
   */
  RELEASE_ORIGINS: optionalText.refine(
    (v) =>
      v === undefined ||
      v.split(',').every((o) => {
        const origin = o.trim().replace('//*--', '//');
        return URL.canParse(origin) && /^https?:$/.test(new URL(origin).protocol) && new URL(origin).origin === origin;
      }),
    { message: 'comma-separated origins (https://host[:port]), or https://*--site.netlify.app' },
  ),
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
  /** Signs POST /api/content/refresh (decision 105); unset, the refresh answers 404. */
  CONTENT_REFRESH_SECRET: z.string().min(32).optional(),
  /**
   * The Node server's publishing step (decision 123): how often it looks for scheduled items whose time has come and
   * tells Get Notified readers. At least 1 s; Netlify runs it every 5 minutes instead (the scheduled function).
   */
  PUBLISH_DUE_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** Signs preview links (decision 123); unset: a development secret outside production, no previews in production. */
  PREVIEW_SECRET: z.string().min(32).optional(),
  // The published sample purchases (api/SAMPLE-DATA.md) as proofs: on by default, off in production
  // unless a demo deploy turns them on.
  SAMPLE_PURCHASES: z.enum(['on', 'off']).optional(),
  // Durable local records (quotes, purchases, grants…) when no records database is configured.
  DATA_DIR: optionalText,
  // Purchase verification by Gumroad (adapters/gumroad/env.ts).
  ...gumroadEnvShape,
  /** HMAC secret of access tokens; random per process (with a warning) when unset. */
  ACCESS_TOKEN_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  FLIPBOOK_PASSWORD: z.string().trim().min(1).default(SAMPLE_FLIPBOOK_PASSWORD),
  ARCHITECT_DEMO_KEYS: z
    .string()
    .default(SAMPLE_ARCHITECT_DEMO_KEYS)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ARCHITECT_SECURE_URL: z.string().trim().min(1).default('/architects-method/'),
  /** Folder holding flipbooks/ and flipbook-viewer/ (default: api/private). */
  FLIPBOOK_DIR: optionalText,
  // Edge: trusted origins, proxy, external flipbook service (middleware/edge-env.ts).
  ...edgeEnvShape,
  // Payments: Stripe, or the sandbox gateway with none of them set (adapters/stripe/env.ts).
  ...stripeEnvShape,
  /** Plan price ids (spec: from the environment, with these fallbacks). */
  PRICE_SINGLE_BOOK: z.string().trim().min(1).default('price_single_book'),
  PRICE_MULTI_BOOK: z.string().trim().min(1).default('price_multi_book'),
  /** Free-trial days on a new subscription (spec: 7); 0 starts it paid. A returning subscriber gets none (decision 142). */
  SUBSCRIPTION_TRIAL_DAYS: z.coerce.number().int().min(0).max(30).default(7),
  /** Guest projects (no sign-in, no plan) the whole site may create in 24 hours (decision 142); absent: 200. */
  GUEST_PROJECTS_PER_DAY: optionalText.pipe(z.coerce.number<string | undefined>().int().min(0).max(100_000).optional()),
  /** The public origin (https://…): every return URL and link the server builds is built on it (trusted-origin.ts). */
  SITE_URL: optionalText.pipe(z.string().url().optional()),
  /** Signs the subscriber cookie; at least 32 characters. Unset: a random one per process (cookies end on restart). */
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /**
   * Where records go: auto (Airtable when AIRTABLE_TOKEN and AIRTABLE_BASE_ID are set, else
   * Netlify Database on Netlify and local SQLite on Node), local, airtable, netlify-database.
   */
  RECORDS_BACKEND: z.enum(['auto', 'local', 'airtable', 'netlify-database']).default('auto'),
  // Mail for e-mail sign-in links: SMTP, or a local outbox in development (adapters/mail/env.ts).
  ...mailEnvShape,
});
export type Env = z.infer<typeof envSchema>;

/** Production must name these: without them links, cookies and access tokens would be unsafe. */
export const PRODUCTION_REQUIRED = ['SITE_URL', 'ACCESS_TOKEN_SECRET', 'SESSION_SECRET', 'FLIPBOOK_PASSWORD'] as const;

export interface ParseEnvOptions {
  /**
   * Production fails closed: the variables of PRODUCTION_REQUIRED must be set and the published
   * sample flipbook password and demo keys are never active. Netlify's entry always passes true;
   * on Node it is recognised (productionReason).
   */
  production?: boolean;
}

/** What production is recognised by (decision 141). */
export interface ProductionSignals {
  NODE_ENV?: string | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  SITE_URL?: string | undefined;
}

/**
 * Why production's rules apply on Node, or null for a development server (decision 141): NODE_ENV=production,
 * a live payment key, or a SITE_URL that is not this machine (localhost, 127.0.0.0/8, [::1]). A server that
 * takes real money or answers a public address is production whatever NODE_ENV says.
 */
export function productionReason(source: ProductionSignals): string | null {
  if (source.NODE_ENV === 'production') return 'NODE_ENV=production';
  if (isLiveStripeKey(source.STRIPE_SECRET_KEY)) return 'STRIPE_SECRET_KEY is a live key';
  const site = source.SITE_URL?.trim();
  if (site && !isLoopbackUrl(site)) return `SITE_URL ${site} is not this machine`;
  return null;
}

/** Whether production's rules apply (Node; Netlify is always production). */
export const runsAsProduction = (source: ProductionSignals): boolean => productionReason(source) !== null;

/**
 * A development server others cannot reach: bound to a loopback HOST (127.0.0.1 unless set). Only there
 * do the samples (sample purchases, demo keys, the sample flipbook password, the development preview
 * secret) and /dev/outbox (everyone's sign-in links) exist.
 */
export const loopbackDevelopment = (host: string | undefined, production: boolean): boolean =>
  !production && isLoopbackHost(host ?? '127.0.0.1');

/** Parses configuration or stops with a message naming each bad or missing variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env, options: ParseEnvOptions = {}): Env {
  const reason = options.production === undefined ? productionReason(source) : null;
  const production = options.production ?? reason !== null;
  const result = envSchema.safeParse(source);
  const lines = result.success ? [] : result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  if (production) lines.push(...productionProblems(source, result.success && result.data.DEMO_MODE));
  if (lines.length > 0 || !result.success) {
    const scope = production ? ` for production${reason ? ` (${reason})` : ''}` : '';
    throw new Error(`Invalid configuration${scope}:\n${lines.join('\n')}`);
  }
  // Production, and a development server others can reach, have none of the published samples.
  const samples = loopbackDevelopment(result.data.HOST, production);
  const env = {
    ...result.data,
    SAMPLE_PURCHASES: result.data.SAMPLE_PURCHASES ?? (samples ? 'on' : 'off'),
    ...(!samples && !source.FLIPBOOK_PASSWORD?.trim()
      ? { FLIPBOOK_PASSWORD: randomBytes(24).toString('base64url') }
      : {}),
  } as const;
  // Without ARCHITECT_DEMO_KEYS there are none (the sample keys are public).
  return !samples && !source.ARCHITECT_DEMO_KEYS?.trim() ? { ...env, ARCHITECT_DEMO_KEYS: [] } : env;
}

/** A live Stripe key: a test-mode key (sk_test_, rk_test_) takes no real money. */
export const isLiveStripeKey = (key: string | undefined): boolean => /^(sk|rk)_live_/.test(key?.trim() ?? '');

const DEMO_HINT = 'or set DEMO_MODE=1 for a demo deploy';

/**
 * Production fails closed on money (decision 118): a live Stripe key and its webhook secret, and the
 * content database, unless DEMO_MODE says this is a demo; the published sample purchases prove
 * nothing there unless it is a demo.
 */
function moneyProblems(source: NodeJS.ProcessEnv, demo: boolean): string[] {
  const problems: string[] = [];
  const key = source.STRIPE_SECRET_KEY?.trim();
  if (!demo && !key) {
    problems.push(`  STRIPE_SECRET_KEY: is required in production (without it checkouts take no money), ${DEMO_HINT}`);
  } else if (!demo && !isLiveStripeKey(key)) {
    problems.push(
      `  STRIPE_SECRET_KEY: a test-mode key takes no real money; production needs a live key (sk_live_… or rk_live_…), ${DEMO_HINT}`,
    );
  }
  if (key && !source.STRIPE_WEBHOOK_SECRET?.trim()) {
    problems.push(
      '  STRIPE_WEBHOOK_SECRET: is required in production with STRIPE_SECRET_KEY (sales are recorded by it)',
    );
  }
  if (!demo && !source.AIRTABLE_TOKEN?.trim()) {
    problems.push(
      `  AIRTABLE_TOKEN: is required in production (without it the sample catalogue is served), ${DEMO_HINT}`,
    );
  }
  if (!demo && source.SAMPLE_PURCHASES?.trim() === 'on') {
    problems.push(
      '  SAMPLE_PURCHASES: on (the published sample purchases prove access) needs DEMO_MODE=1 in production',
    );
  }
  return problems;
}

function productionProblems(source: NodeJS.ProcessEnv, demo: boolean): string[] {
  const problems = PRODUCTION_REQUIRED.filter((name) => !source[name]?.trim()).map(
    (name) => `  ${name}: is required in production`,
  );
  problems.push(...moneyProblems(source, demo), ...teamOriginProblems(source));
  // A shop that sells must be able to tell its buyers (decision 120): order and refund mail need SMTP.
  if (isLiveStripeKey(source.STRIPE_SECRET_KEY) && !source.SMTP_URL?.trim()) {
    problems.push(
      '  SMTP_URL: is required in production with a live STRIPE_SECRET_KEY (order confirmations and refund notices go by mail)',
    );
  }
  if (source.FLIPBOOK_PASSWORD?.trim() === SAMPLE_FLIPBOOK_PASSWORD) {
    problems.push('  FLIPBOOK_PASSWORD: the published sample password cannot be used in production');
  }
  const samples = new Set(SAMPLE_ARCHITECT_DEMO_KEYS.split(','));
  if ((source.ARCHITECT_DEMO_KEYS ?? '').split(',').some((key) => samples.has(key.trim()))) {
    problems.push('  ARCHITECT_DEMO_KEYS: the published sample keys cannot be used in production');
  }
  return problems;
}
