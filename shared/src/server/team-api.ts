import type { Context, MiddlewareHandler } from 'hono';
import type { PaymentSettings, PriceSource } from './payments/prices';
import type { ContentStore, LiveItem } from './ports/content-store';
import type { FlipbookPorts } from './ports/flipbooks';
import type { Mailer } from './ports/mailer';
import type { PaymentGateway } from './ports/payment-gateway';
import type { PurchaseVerifier } from './ports/purchase-verifier';
import type { RecordStore } from './ports/record-store';
import type { SalesByEmail } from './ports/sales-by-email';
import type { StateStore } from './ports/state-store';
import type { SignedEnvelope } from './signed-envelope';
import type { SubscriberCookieSigner } from './subscription-cookie';
import type { TokenSigner } from './tokens';

/*
 * A team's endpoints (docs/decisions/133). A remote's server module (the file that exports
 * `render`, built from src/server-render.tsx) may also export `api`: where its endpoints live and
 * how to build them from the host's ports. The host loads the module from the team's current
 * deploy (its own copy for a remote it hosts), exactly as for the server render, and hands every
 * request under `paths` to the app `create` built, after its own edge (security headers, CSRF,
 * the write limit on `writes`, compression, caching). So a team's deploy alone ships its
 * endpoints, and the spec's paths stay on the site's origin.
 */

/** What a remote publishes about its endpoints (in routes.json, and on its `api` export). */
export interface TeamApiDeclaration {
  /** Path patterns the host hands to this team: exact, or a prefix ending in `/*`. */
  paths: readonly string[];
  /** POST paths anyone may call without proof: the host counts each against its write limit first. */
  writes?: readonly string[];
  /**
   * POST paths where a buyer proves a purchase: the host counts the failed tries (per client
   * address and per e-mail in the body, shared by every proof endpoint) and refuses past its limit.
   */
  proofs?: readonly string[];
}

/** The host's settings a team's endpoints read (the host's configuration, parsed once). */
export interface HostConfig {
  /** The site's public origin (SITE_URL), when configured. */
  siteUrl?: string;
  /** Whether X-Forwarded-Proto/-For from the proxy in front are believed (TRUST_PROXY). */
  trustProxy?: boolean;
  /** The host's clock (Date.now when absent): a test's moves the expiry of what the teams sign too. */
  now?: () => number;
  /**
   * GUEST_PROJECTS_PER_DAY: projects the whole site may create for guests (no sign-in, no plan)
   * in 24 hours (decision 142); absent, the Architect's default.
   */
  guestProjectsPerDay?: number;
}

/** The shop mail's settings (decision 120). */
export interface ShopMailSettings {
  /** SITE_URL: every link in a mail is on it; else the checkout's own return origin (development). */
  siteUrl: string | null;
  /** PUBLISHER_EMAIL: where a quote request's notice goes; none sent without it. */
  publisherEmail: string | null;
}

/** What the shop's endpoints (commerce: checkouts, webhooks, quotes) read besides the common ports. */
export interface ShopPorts {
  /** Plan prices, trial days and the UK shipping rate (PRICE_*, SUBSCRIPTION_TRIAL_DAYS, STRIPE_SHIPPING_RATE_UK). */
  settings: PaymentSettings;
  /** The catalogue's prices the checkouts sell and the records resolve (the content store in production). */
  prices: PriceSource;
  /** The order, refund and quote mails (through `mailer`, sent once by `state`); null: none are sent. */
  mail: ShopMailSettings | null;
}

/** The Collector's Edition flipbooks a verified purchase opens (the host serves /flipbooks/). */
export interface CollectorsFlipbooks {
  /** The folder of the book's Collector's Edition flipbook, or null when the book has none. */
  collectors(bookSlug: string): Promise<string | null>;
  /** The signed, short-lived address of the folder's viewer page. */
  url(folder: string): string;
}

/** A limit counted per e-mail where every instance sees it (e-mails keyed as every host limit keys them). */
export interface PerEmailLimit {
  /** Names its counters, apart from every other limit's. */
  name: string;
  limit: number;
  windowMs: number;
  /** The e-mail a request counts under; null: the limit does not apply. */
  email: (c: Context) => string | null;
  /** The 429, given when the refusing window ends (ms since the epoch). */
  refuse: (c: Context, resetAt: number) => Response | Promise<Response>;
}

