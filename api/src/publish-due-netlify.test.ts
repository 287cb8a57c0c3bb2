import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleTables } from './adapters/local/local-source';
import type { RawRecord } from './ports/content-store';
import { startAirtableServer, type AirtableTestServer } from './testing/airtable-server';
import { startTestDatabase, type TestDatabase } from './adapters/postgres/test-database';

/*
 * Publishing on a date on Netlify (decision 123), through the Netlify entry as deployed: the
 * site's handler answers with its shared response cache, and the scheduled function
 * (`content-refresh`) runs publishDue with the real `purgeCache` of @netlify/functions. State in
 * Netlify Database (the CLI's local one), content from a loopback Airtable holding the sample plus
 * a book scheduled a few seconds ahead. Netlify's purge API is the only thing stood in for: the
 * real client's request to it is caught (there is no CDN offline), so what is proven is the
 * request — its URL, token, site and tags — not that Netlify's edge drops its copies.
 */

const SLUG = 'the-lantern-year';
const ENV = {
  SITE_URL: 'https://ashgrove.example',
  ACCESS_TOKEN_SECRET: 'netlify-test-secret-0123456789abcdefghij',
  SESSION_SECRET: 'netlify-session-secret-0123456789abcdefgh',
  FLIPBOOK_PASSWORD: 'a-real-password',
  RECORDS_BACKEND: 'netlify-database',
  STRIPE_SECRET_KEY: 'sk_live_publish-due-netlify',
  SMTP_URL: 'smtp://127.0.0.1:9',
  STRIPE_WEBHOOK_SECRET: 'whsec_publish-due-netlify',
  // What Netlify gives a function: the purge token and the site's id.
  NETLIFY_PURGE_API_TOKEN: 'purge-token-from-netlify',
  SITE_ID: 'site-0123',
};
let airtable: AirtableTestServer;
let database: TestDatabase;
let entry: typeof import('./netlify');
const dataDir = mkdtempSync(join(tmpdir(), 'publish-due-netlify-'));
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
}, 120_000);
afterAll(async () => {
  vi.restoreAllMocks();
  for (const name of [...Object.keys(ENV), 'DATA_DIR', 'AIRTABLE_TOKEN', 'AIRTABLE_BASE_ID', 'AIRTABLE_ENDPOINT_URL'])
    delete process.env[name];
  delete process.env.NETLIFY_DB_URL;
  await database?.stop();
  await airtable?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (path: string) => entry.handler(new Request(`https://ashgrove.example${path}`), {});
const listed = async (res: Response) => JSON.stringify(await res.json()).includes(`"${SLUG}"`);

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
