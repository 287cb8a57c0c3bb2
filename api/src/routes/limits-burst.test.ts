import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { validQuoteRequest } from '@publisher/shared/testing/quote-request';
import { outboxDir } from '../adapters/mail/nodemailer-mailer';
import { parseEnv } from '../env';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { STATE_STORE_FACTORIES, type SharedState } from '../testing/state-store-factories';
import { publishTeamFromSource } from '../testing/team-sources';

/*
 * Every limit under a burst: 40 requests issued at once, alternating between two composed apps
 * (two server instances, each with its own handle on the shared state) let through exactly the
 * limit, on every StateStore adapter.
 */
const BURST = 40;
const ORIGIN = 'http://localhost';

// The app as composeApp builds it, with its shared state from the adapter under test.
const seam = vi.hoisted(() => ({ open: null as null | (() => StateStore) }));
vi.mock('../adapters/state-store-from-env', async (importOriginal) => {
  const original = await importOriginal<typeof import('../adapters/state-store-from-env')>();
  return {
    ...original,
    stateStoreFromEnv: (...args: Parameters<typeof original.stateStoreFromEnv>) =>
      seam.open ? { kind: 'sqlite' as const, store: seam.open() } : original.stateStoreFromEnv(...args),
  };
});

// compose is loaded after the mock: a worker that runs files without isolation may hold it already.
let composeApp: typeof import('../compose').composeApp;
beforeAll(async () => {
  vi.resetModules();
  ({ composeApp } = await import('../compose'));
});
afterAll(() => {
  vi.doUnmock('../adapters/state-store-from-env');
  vi.resetModules();
});

interface Site {
  dataDir: string;
  instance(): Hono;
}
let shared: SharedState | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  seam.open = null;
  await shared?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  shared = dataDir = undefined;
});

type Send = (i: number) => { path: string; body: unknown; ip: string };

/**
 * Sends `count` requests at once, alternating between two instances; the statuses, in order.
 * With `before`, that many requests go one after another first (each must be let through), so
 * a burst of 40 can cross a limit above 40.
 */
async function burst(store: Site, count: number, send: Send, before = 0): Promise<number[]> {
  const apps = [store.instance(), store.instance()];
  const post = (i: number) => {
    const { path, body, ip } = send(i);
    return apps[i % 2]!.request(
      `${ORIGIN}${path}`,
      { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify(body) },
      { context: { ip } },
    );
  };
  for (let i = 0; i < before; i++) expect((await post(count + i)).status).toBeLessThan(300);
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => post(i)));
  return answers.map((a) => a.status);
}

/**
 * Never more than `limit` let through (`accepted` status), every other refused: 429, or 503 on a
 * store whose counter can stay contended past its retries (each such 503 costs at most one
 * place, so with none exactly `limit` pass). A store that counts every hit never answers 503.
 */
function expectLimit(statuses: number[], accepted: number, limit: number, exact: boolean): void {
  const tally = (status: number) => statuses.filter((s) => s === status).length;
  const [passed, unavailable] = [tally(accepted), tally(503)];
  expect(passed + tally(429) + unavailable).toBe(statuses.length);
  expect(passed).toBeLessThanOrEqual(limit);
  expect(passed + unavailable).toBeGreaterThanOrEqual(limit);
  if (exact) expect(unavailable).toBe(0);
}