/** What the purchase proofs, the library and "Your data" (commerce's) read besides the common ports. */
export interface PurchasePorts {
  /** Gumroad when GUMROAD_ACCESS_TOKEN is set, else the records' sample and sandbox purchases. */
  verifier: PurchaseVerifier;
  /** The records as a proof may read them (only sales that prove here; erased accounts' by e-mail and order number). */
  proofs: RecordStore;
  /** Gumroad's sales for an e-mail (the library), when Gumroad is configured. */
  sales: SalesByEmail | null;
  /** Access tokens (ACCESS_TOKEN_SECRET): the Collector's Edition's, read back by the flipbooks' access. */
  tokens: TokenSigner;
  flipbooks: CollectorsFlipbooks;
  /** FLIPBOOK_PASSWORD, ARCHITECT_DEMO_KEYS, ARCHITECT_SECURE_URL. */
  settings: { flipbookPassword: string; architectDemoKeys: readonly string[]; architectSecureUrl: string };
  now(): number;
  limitPerEmail(limit: PerEmailLimit): MiddlewareHandler;
}

/** The ports the host lends a team's endpoints: one set per host process, shared by every team. */
export interface HostPorts {
  records: RecordStore;
  state: StateStore;
  content: ContentStore;
  payments: PaymentGateway;
  /** Null when mail is off (no SMTP_URL in production). */
  mailer: Mailer | null;
  /** The subscriber's signed cookie (SESSION_SECRET): who the viewer is. */
  cookies: SubscriberCookieSigner;
  config: HostConfig;
  /**
   * Values signed with the host's ACCESS_TOKEN_SECRET under a label of the team's own (the links
   * in its mails): the secret stays in the host, and a label's values open under that label only.
   */
  envelope(label: string): SignedEnvelope;
  /** The self-hosted flipbooks: the host's private files and the access tokens that open them. */
  flipbooks: FlipbookPorts;
  shop: ShopPorts;
  purchases: PurchasePorts;
  /**
   * Keeps `work` alive past the answer of the request under way (Netlify: the request's
   * waitUntil; Node: nothing needed): mail sent after the answer.
   */
  defer(work: Promise<unknown>): void;
}

/** Anything that answers a Request: a Hono app is one. */
export interface RequestHandler {
  fetch(request: Request): Response | Promise<Response>;
  /**
   * Whether it serves `pathname` with the host's current configuration (absent: every declared
   * path). A path it does not serve (the sandbox's pages beside real Stripe) goes on to the host.
   */
  serves?(pathname: string): boolean;
}

/** A team's `api` export. */
export interface TeamApi extends TeamApiDeclaration {
  create(ports: HostPorts): RequestHandler;
  /**
   * Told when the host's publishing step (publishDue, decision 123) finds items that went live:
   * once per item however many instances run it. The host calls it on every team module it can
   * load, one team after another; a team's failure is logged and the others are still told.
   */
  onContentLive?(ports: HostPorts, items: readonly LiveItem[]): void | Promise<void>;
}

const PATH = /^\/[A-Za-z0-9._~/-]*(?:\/\*)?$/;
const isPathList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((p) => typeof p === 'string' && PATH.test(p) && !p.includes('..'));

/** The declaration in a published value (routes.json `api`, or a module's export), or null when malformed. */
export function teamApiDeclaration(value: unknown): TeamApiDeclaration | null {
  if (typeof value !== 'object' || value === null) return null;
  const { paths, writes, proofs } = value as Record<string, unknown>;
  if (!isPathList(paths) || paths.length === 0) return null;
  if (writes !== undefined && !isPathList(writes)) return null;
  if (proofs !== undefined && !isPathList(proofs)) return null;
  return { paths: [...paths], ...(writes ? { writes: [...writes] } : {}), ...(proofs ? { proofs: [...proofs] } : {}) };
}

/** Whether `pathname` falls under one of `patterns` (exact, or under a prefix ending in `/*`). */
export function underPaths(patterns: readonly string[], pathname: string): boolean {
  return patterns.some((p) =>
    p.endsWith('/*') ? pathname === p.slice(0, -2) || pathname.startsWith(p.slice(0, -1)) : pathname === p,
  );
}
