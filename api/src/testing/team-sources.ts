import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { RemoteName } from '@publisher/shared/remote-names';
import { ROUTES_FILE } from '@publisher/shared/routes';
import type { ContentStore } from '@publisher/shared/server/ports/content-store';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { signedEnvelope } from '@publisher/shared/server/signed-envelope';
import { createTokenSigner } from '@publisher/shared/server/tokens';
import type { FlipbookPorts } from '@publisher/shared/server/ports/flipbooks';
import { createSubscriberCookieSigner } from '@publisher/shared/server/subscription-cookie';
import type { SalesByEmail } from '@publisher/shared/server/ports/sales-by-email';
import {
  teamApiDeclaration,
  type HostPorts,
  type PurchasePorts,
  type TeamApi,
} from '@publisher/shared/server/team-api';
import { api as architect } from '../../../mfe-architect/src/server/endpoints';
import { api as catalogue } from '../../../mfe-catalogue/src/server/endpoints';
import { api as commerce } from '../../../mfe-commerce/src/server/endpoints';
import { localVerifier } from '../adapters/local/verifier';
import { sandboxGateway } from '../adapters/sandbox/sandbox-gateway';
import { createApp, type AppDeps } from '../app';
import type { PaymentDeps } from '../services/checkout-deps';
import type { TeamApiSource } from '../site/team-apis';
import { flipbookLibrary } from '../adapters/flipbook-library';
import type { VerificationDeps } from '../services/verify-deps';
import { verificationDepsFromEnv } from '../wiring/verify-setup';
import { purchasePorts } from '../wiring/purchase-ports';

/**
 * The teams' endpoints from their source, for the API's tests (the host loads the teams' built
 * server modules at run time: compose.ts). Each team's `api` as its server module exports it.
 */
export const TEAM_APIS: Partial<Record<RemoteName, TeamApi>> = { architect, catalogue, commerce };

export function teamSource(apis: Partial<Record<RemoteName, TeamApi>> = TEAM_APIS): TeamApiSource {
  return {
    declared: async () => apis,
    load: async (remote) => apis[remote] ?? null,
  };
}

/** The host's signed values in tests (the ACCESS_TOKEN_SECRET a test configures is this one). */
export const TEST_ACCESS_TOKEN_SECRET = 'test-secret-that-is-long-enough-1234567890';
const testEnvelope = (label: string) => signedEnvelope(TEST_ACCESS_TOKEN_SECRET, label);

/** The flipbooks port over a test's verification set-up (its token clock, flipbook folder, records). */
export const flipbooksOf = (
  verification: Pick<VerificationDeps, 'flipbooks' | 'records' | 'tokens' | 'samplePurchases'>,
): FlipbookPorts => ({
  library: verification.flipbooks,
  records: verification.records,
  tokens: verification.tokens,
  samplePurchases: verification.samplePurchases,
});

/** The flipbooks port with the test token secret, api/private's flipbooks and sample purchases on. */
const testFlipbooks = (records: RecordStore): FlipbookPorts => ({
  library: flipbookLibrary(),
  records,
  tokens: createTokenSigner(TEST_ACCESS_TOKEN_SECRET),
  samplePurchases: true,
});

/** The teams with the flipbooks of a test's verification set-up, when it has one. */
export function withFlipbooks(
  teams: NonNullable<AppDeps['teams']>,
  verification: VerificationDeps | null | undefined,
): NonNullable<AppDeps['teams']> {
  return verification ? { ...teams, ports: { ...teams.ports, flipbooks: flipbooksOf(verification) } } : teams;
}

/**
 * The purchase ports over a test's records (the proofs' view) and state: the test's verification
 * set-up when it has one, else the local verifier with a test token secret and api/private's flipbooks.
 */
export function purchasesOver(
  records: RecordStore,
  state: StateStore,
  options: { verification?: VerificationDeps | null; sales?: SalesByEmail | null } = {},
): PurchasePorts {
  const verification =
    options.verification ??
    verificationDepsFromEnv(
      {
        ACCESS_TOKEN_SECRET: 'test-secret-that-is-long-enough-1234567890',
        FLIPBOOK_PASSWORD: 'test-flipbook-password',
        ARCHITECT_DEMO_KEYS: [],
        ARCHITECT_SECURE_URL: '/architects-method/',
      },
      { records, state, verifier: localVerifier(records) },
    );
  return purchasePorts(verification, options.sales ?? null);
}

