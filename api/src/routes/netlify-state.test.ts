import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { postgresRecordStore } from '../adapters/postgres/record-store';
import { startTestDatabase, type TestDatabase } from '../adapters/postgres/test-database';
import { composeApp } from '../compose';
import { parseEnv } from '../env';
import { publishTeamFromSource } from '../testing/team-sources';

/*
 * The app as Netlify runs it (composeApp with platform netlify: state and records in the site's
 * Netlify Database, reached through NETLIFY_DB_URL as a function reaches it), over the CLI's
 * local database. Two composed apps stand for two function instances: nothing one holds in
 * memory is seen by the other, so what works across them lives in the database.
 */
const ORIGIN = 'http://localhost';
let database: TestDatabase;
let dataDir: string;
let errors: string[];
beforeAll(async () => {
  database = await startTestDatabase();
  process.env.NETLIFY_DB_URL = database.url;
});
afterAll(async () => {
  delete process.env.NETLIFY_DB_URL;
  await database.stop();
});
beforeEach(async () => {
  await database.empty();
  dataDir = mkdtempSync(join(tmpdir(), 'netlify-state-'));
  // Commerce's endpoints (checkouts, the sandbox's Pay) as its server module serves them (decision 133).
  publishTeamFromSource(dataDir, 'commerce');
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
});
afterEach(async () => {
  vi.restoreAllMocks();
  rmSync(dataDir, { recursive: true, force: true });
});

const instance = () => {
  const env = parseEnv({
    DATA_DIR: dataDir,
    SITE_ROOT: dataDir,
    SITE_URL: ORIGIN,
    AIRTABLE_TOKEN: '',
    ACCESS_TOKEN_SECRET: 'a'.repeat(40),
    SESSION_SECRET: 's'.repeat(40),
  });
  const { app, summary } = composeApp(env, { platform: 'netlify' });
  const call = (path: string, init: RequestInit = {}) =>
    app.request(`${ORIGIN}${path}`, init, { context: { ip: '203.0.113.5' } });
  return {
    summary,
    get: (path: string) => call(path),
    json: (path: string, body: unknown) =>
      call(path, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    form: (path: string, fields: Record<string, string>) =>
      call(path, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
  };
};
type Instance = ReturnType<typeof instance>;

async function openCheckout(on: Instance): Promise<string> {
  const created = await on.json(FUNCTION_PATHS.createCheckout, {
    priceId: 'price_sample_crownless_flipbook',
    slug: 'crownless',
  });
  expect(created.status).toBe(200);
  return new URL(((await created.json()) as { url: string }).url).pathname;
}

describe('on Netlify, state and records in Netlify Database', () => {
  it('says so at start', () => {
    expect(instance().summary.join('\n')).toMatch(/records: Netlify Database; state: Netlify Database/);
  });

  it('pays in one instance a checkout created in another, into the records every instance reads', async () => {
    const [a, b] = [instance(), instance()];
    const page = await openCheckout(a);
    const id = page.split('/').pop()!;
    expect((await b.get(page)).status).toBe(200);
    const paid = await b.form(`${page}/pay`, { email: 'Buyer@Example.com' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(
      new RegExp(`^${ORIGIN}/thank-you\\?session_id=${id}&order=ASH-[2-9A-HJKMNP-Z-]{9}$`),
    );
    expect((await a.form(`${page}/pay`, { email: 'buyer@example.com' })).status).toBe(410);
    // The purchase is in the records every instance reads (here a store on a pool of its own).
    const records = postgresRecordStore({ db: database.pool() });
    expect(await records.findPurchases({ orderId: id })).toEqual([
      expect.objectContaining({ email: 'buyer@example.com', productId: 'flipbook', status: 'paid' }),
    ]);
  });

  it("proves a sample Collector's purchase (samples seeded in the database) and refuses the refunded sample in another instance", async () => {
    const [a, b] = [instance(), instance()];
    const proof = await a.json(FUNCTION_PATHS.verifyGumroadPurchase, {
      email: 'reader@example.com',
      orderNumber: 'SAMPLE-CROWNLESS-1001',
      bookSlug: 'crownless',
    });
    expect(proof.status).toBe(200);
    expect(await proof.json()).toMatchObject({ success: true });
    const again = await b.json(FUNCTION_PATHS.verifyGumroadPurchase, {
      email: 'refunded@example.com',
      orderNumber: 'SAMPLE-CROWNLESS-1002',
      bookSlug: 'crownless',
    });
    expect(await again.json()).toMatchObject({ success: false });
  });

  it('counts failed proofs across instances: the 11th wrong try gets 429 wherever it lands', async () => {
    const [a, b] = [instance(), instance()];
    for (let i = 0; i < 10; i++) {
      const wrong = await (i % 2 ? a : b).json(FUNCTION_PATHS.validateCoverCreator, { key: `WRONG-${i}` });
      expect(wrong.status).toBe(200);
    }
    const blocked = await a.json(FUNCTION_PATHS.validateCoverCreator, { key: 'COVER-SAMPLE-2001-KEY' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('60');
    expect(await blocked.json()).toEqual({ error: 'Too many attempts. Please wait a minute and try again.' });
  });

  it('answers 503 (a page for the Pay form, JSON for calls) when the database goes down mid-journey', async () => {
    const app = instance();
    const page = await openCheckout(app);
    await database.stop();
    const pay = await app.form(`${page}/pay`, { email: 'buyer@example.com' });
    expect(pay.status).toBe(503);
    expect(pay.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await pay.text()).toContain('Please try again shortly');
    for (const res of [
      await app.json(FUNCTION_PATHS.createCheckout, { priceId: 'price_sample_crownless_flipbook', slug: 'crownless' }),
      await app.json(FUNCTION_PATHS.verifyGumroadPurchase, {
        email: 'reader@example.com',
        orderNumber: 'SAMPLE-CROWNLESS-1001',
        bookSlug: 'crownless',
      }),
    ]) {
      expect(res.status).toBe(503);
      const body = (await res.json()) as { error: string };
      expect(body.error).toMatch(/try again/);
      expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|Error:/);
    }
    expect(errors.join('\n')).toMatch(/Netlify Database \(state\) is unavailable/);
    // The next tests get a database again.
    database = await startTestDatabase();
    process.env.NETLIFY_DB_URL = database.url;
  });
});
