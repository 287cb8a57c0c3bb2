import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleTables } from './adapters/local/local-source';
import type { RawRecord } from '@publisher/shared/server/ports/content-store';
import { deferToPlatform, withBackground } from './platform/background';
import { REFRESH_HEADER, refreshSignature } from './routes/content-refresh';
import { startAirtableServer, type AirtableTestServer } from './testing/airtable-server';
import { startTestDatabase, type TestDatabase } from './adapters/postgres/test-database';

/*
 * Background work on Netlify (decision 105): a snapshot rebuild started by a request is handed to
 * that request's context.waitUntil (a function may be frozen once it has answered), and the
 * scheduled function rebuilds the snapshot on its own. Through the Netlify entry, the real Airtable
 * SDK against a loopback Airtable, and state in Netlify Database (the CLI's local one).
 * Publishing on a date (decision 123): a copy the app's shared response cache made before a
 * publish-at is not served after it, and the scheduled run makes the real purgeCache request of
 * @netlify/functions, once. Only Netlify's purge API is stood in for (there is no CDN offline):
 * what is proven is the request — URL, token, site and tags — not that Netlify's edge drops copies.
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
  // What Netlify gives a function: the purge token and the site's id (publishing on a date, decision 123).
  NETLIFY_PURGE_API_TOKEN: 'purge-token-from-netlify',
  SITE_ID: 'site-0123',
};
let airtable: AirtableTestServer;
let database: TestDatabase;
let entry: typeof import('./netlify');
const dataDir = mkdtempSync(join(tmpdir(), 'netlify-background-'));
/** Netlify's purge API is the one thing stood in for: what the real purgeCache asked of it. */
const purges: { url: string; authorization: string | null; body: unknown }[] = [];

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
  const passThrough = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('https://api.netlify.com/')) return passThrough(input, init);
    const headers = new Headers(init?.headers);
    purges.push({ url, authorization: headers.get('authorization'), body: JSON.parse(String(init?.body)) });
    return new Response(null, { status: 202 });
  });
  vi.resetModules();
  entry = await import('./netlify');
  // The content reads are the catalogue's endpoints (decision 133): load its server module now, with a
  // read that touches no content (a bad slug), so the timed test below measures reads, not that import.
  expect((await get('/api/books/Not-A-Slug')).status).toBe(400);
});
afterAll(async () => {
  vi.restoreAllMocks();
  for (const name of [...Object.keys(ENV), 'DATA_DIR', 'AIRTABLE_TOKEN', 'AIRTABLE_BASE_ID', 'AIRTABLE_ENDPOINT_URL'])
    delete process.env[name];
  delete process.env.NETLIFY_DB_URL;
  await database.stop();
  await airtable.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const SLUG = 'the-lantern-year';
const get = (path: string) => entry.handler(new Request(`https://ashgrove.example${path}`), {});
const listed = async (res: Response) => JSON.stringify(await res.json()).includes(`"${SLUG}"`);

// First of the entry's tests: its first read builds the content snapshot, with the scheduled book in it.
describe('a scheduled book on Netlify', () => {
  it('a copy cached before its time is not served after it, and the scheduled run purges its tags once', async () => {
    const model = sampleTables.Books.find((r) => r.fields.Slug === 'a-winter-almanac')!;
    const publishAt = Date.now() + 4_000;
    const scheduled: RawRecord = {
      id: 'recBookLanternYear',
      fields: {
        ...model.fields,
        Title: 'The Lantern Year',
        Slug: SLUG,
        'Publish At': new Date(publishAt).toISOString(),
      },
    };
    airtable.setTable('Books', [...sampleTables.Books, scheduled]);
    airtable.setTable('Notify Sign-ups', []);

    // Before: the list is kept by the app's shared cache (the second answer is the copy: it has an Age)…
    const first = await get('/api/books');
    expect(first.status).toBe(200);
    expect(first.headers.get('netlify-cache-tag')?.split(',')).toContain('books');
    expect(await listed(first)).toBe(false);
    const copy = await get('/api/books');
    expect(copy.headers.get('age')).not.toBeNull();
    expect(await listed(copy)).toBe(false);
    // …and a run before the time announces and purges nothing.
    expect((await entry.scheduledContentRefresh()).status).toBe(204);
    expect(purges).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, publishAt - Date.now()) + 50));

    // After: the copy made before the publish-at is not served; a fresh answer lists the book.
    const after = await get('/api/books');
    expect(after.headers.get('age')).toBeNull();
    expect(await listed(after)).toBe(true);
    expect((await get(`/api/books/${SLUG}`)).status).toBe(200);

    // The scheduled run asks Netlify to purge the book's tags, with the token and site Netlify gives it.
    expect((await entry.scheduledContentRefresh()).status).toBe(204);
    expect(purges).toEqual([
      {
        url: 'https://api.netlify.com/api/v1/purge',
        authorization: 'Bearer purge-token-from-netlify',
        body: { cache_tags: ['books', `books:${SLUG}`], site_id: 'site-0123' },
      },
    ]);
    // Once: the next run (or another instance) finds it claimed.
    expect((await entry.scheduledContentRefresh()).status).toBe(204);
    expect(purges).toHaveLength(1);
  }, 60_000);
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
