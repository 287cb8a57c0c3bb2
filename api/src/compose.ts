import type { Hono } from 'hono';
import { join } from 'node:path';
import { createApp } from './app';
import { isLiveStripeKey, loopbackDevelopment, runsAsProduction, type Env } from './env';
import { CONTENT_TABLES } from '@publisher/shared/server/ports/content-store';
import { selectContentStore, type SelectedContent } from './wiring/select-content-store';
import { proofRecords, provableSources } from './wiring/proof-records';
import { withErasedPurchases } from './wiring/erased-purchases';
import { purchasePorts } from './wiring/purchase-ports';
import { gumroadSalesFromEnv } from './adapters/gumroad/gumroad-sales';
import { recordStoreFromEnv, DEFAULT_DATA_DIR } from './adapters/airtable/record-store-from-env';
import { stateStoreFromEnv, type Platform } from './adapters/state-store-from-env';
import { paymentGatewayFromEnv } from './adapters/stripe/from-env';
import { paymentConfigFrom, type PaymentDeps } from './services/checkout-deps';
import { createSubscriberCookieSigner, resolveSessionSecret } from '@publisher/shared/server/subscription-cookie';
import { purchaseVerifierFromEnv } from './adapters/gumroad/from-env';
import { edgeOptionsFromEnv } from './middleware/edge-env';
import { createWriteLimiter } from './middleware/write-limit';
import { verificationDepsFromEnv } from './wiring/verify-setup';
import { buildManifest, withRoutes } from './site/manifest';
import { serverModules } from './site/server-modules';
import { remoteRouteSource } from './site/route-source';
import { releaseStore, releaseView } from './releases/config';
import { releaseAssignment } from './releases/assignment';
import { releaseRoutes } from './releases/routes';
import { netlifyPurgeAllFromEnv } from './releases/purge';
import { liveManifest } from './releases/versioned';
import { underPaths } from '@publisher/shared/server/team-api';
import { REMOTE_NAMES, type RemoteName } from '@publisher/shared/remote-names';
import { seoRoutes } from './site/seo/seo-routes';
import { siteRoot } from './site/inline-hashes';
import { hostedBuildsStamp } from './site/remote-assets';
import { inlineSources } from './site/inline-sources';
import { staticSite } from './site/static-site';
import { mailerFromEnv } from './adapters/mail/mailer-from-env';
import { outboxDir } from './adapters/mail/nodemailer-mailer';
import { previewPages } from './site/preview';
import { previewSecret } from './services/preview-link';
import { publishDue, type PublishDueReport } from './services/publish-due';
import { runRetentionSweep } from './services/retention-sweep';
import type { RetentionSweep } from '@publisher/shared/server/ports/retention';
import { dueBetween } from './adapters/snapshot/visible-records';
import { netlifyPurgeFromEnv } from './adapters/netlify/cdn-purge';
import { teamsOnContentLive } from './wiring/team-content-live';
import { signedEnvelope } from '@publisher/shared/server/signed-envelope';
import { resolveTokenSecret } from '@publisher/shared/server/tokens';
import { deferToPlatform } from './platform/background';

export type { Platform };

export interface ComposeOptions {
  platform?: Platform;
  /** Production (Netlify always; Node when recognised: env.ts runsAsProduction): no local outbox, no /dev pages. */
  production?: boolean;
  /** Keeps background work (a snapshot rebuild) alive past the answer where the platform would freeze it. */
  defer?: (work: Promise<unknown>) => void;
}

const RECORDS_LABEL = { airtable: 'Airtable', local: 'local store', 'netlify-database': 'Netlify Database' } as const;

export interface ComposedApp {
  app: Hono;
  /** What each port was wired to, for the start-up log. */
  summary: string[];
  content: SelectedContent;
  /**
   * Announces scheduled items whose publish-at has passed since the last run, once each, and
   * purges their CDN copies on Netlify (decision 123): the scheduled function there, a timer on Node.
   */
  publishDue: () => Promise<PublishDueReport>;
  /** Deletes the records past their retention period (decision 137); daily: a scheduled function on Netlify, a timer on Node. */
  retentionSweep: () => Promise<RetentionSweep | null>;
  /** Loads the server modules this deploy hosts, so a long-lived server renders its first visitor's page too. */
  warm: () => Promise<void>;
}

/**
 * Picks every adapter from configuration and builds the one app of the site: the API, the
 * runtime manifest, the crawl files, media, the builds this server hosts and the app's pages
 * (server-rendered where a remote allows it; a real 404 for any other path). The Node server
 * (server.ts) and the Netlify functions (netlify.ts) both serve exactly this app, so the two
 * cannot drift (one request path).
 */
