import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Airtable from 'airtable';
import { InvalidSlugError, type RawRecord } from '@publisher/shared/server/ports/content-store';
import { startAirtableServer, type AirtableTestServer } from '../../testing/airtable-server';
import { airtableRecordSource, LIST_VIEW } from './airtable-source';

// 250 books: three pages of 100, 100 and 50.
const books: RawRecord[] = Array.from({ length: 250 }, (_, i) => ({
  id: `recBook${String(i).padStart(3, '0')}`,
  fields: { Title: `Book ${i}`, Slug: `book-${i}`, ...(i % 100 === 7 ? { Featured: true } : {}) },
}));

let server: AirtableTestServer;
const source = (timeoutMs = 2000) =>
  airtableRecordSource({ token: server.token, baseId: server.baseId, endpointUrl: server.endpointUrl, timeoutMs });

beforeAll(async () => {
  server = await startAirtableServer({
    tables: { Books: books, 'Podcast Episodes': [{ id: 'recE1', fields: { Title: 'E' } }] },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.resetLog();
  server.rateLimitNext(0);
  server.setDelay(0);
  server.setDown(false);
});

describe('Airtable content source, through the real SDK', () => {
  it('follows offset pagination until the last page', async () => {
    const records = await source().list('Books');
    expect(records).toHaveLength(250);
    expect(records.at(-1)?.id).toBe('recBook249');
    expect(server.requests.map((r) => r.params.offset ?? null)).toEqual([
      null,
      'itr100/recBook099',
      'itr200/recBook199',
    ]);
    expect(server.requests.every((r) => r.params.view === LIST_VIEW && r.params.pageSize === '100')).toBe(true);
  });

  it('reads a table whose name has a space', async () => {
    expect(await source().list('Podcast Episodes')).toEqual([{ id: 'recE1', fields: { Title: 'E' } }]);
  });

  it('selects Featured records with filterByFormula', async () => {
    const records = await source().featured('Books');
    expect(records.map((r) => r.id)).toEqual(['recBook007', 'recBook107', 'recBook207']);
    expect(server.requests[0]?.params.filterByFormula).toBe('{Featured} = TRUE()');
  });

  it('finds by slug with filterByFormula', async () => {
    const records = await source().bySlug('Books', 'book-42');
    expect(records.map((r) => r.id)).toEqual(['recBook042']);
    expect(server.requests[0]?.params.filterByFormula).toBe("{Slug} = 'book-42'");
  });

  it('refuses a malicious slug without sending anything', async () => {
    await expect(source().bySlug('Books', "x' OR TRUE() OR '")).rejects.toBeInstanceOf(InvalidSlugError);
    await expect(source().bySlug('Books', "book-1'&'")).rejects.toBeInstanceOf(InvalidSlugError);
    expect(server.requestCount).toBe(0);
  });

  it('fails fast on 429 instead of retrying without limit', async () => {
    server.rateLimitNext(Infinity);
    const started = Date.now();
    await expect(source().list('Books')).rejects.toMatchObject({
      message: expect.stringContaining('TOO_MANY_REQUESTS'),
    });
    expect(server.requestCount).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('gives up after the request timeout when Airtable is slow', async () => {
    server.setDelay(5000);
    const started = Date.now();
    await expect(source(300).list('Books')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('rejects when Airtable is down', async () => {
    server.setDown(true);
    await expect(source().featured('Books')).rejects.toMatchObject({ statusCode: 503 });
  });

  it('takes a rate-limiter token for every page and gives each back', async () => {
    let calls = 0;
    let released = 0;
    const gated = airtableRecordSource({
      token: server.token,
      baseId: server.baseId,
      endpointUrl: server.endpointUrl,
      timeoutMs: 2000,
      acquireToken: async () => {
        calls += 1;
        return () => {
          released += 1;
        };
      },
    });
    await gated.list('Books');
    expect(calls).toBe(3);
    expect(released).toBe(3);
    expect(server.requestCount).toBe(3);
  });

  it('the loopback server finds a record by id, as Airtable does', async () => {
    const base = new Airtable({
      apiKey: server.token,
      endpointUrl: server.endpointUrl,
      noRetryIfRateLimited: true,
    }).base(server.baseId);
    const record = await base('Books').find('recBook042');
    expect(record.fields).toEqual({ Title: 'Book 42', Slug: 'book-42' });
    await expect(base('Books').find('recMissing')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('the loopback server refuses a wrong token with 401', async () => {
    const wrong = airtableRecordSource({
      token: 'patWrong',
      baseId: server.baseId,
      endpointUrl: server.endpointUrl,
      timeoutMs: 2000,
    });
    await expect(wrong.list('Books')).rejects.toMatchObject({ statusCode: 401 });
  });
});