describe.each(STATE_STORE_FACTORIES)('limits under a burst, state on $name', (factory) => {
  const start = async (env: Record<string, string> = {}): Promise<Site> => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = await factory.start();
    shared = state;
    seam.open = () => state.open();
    const dir = mkdtempSync(join(tmpdir(), 'limits-burst-'));
    dataDir = dir;
    // Commerce's endpoints (checkouts, the quote request) as its server module serves them (decision 133).
    publishTeamFromSource(dir, 'commerce');
    const siteEnv = parseEnv({
      DATA_DIR: dir,
      SITE_ROOT: dir,
      SITE_URL: ORIGIN,
      AIRTABLE_TOKEN: '',
      ACCESS_TOKEN_SECRET: 'a'.repeat(40),
      SESSION_SECRET: 's'.repeat(40),
      RECORDS_BACKEND: 'local',
      ...env,
    });
    return { dataDir: dir, instance: () => composeApp(siteEnv, { platform: 'node', production: false }).app };
  };

  it('failed proofs: 40 wrong keys at once from one IPv6 /64 → 10 judged', async () => {
    const store = await start();
    const statuses = await burst(store, BURST, (i) => ({
      path: FUNCTION_PATHS.validateCoverCreator,
      body: { key: `WRONG-${i}` },
      ip: `2001:db8:0:7::${(i + 1).toString(16)}`,
    }));
    expectLimit(statuses, 200, 10, factory.exact);
  });

  it('failed proofs: 40 wrong order numbers at once for one e-mail, spelled 40 ways, from 40 IPs → 10 judged', async () => {
    const store = await start();
    const statuses = await burst(store, BURST, (i) => ({
      path: FUNCTION_PATHS.verifyGumroadPurchase,
      body: { email: ` Target+${i}@Example.COM `, orderNumber: `X-${i}`, bookSlug: 'crownless' },
      ip: `198.51.100.${i + 1}`,
    }));
    expectLimit(statuses, 200, 10, factory.exact);
  });

  it('anonymous writes: 40 quote requests at once for one e-mail from 40 IPs → 10', async () => {
    const store = await start();
    const statuses = await burst(store, BURST, (i) => ({
      path: FUNCTION_PATHS.submitQuote,
      body: validQuoteRequest({ email: i % 2 ? 'class@school.test' : 'Class@School.test' }),
      ip: `203.0.113.${i + 1}`,
    }));
    expectLimit(statuses, 200, 10, factory.exact);
  });

  it('anonymous writes: 40 checkouts at once from one IP (WRITES_PER_MINUTE=10) → 10', async () => {
    const store = await start({ WRITES_PER_MINUTE: '10' });
    const statuses = await burst(store, BURST, () => ({
      path: FUNCTION_PATHS.createCheckout,
      body: { priceId: 'price_sample_crownless_flipbook', slug: 'crownless' },
      ip: '192.0.2.40',
    }));
    expectLimit(statuses, 200, 10, factory.exact);
  });

  it('sign-in: 40 requests at once for one e-mail from 40 IPs → 5 links mailed', async () => {
    const store = await start();
    const statuses = await burst(store, BURST, (i) => ({
      path: '/api/auth/sign-in',
      body: { email: i % 3 ? 'writer@example.com' : 'Writer+dashboard@Example.com' },
      ip: `198.51.100.${i + 1}`,
    }));
    expectLimit(statuses, 200, 5, factory.exact);
    expect(readdirSync(outboxDir(store.dataDir))).toHaveLength(statuses.filter((s) => s === 200).length);
  });

  it('anonymous writes: 60 a minute from one IP (a class at one school): 30, then 40 at once → 30 more', async () => {
    const store = await start();
    const statuses = await burst(
      store,
      BURST,
      (i) => ({
        path: FUNCTION_PATHS.submitQuote,
        body: validQuoteRequest({ email: `pupil${i}@school.test` }),
        ip: '192.0.2.60',
      }),
      30,
    );
    expectLimit(statuses, 200, 30, factory.exact);
  });

  it('sign-in: 60 per 15 minutes from one IPv6 /64: 30, then 40 at once for 40 e-mails → 30 more', async () => {
    const store = await start();
    const statuses = await burst(
      store,
      BURST,
      (i) => ({ path: '/api/auth/sign-in', body: { email: `pupil${i}@school.test` }, ip: `2001:db8:5c::${i + 1}` }),
      30,
    );
    expectLimit(statuses, 200, 30, factory.exact);
    expect(readdirSync(outboxDir(store.dataDir))).toHaveLength(30 + statuses.filter((s) => s === 200).length);
  });
});
