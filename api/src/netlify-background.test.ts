import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleTables } from './adapters/local/local-source';
import { deferToPlatform, withBackground } from './platform/background';
import { REFRESH_HEADER, refreshSignature } from './routes/content-refresh';
import { startAirtableServer, type AirtableTestServer } from './testing/airtable-server';
import { startTestDatabase, type TestDatabase } from './adapters/postgres/test-database';

/*
 * Background work on Netlify (decision 105): a snapshot rebuild started by a request is handed to
 * that request's context.waitUntil (a function may be frozen once it has answered), and the
 * scheduled function rebuilds the snapshot on its own. Through the Netlify entry, the real Airtable
 * SDK against a loopback Airtable, and state in Netlify Database (the CLI's local one).
 */

describe('background work', () => {
  it('reaches the waitUntil of the request that started it, across awaits; outside a request it is dropped', async () => {
    const waitUntil = vi.fn();
    const work = Promise.resolve('done');
    await withBackground(waitUntil, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      deferToPlatform(work);
    });
    expect(waitUntil).toHaveBeenCalledWith(work);
    expect(() => deferToPlatform(Promise.resolve())).not.toThrow();
    expect(waitUntil).toHaveBeenCalledTimes(1);
  });
});

const SECRET = 'r'.repeat(40);
const ENV = {
  SITE_URL: 'https://ashgrove.example',
  ACCESS_TOKEN_SECRET: 'netlify-test-secret-0123456789abcdefghij',
  SESSION_SECRET: 'netlify-session-secret-0123456789abcdefgh',
  FLIPBOOK_PASSWORD: 'a-real-password',
  CONTENT_REFRESH_SECRET: SECRET,
  RECORDS_BACKEND: 'netlify-database',
  // Production takes real money only (decision 118); no Stripe call is made here.
  STRIPE_SECRET_KEY: 'sk_live_netlify-background',
  // Selling needs mail (decision 120); nothing here is sent.
  SMTP_URL: 'smtp://127.0.0.1:9',
  STRIPE_WEBHOOK_SECRET: 'whsec_netlify-background',
};
let airtable: AirtableTestServer;
let database: TestDatabase;
let entry: typeof import('./netlify');
const dataDir = mkdtempSync(join(tmpdir(), 'netlify-background-'));

beforeAll(async () => {
  airtable = await startAirtableServer({ tables: sampleTables });
  database = await startTestDatabase();
  process.env.NETLIFY_DB_URL = database.url;
  Object.assign(process.env, ENV, {
    DATA_DIR: dataDir,
    AIRTABLE_TOKEN: airtable.token,
    AIRTABLE_BASE_ID: airtable.baseId,
    AIRTABLE_ENDPOINT_URL: airtable.endpointUrl,
  });
  vi.resetModules();
  entry = await import('./netlify');
});
afterAll(async () => {
  for (const name of [...Object.keys(ENV), 'DATA_DIR', 'AIRTABLE_TOKEN', 'AIRTABLE_BASE_ID', 'AIRTABLE_ENDPOINT_URL'])
    delete process.env[name];
  delete process.env.NETLIFY_DB_URL;
  await database.stop();
  await airtable.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the Netlify entry', () => {
  it("hands the signed refresh's rebuild to the request's waitUntil, which sees it finish", async () => {
    // The first read of all builds the snapshot.
    expect((await entry.handler(new Request('https://ashgrove.example/api/books'), {})).status).toBe(200);
    airtable.resetLog();
    const pending: Promise<unknown>[] = [];
    const context = { waitUntil: (work: Promise<unknown>) => void pending.push(work) };
    const t = Math.floor(Date.now() / 1000);
    const res = await entry.handler(
      new Request('https://ashgrove.example/api/content/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [REFRESH_HEADER]: `t=${t},v1=${refreshSignature(SECRET, t)}` },
        body: '{}',
      }),
      context,
    );
    expect(res.status).toBe(202);
    expect(pending.length).toBeGreaterThan(0);
    await Promise.all(pending);
    // The rebuild read every table from Airtable, after the answer.
    const tables = new Set(airtable.requests.map((r) => r.table));
    for (const table of ['Books', 'Authors', 'Stories']) expect(tables).toContain(table);
  });

  it('the scheduled function rebuilds the snapshot', async () => {
    airtable.resetLog();
    const res = await entry.scheduledContentRefresh();
    expect(res.status).toBe(204);
    expect(airtable.requests.filter((r) => r.table === 'Books').length).toBeGreaterThan(0);
  });
});