export function composeApp(env: Env, options: ComposeOptions = {}): ComposedApp {
  const platform = options.platform ?? 'node';
  const production =
    options.production ?? (platform === 'netlify' || runsAsProduction({ ...env, NODE_ENV: process.env.NODE_ENV }));
  // A development server only this machine reaches (decision 141): the outbox and the development preview secret live there only.
  const localDevelopment = loopbackDevelopment(env.HOST, production);
  // State every instance shares (sandbox checkouts, failed-attempt counts, the content snapshot): Netlify Database on Netlify, SQLite on Node.
  const state = stateStoreFromEnv({ DATA_DIR: env.DATA_DIR ?? DEFAULT_DATA_DIR }, platform);
  // Airtable tables when configured (RECORDS_BACKEND), else the durable local store under DATA_DIR.
  const selectedRecords = recordStoreFromEnv(env, platform, state.store);
  // Airtable when AIRTABLE_TOKEN is set (through the snapshot every instance shares), else the embedded sample catalogue.
  const content = selectContentStore(env, { state: state.store, ...(options.defer ? { defer: options.defer } : {}) });
  // One record store for the process: checkouts write the purchases the local verifier reads.
  const records = selectedRecords.store;
  // What the proofs read: in production, only sales a live gateway took (a sandbox sale on a demo deploy proves nothing).
  const liveStripeKey = isLiveStripeKey(env.STRIPE_SECRET_KEY);
  // An erased account's purchases stay provable by e-mail and order number together (decision 121).
  const proofs = proofRecords(withErasedPurchases(records), provableSources({ production, liveStripeKey }));
  const verifier = purchaseVerifierFromEnv(env, proofs);
  const verification = verificationDepsFromEnv(env, { records: proofs, verifier, state: state.store });
  const payments: PaymentDeps = {
    records,
    content: content.store,
    payments: paymentGatewayFromEnv(env, { records, state: state.store }),
    config: paymentConfigFrom(env),
    cookies: createSubscriberCookieSigner(resolveSessionSecret(env.SESSION_SECRET)),
  };
  // Sign-in links by mail: SMTP when SMTP_URL is set, else a local outbox outside production.
  const dataDir = env.DATA_DIR ?? DEFAULT_DATA_DIR;
  const mail = mailerFromEnv({ ...env, DATA_DIR: dataDir }, production);
  // Order, refund and quote mail through the same mailer, "sent once" claimed in the shared state (decision 120).
  payments.mail = {
    mailer: mail.mailer,
    state: state.store,
    siteUrl: env.SITE_URL ?? null,
    publisherEmail: env.PUBLISHER_EMAIL ?? null,
  };
  const auth = { records, state: state.store, cookies: payments.cookies, mailer: mail.mailer, config: payments.config };
  // The teams' signed links (Get Notified's, decision 124) use ACCESS_TOKEN_SECRET (required in production; verification warns without it).
  const accessTokenSecret = resolveTokenSecret(env.ACCESS_TOKEN_SECRET, () => undefined);
  const devOutboxDir = localDevelopment && mail.mailer?.kind === 'outbox' ? outboxDir(dataDir) : undefined;
  // Anonymous writes are counted where every instance sees them (WRITES_PER_MINUTE: tests raise it).
  const edge = { ...edgeOptionsFromEnv(env), writeLimiter: createWriteLimiter(state.store, env.WRITES_PER_MINUTE) };
  const root = siteRoot(env);
  // The routes each remote publishes (decision 110), and its server module (127): a remote's deploy
  // alone adds its pages, their server render and its endpoints (133).
  const manifest = buildManifest(env);
  edge.csp = { ...edge.csp, inline: inlineSources(root, manifest) };
  // Which deploy of each remote is current, and which is a canary (decision 135): per request, the
  // routes, server modules, endpoints and inlined manifest are those of the visitor's deploys.
  const releases = releaseStore({ state: state.store, env, production });
  const deploys = liveManifest(manifest, releases);
  const routes = remoteRouteSource({ root, manifest: deploys, state: state.store });
  // Fetched modules are kept in a private folder under DATA_DIR (on Netlify the function's tmp: netlify.ts), decision 141.
  const modules = serverModules({ root, manifest: deploys, keep: 8, dir: join(dataDir, 'server-modules') });
  const teams = {
    source: {
      declared: async () => {
        await routes.current();
        return routes.apis();
      },
      // A team's own deploy first; when its module cannot be had, this deploy's copy of the team's
      // build keeps its endpoints answering (the contracts are shared; pages then render in the browser).
      load: async (remote: RemoteName, module?: string) =>
        (await modules(remote, module))?.api ?? (await modules.builtHere(remote))?.api ?? null,
    },
    ports: {
      records,
      state: state.store,
      content: content.store,
      payments: payments.payments,
      mailer: mail.mailer,
      cookies: payments.cookies,
      config: {
        ...payments.config,
        ...(env.GUEST_PROJECTS_PER_DAY === undefined ? {} : { guestProjectsPerDay: env.GUEST_PROJECTS_PER_DAY }),
      },
      shop: { settings: payments.config, prices: content.store, mail: payments.mail ?? null },
      purchases: purchasePorts(verification, gumroadSalesFromEnv(env)),
      envelope: (label: string) => signedEnvelope(accessTokenSecret, label),
      flipbooks: {
        library: verification.flipbooks,
        records: verification.records,
        tokens: verification.tokens,
        samplePurchases: verification.samplePurchases,
      },
      defer: deferToPlatform,
    },
  };
  const app = createApp({
    teams,
    // A hosted remote rebuilt in place: no page naming its old build's files is served from the cache.
    builds: () => hostedBuildsStamp(root),
    releases: {
      assign: releaseAssignment({
        releases,
        secure: production,
        isEndpointOf: (remote, path) => {
          const api = routes.apis()[remote];
          return !!api && underPaths(api.paths, path);
        },
      }),
      routes: releaseRoutes({
        releases,
        token: env.RELEASE_TOKEN,
        purge: platform === 'netlify' ? netlifyPurgeAllFromEnv() : null,
        defer: deferToPlatform,
      }),
    },
    verification,
    edge,
    auth,
    ...(devOutboxDir ? { devOutboxDir } : {}),
    ...(content.snapshot
      ? {
          contentRefresh: {
            snapshot: content.snapshot,
            tables: CONTENT_TABLES,
            secret: env.CONTENT_REFRESH_SECRET,
            state: state.store,
            ...(options.defer ? { defer: options.defer } : {}),
          },
        }
      : {}),
  });
  // The runtime manifest the shell reads (docs/decisions/001); part of the app so Netlify serves it too.
  app.get('/remotes.json', async (c) => {
    c.header('Cache-Control', 'no-store');
    const page = withRoutes(manifest, await routes.current(), routes.entries());
    return c.json({ ...page, releases: releaseView(await releases.all()) });
  });
  // /sitemap.xml, /robots.txt and /podcast/feed.xml: here rather than in the static site so Netlify serves them too.
  app.route('/', seoRoutes(content.store, routes, { siteUrl: env.SITE_URL }));
  // The site: media, the shell's and remotes' builds, and the pages, each with its own head.
  // Each remote's pages are rendered, with their heads, by its own server module (this deploy's
  // copy, or its own deploy's on another origin: decision 127) from the same API answers the
  // browser reads, in-process. On Netlify the CDN serves the published files first; the rest comes here.
  const read = async (path: string): Promise<{ status: number; body: unknown }> => {
    const answer = await app.fetch(new Request(new URL(path, 'http://localhost')));
    return { status: answer.status, body: answer.status === 200 ? await answer.json() : undefined };
  };
  // Signed previews of any page, drafts included, never cached or indexed (decision 123).
  app.use('*', previewPages({ secret: previewSecret(env.PREVIEW_SECRET, !localDevelopment) }));
  app.route('/', staticSite(env, { routes, read, modules }));
  return {
    app,
    content,
    warm: async () => {
      await Promise.all(REMOTE_NAMES.map((remote) => modules.builtHere(remote)));
    },
    publishDue: () =>
      publishDue({
        due: (since, now) => dueBetween(content.records, since, now),
        state: state.store,
        purge: platform === 'netlify' ? netlifyPurgeFromEnv() : null,
        // The teams are told the items that went live (decision 123): the catalogue mails its readers (124).
        tell: teamsOnContentLive(teams.source, teams.ports),
        publisher: { mailer: mail.mailer, email: env.PUBLISHER_EMAIL ?? null },
      }),
    retentionSweep: () => runRetentionSweep({ records }),
    summary: [
      `Content: ${content.kind === 'airtable' ? 'Airtable' : 'embedded sample catalogue'}`,
      `Payments: ${payments.payments.name === 'stripe' ? 'Stripe' : 'sandbox gateway (no real payment)'}; records: ${RECORDS_LABEL[selectedRecords.kind]}; state: ${state.kind === 'netlify-database' ? 'Netlify Database' : 'SQLite under DATA_DIR'}`,
      `Purchases verified by: ${verifier.method === 'gumroad' ? 'Gumroad' : 'local records (sample and sandbox purchases)'}`,
      mail.mailer?.kind === 'outbox' && !localDevelopment
        ? `Mail: local outbox ${outboxDir(dataDir)} (/dev/outbox is off: HOST ${env.HOST} is reachable from other machines)`
        : mail.summary,
      ...(production && env.DEMO_MODE
        ? [
            `DEMO_MODE: a demo deploy — ${payments.payments.name === 'stripe' && liveStripeKey ? 'live Stripe sales prove purchases' : 'no sale made here proves a purchase'}${env.SAMPLE_PURCHASES === 'on' ? '; the published sample purchases do' : ''}`,
          ]
        : []),
    ],
  };
}
