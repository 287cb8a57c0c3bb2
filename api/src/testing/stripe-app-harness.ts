import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Book } from '@publisher/shared/contracts/content';
import { purchasesOver, teamsOver, withFlipbooks } from './team-sources';
import { createApp } from '../app';
import type { SalesByEmail } from '@publisher/shared/server/ports/sales-by-email';
import { withErasedPurchases } from '../wiring/erased-purchases';
import { localContentStore } from '../adapters/local/sample-content';
import { sqliteRecordStore } from '../adapters/sqlite/record-store';
import { sandboxGateway } from '../adapters/sandbox/sandbox-gateway';
import { sqliteStateStore } from '../adapters/sqlite/state-store';
import type { PaymentGateway } from '@publisher/shared/server/ports/payment-gateway';
import type { RecordStore, SubscriptionTier } from '@publisher/shared/server/ports/record-store';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import type { PaymentDeps } from '../services/checkout-deps';
import type { PaymentConfig, PriceSource } from '@publisher/shared/server/payments/prices';
import type { HostConfig } from '@publisher/shared/server/team-api';
import { createSubscriberCookieSigner, SUBSCRIBER_COOKIE } from '@publisher/shared/server/subscription-cookie';
import type { Mailer } from '@publisher/shared/server/ports/mailer';
import { localVerifier } from '../adapters/local/verifier';
import { createAttemptLimiter } from '../middleware/rate-limit';
import { createWriteLimiter } from '../middleware/write-limit';
import { DEFAULT_EDGE } from '../middleware/edge';
import { verificationDepsFromEnv } from '../wiring/verify-setup';
import type { VerificationDeps } from '../services/verify-deps';

/* The real app with payments on a temp data directory, for the payment tests. */

export const ORIGIN = 'http://localhost';
export const TEST_CONFIG: PaymentConfig = {
  priceSingleBook: 'price_single_book',
  priceMultiBook: 'price_multi_book',
  trialDays: 7,
};

/** Only the fields the payments read; the rest of a Book does not matter here. */
const book = (fields: Partial<Book> & Pick<Book, 'slug' | 'title'>): Book => fields as Book;

/** A catalogue with every case the checkouts distinguish. */
export const TEST_BOOKS: Book[] = [
  book({
    slug: 'crownless',
    title: 'Crownless',
    flipbookPriceId: 'price_flip_crownless',
    hasFullFlipbook: true,
    flipbookPriceGbp: 6.99,
    physicalPriceId: 'price_print_crownless',
    availablePhysical: true,
    physicalPriceGbp: 12.99,
  }),
  book({
    slug: 'salt-road',
    title: 'The Salt Road',
    flipbookPriceId: 'price_flip_salt',
    hasFullFlipbook: true,
    physicalPriceId: 'price_print_salt',
    availablePhysical: false,
    physicalPriceGbp: 10,
  }),
  book({
    slug: 'no-print',
    title: 'No Print',
    flipbookPriceId: null,
    physicalPriceId: null,
    availablePhysical: false,
    physicalPriceGbp: null,
  }),
];
export const TEST_CATALOGUE: PriceSource = {
  listBooks: async () => TEST_BOOKS,
  knownPriceIds: async () => ['price_flip_crownless', 'price_print_crownless', 'price_flip_salt', 'price_print_salt'],
};