/** The teams wired to the ports a test's payment set-up already has. */
export function teamsOver(
  payments: PaymentDeps,
  state: StateStore,
  content: ContentStore,
  purchases: PurchasePorts = purchasesOver(payments.records, state),
): NonNullable<AppDeps['teams']> {
  return {
    source: teamSource(),
    ports: {
      records: payments.records,
      state,
      content,
      payments: payments.payments,
      mailer: payments.mail?.mailer ?? null,
      cookies: payments.cookies,
      config: payments.config,
      shop: {
        settings: payments.config,
        // Read at each call: a test may swap the catalogue the prices come from (a withdrawn price).
        prices: {
          listBooks: () => payments.content.listBooks(),
          knownPriceIds: () => payments.content.knownPriceIds(),
        },
        mail: payments.mail ?? null,
      },
      purchases,
      envelope: testEnvelope,
      flipbooks: testFlipbooks(payments.records),
      // Mail after the answer runs on: a test process lives on, as the Node server does.
      defer: () => {},
    },
  };
}

/** Any port a test does not lend: using it is the test's mistake, said plainly. */
const unlent = new Proxy({} as never, {
  get: (_, key) => {
    throw new Error(`This test lends the teams only their content port (${String(key)} was read).`);
  },
});

/** The teams over a content store alone: what a test of the content reads composes (the catalogue's). */
export function teamsOverContent(content: ContentStore): NonNullable<AppDeps['teams']> {
  return teamsWith({ content, envelope: unlent, defer: unlent });
}

/**
 * The teams over a verification test's records and state: the shop on the sandbox gateway with
 * the default plan prices and no mail (the quote request is one call those tests make), and the
 * purchase proofs over the test's verification set-up.
 */
export function teamsOverRecords(
  records: RecordStore,
  state: StateStore,
  verification?: VerificationDeps,
): NonNullable<AppDeps['teams']> {
  const ports: HostPorts = {
    records,
    state,
    content: unlent,
    payments: sandboxGateway({ records, state }),
    mailer: null,
    cookies: createSubscriberCookieSigner('t'.repeat(32)),
    config: {},
    shop: {
      settings: { priceSingleBook: 'price_single_book', priceMultiBook: 'price_multi_book', trialDays: 7 },
      prices: unlent,
      mail: null,
    },
    purchases: purchasesOver(records, state, { verification: verification ?? null }),
    envelope: testEnvelope,
    flipbooks: verification ? flipbooksOf(verification) : testFlipbooks(records),
    defer: () => {},
  };
  return { source: teamSource(), ports };
}

/** The teams over the ports a test lends; any other port read is the test's mistake, said plainly. */
export function teamsWith(lent: Partial<HostPorts>): NonNullable<AppDeps['teams']> {
  const ports: HostPorts = {
    records: unlent,
    state: unlent,
    content: unlent,
    payments: unlent,
    mailer: null,
    cookies: unlent,
    config: {},
    shop: unlent,
    purchases: unlent,
    envelope: testEnvelope,
    flipbooks: unlent,
    defer: () => {},
    ...lent,
  } as HostPorts;
  return { source: teamSource(), ports };
}

/** The host over a content store alone, with the catalogue's content reads: what content tests compose. */
export const appOverContent = (content: ContentStore) => createApp({ teams: teamsOverContent(content) });

/** Adds a team's declared endpoints to its routes.json under `root`, as its build publishes them. */
export function publishTeamApi(root: string, remote: RemoteName): void {
  const team = TEAM_APIS[remote];
  if (!team) throw new Error(`${remote} declares no endpoints`);
  const file = join(root, `mfe-${remote}/dist`, ROUTES_FILE);
  const published = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const api = teamApiDeclaration(team);
  writeFileSync(file, JSON.stringify({ ...published, api }));
}

/**
 * Puts a team's server module (its `api`, from source) where its build would write it under
 * `root`, and declares its endpoints in the routes.json there (an empty route list when the
 * remote publishes none yet): a host composed over a bare site root reaches the team's endpoints
 * as on a built site.
 */
export function publishTeamFromSource(root: string, remote: RemoteName): void {
  const source = fileURLToPath(new URL(`../../../mfe-${remote}/src/server/endpoints.ts`, import.meta.url));
  mkdirSync(join(root, `mfe-${remote}/dist/server`), { recursive: true });
  writeFileSync(join(root, `mfe-${remote}/dist/server/render.js`), `export { api } from ${JSON.stringify(source)};`);
  const routes = join(root, `mfe-${remote}/dist`, ROUTES_FILE);
  if (!existsSync(routes)) writeFileSync(routes, JSON.stringify({ remote, routes: [] }));
  publishTeamApi(root, remote);
}
