import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookListSchema, bookSummaryListSchema, isbnListSchema } from '@publisher/shared/contracts/content';
import { appOverContent } from '../testing/team-sources';
import { startAirtableServer, type AirtableTestServer } from '../testing/airtable-server';
import { localContentStore } from '../adapters/local/sample-content';
import { sampleTables } from '../adapters/local/local-source';
import { selectContentStore, type ContentConfig } from './select-content-store';

let server: AirtableTestServer;
let t = 0;
const TTL = 60_000;

beforeAll(async () => {
  server = await startAirtableServer({ tables: sampleTables });
});
afterAll(() => server.close());
beforeEach(() => {
  server.resetLog();
  server.setDown(false);
  server.setDelay(0);
  server.rateLimitNext(0);
  t = Date.now();
});

function airtableStore() {
  const env: ContentConfig = {
    AIRTABLE_TOKEN: server.token,
    AIRTABLE_BASE_ID: server.baseId,
    AIRTABLE_ENDPOINT_URL: server.endpointUrl,
    AIRTABLE_TIMEOUT_MS: 2000,
    CONTENT_CACHE_TTL_MS: TTL,
  };
  const selected = selectContentStore(env, { now: () => t });
  expect(selected.kind).toBe('airtable');
  return selected.store;
}

const airtableApp = () => appOverContent(airtableStore());

const json = async (res: Response) => (await res.json()) as unknown;

describe('content through Airtable (real SDK, loopback server)', () => {
  it('answers exactly what the embedded sample answers, names resolved from rec… ids', async () => {
    const store = airtableStore();
    // Every field of every book (the HTTP list carries summaries only).
    expect(await store.listBooks()).toEqual(await localContentStore().listBooks());
    const viaAirtable = bookSummaryListSchema.parse(await json(await appOverContent(store).request('/api/books')));
    const local = bookSummaryListSchema.parse(
      await json(await appOverContent(localContentStore()).request('/api/books')),
    );
    expect(viaAirtable).toEqual(local);
    expect(viaAirtable.books.find((b) => b.slug === 'crownless')?.author).toBe('Elena Marchetti');
  });

  it('100 concurrent reads make 1 upstream request', async () => {
    const app = airtableApp();
    const responses = await Promise.all(Array.from({ length: 100 }, () => app.request('/api/isbns')));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(server.requestCount).toBe(1);
    const bodies = await Promise.all(responses.map(json));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
  });

  it('serves stale content when Airtable is down', async () => {
    const app = airtableApp();
    const fresh = isbnListSchema.parse(await json(await app.request('/api/isbns')));
    t += TTL * 100;
    server.setDown(true);
    // no-cache: past the app's shared HTTP cache (middleware/response-cache.ts), down to the content cache.
    const res = await app.request('/api/isbns', { headers: { 'cache-control': 'no-cache' } });
    expect(res.status).toBe(200);
    expect(isbnListSchema.parse(await json(res))).toEqual(fresh);
    expect(server.requestCount).toBe(2);
  });

  it('with nothing cached, a failed list answers an empty list and a failed filtered read the sample', async () => {
    server.setDown(true);
    const app = airtableApp();
    expect(await json(await app.request('/api/books'))).toMatchObject({ books: [], total: 0, page: 1, pages: 1 });
    const featured = bookListSchema.parse(await json(await app.request('/api/books/featured')));
    expect(featured.books.map((b) => b.slug)).toEqual(['crownless', 'the-salt-orchard']);
    const one = await app.request('/api/books/crownless');
    expect(one.status).toBe(200);
    // Right for now, never kept: neither a CDN nor the app's shared cache stores an outage's fallback.
    expect(one.headers.get('cache-control')).toBe('no-store');
    expect(one.headers.get('netlify-cdn-cache-control')).toBeNull();
    const list = await app.request('/api/books');
    expect(list.headers.get('cache-control')).toBe('no-store');
  });

  it('falls back the same way on 429 and on a timeout', async () => {
    server.rateLimitNext(Infinity);
    expect(await json(await airtableApp().request('/api/stories'))).toEqual({ stories: [] });
    server.rateLimitNext(0);
    server.setDelay(5000);
    const started = Date.now();
    expect(await json(await airtableApp().request('/api/podcast'))).toEqual({ episodes: [] });
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('never sends Airtable more than 5 requests in any second, whatever the traffic', async () => {
    const app = airtableApp();
    // 40 different unknown slugs: each is its own cache key, so each wants Airtable.
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => app.request(`/api/books/missing-${i}`)));
    expect(responses.every((r) => r.status < 500)).toBe(true);
    const times = server.requests.map((r) => r.at).sort((a, b) => a - b);
    expect(times.length).toBeGreaterThan(5);
    for (const from of times) expect(times.filter((x) => x >= from && x < from + 1000).length).toBeLessThanOrEqual(5);
  });

  it('never sends a malicious slug to Airtable', async () => {
    const res = await airtableApp().request("/api/books/x'%20OR%20TRUE()%20OR%20'");
    expect(res.status).toBe(400);
    expect(server.requestCount).toBe(0);
  });
});

describe('selectContentStore', () => {
  const base: ContentConfig = { AIRTABLE_TIMEOUT_MS: 5000, CONTENT_CACHE_TTL_MS: 60000 };

  it('uses the embedded sample when no token is configured', () => {
    expect(selectContentStore(base).kind).toBe('local');
  });

  it('stops with a message naming AIRTABLE_BASE_ID when a token has no base id', () => {
    expect(() => selectContentStore({ ...base, AIRTABLE_TOKEN: 'pat123' })).toThrow(/AIRTABLE_BASE_ID/);
    expect(() => selectContentStore({ ...base, AIRTABLE_TOKEN: 'pat123', AIRTABLE_BASE_ID: 'not-a-base' })).toThrow(
      /AIRTABLE_BASE_ID/,
    );
  });
});