export interface PaymentsHarness {
  deps: PaymentDeps;
  /** Set with the `verification` option: the proofs, tokens and flipbooks over the same records. */
  verification: VerificationDeps | null;
  dataDir: string;
  state: StateStore;
  request(path: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
  postJson(
    path: string,
    body: unknown,
    init?: { cookie?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  postForm(path: string, fields: Record<string, string>, cookie?: string): Promise<Response>;
  close(): Promise<void>;
}

export interface PaymentsHarnessOptions {
  payments?: (deps: Omit<PaymentDeps, 'payments'>) => PaymentGateway;
  records?: RecordStore;
  state?: StateStore;
  /** The catalogue the prices resolve from (default TEST_CATALOGUE); e.g. one that can go down. */
  content?: PriceSource;
  /** Settings over TEST_CONFIG (e.g. the plans' configured prices, the guest cap the teams read). */
  config?: Partial<PaymentConfig & HostConfig>;
  /** Mounts e-mail sign-in with this mailer (null: mail not configured). */
  mailer?: Mailer | null;
  /** Order, refund and quote mail through this mailer, claimed once in the harness's state (decision 120). */
  orderMail?: { mailer: Mailer; publisherEmail?: string };
  /** Mounts the flipbooks' access too, and gives commerce's purchase proofs this set-up (same records). */
  verification?: { samplePurchases?: boolean };
  /**
   * Commerce's library and "Your data" (decision 121) with Gumroad's sales from `sales`; the proofs
   * then see erased accounts' purchases as compose.ts wires them.
   */
  library?: { sales?: SalesByEmail | null };
}

export async function paymentsHarness(options: PaymentsHarnessOptions = {}): Promise<PaymentsHarness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'payments-'));
  const own = options.records ? null : sqliteRecordStore({ dataDir, seedSamples: true });
  const records = options.records ?? own!;
  const base = {
    records,
    content: options.content ?? TEST_CATALOGUE,
    config: { ...TEST_CONFIG, ...options.config },
    cookies: createSubscriberCookieSigner('t'.repeat(32)),
  };
  const state = options.state ?? sqliteStateStore({ dataDir });
  const deps: PaymentDeps = {
    ...base,
    payments: options.payments ? options.payments(base) : sandboxGateway({ records, state }),
    ...(options.orderMail
      ? {
          mail: {
            mailer: options.orderMail.mailer,
            state,
            siteUrl: null,
            publisherEmail: options.orderMail.publisherEmail ?? null,
          },
        }
      : {}),
  };
  const auth =
    options.mailer === undefined
      ? undefined
      : { records, state, cookies: base.cookies, mailer: options.mailer, config: base.config };
  const proofs = options.library ? withErasedPurchases(records) : records;
  const verification = options.verification
    ? verificationDepsFromEnv(
        {
          ACCESS_TOKEN_SECRET: 'test-secret-that-is-long-enough-1234567890',
          FLIPBOOK_PASSWORD: 'test-flipbook-password',
          ARCHITECT_DEMO_KEYS: [],
          ARCHITECT_SECURE_URL: '/architects-method/',
          SAMPLE_PURCHASES: options.verification.samplePurchases === false ? 'off' : 'on',
        },
        { records: proofs, state, verifier: localVerifier(proofs) },
      )
    : null;
  // Proof tests make many wrong tries on purpose: the limiter is relaxed (rate-limit tests use their own).
  const edge = {
    ...DEFAULT_EDGE,
    limiter: createAttemptLimiter(state, { maxFailures: 1000 }),
    ...(verification ? { writeLimiter: createWriteLimiter(state, 1000) } : {}),
  };
  const app = createApp({
    // Commerce's purchase proofs, library and "Your data" over the proofs' view (decision 133).
    // The catalogue's flipbooks over the verification set-up, when there is one.
    teams: withFlipbooks(
      teamsOver(
        deps,
        state,
        localContentStore(),
        purchasesOver(proofs, state, { verification, sales: options.library?.sales ?? null }),
      ),
      verification,
    ),
    edge,
    ...(verification ? { verification } : {}),
    ...(auth ? { auth } : {}),
  });
  const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('cookie', init.cookie);
    return Promise.resolve(app.request(new URL(path, ORIGIN).href, { ...init, headers }));
  };
  return {
    deps,
    verification,
    dataDir,
    state,
    request,
    postJson: (path, body, init = {}) =>
      request(path, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...init.headers },
        ...(init.cookie ? { cookie: init.cookie } : {}),
      }),
    postForm: (path, fields, cookie) =>
      request(path, {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        ...(cookie ? { cookie } : {}),
      }),
    close: () => {
      own?.close();
      return rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** `ap_subscriber=…` from a response's Set-Cookie, ready for a Cookie header; null when none. */
export function subscriberCookie(response: Response): string | null {
  const header = response.headers.getSetCookie().find((c) => c.startsWith(`${SUBSCRIBER_COOKIE}=`));
  return header ? header.split(';')[0]! : null;
}

/**
 * A browser proven for `email` (the signed cookie a sign-in link leaves) with an active
 * subscription on `tier` recorded, as a completed checkout leaves it; answers its Cookie header.
 */
export async function subscriberSession(
  h: PaymentsHarness,
  email: string,
  tier: SubscriptionTier,
  status = 'active',
): Promise<string> {
  await h.deps.records.upsertSubscription({
    id: `sub_${email}`,
    email,
    userId: null,
    tier,
    status,
    trialEnd: null,
    priceId: null,
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: null,
  });
  return `${SUBSCRIBER_COOKIE}=${h.deps.cookies.sign({ email, subscription: null, guest: `g-${email}`, iat: Date.now() })}`;
}
