import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { responseCache } from './response-cache';

function app(cacheControl: string) {
  let calls = 0;
  const a = new Hono();
  a.use('*', responseCache());
  a.use('*', compress());
  a.use('*', etag({ weak: true }));
  a.get('/data', (c) => {
    calls += 1;
    c.header('Cache-Control', cacheControl);
    c.header('Vary', 'Accept-Encoding');
    return c.json({ call: calls, pad: 'x'.repeat(2000) });
  });
  a.get('/fails', (c) => {
    calls += 1;
    c.header('Cache-Control', cacheControl);
    return c.json({ error: 'no' }, 503);
  });
  a.post('/data', (c) => c.json({ posted: (calls += 1) }));
  return { a, calls: () => calls };
}

const SHARED = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';

describe('responseCache', () => {
  it('serves a shared-cacheable answer again while fresh, with its Age, without running the route', async () => {
    const { a, calls } = app(SHARED);
    const first = await a.request('/data');
    const second = await a.request('/data');
    expect(calls()).toBe(1);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('age')).toMatch(/^\d+$/);
  });

  it('keeps one variant per Accept-Encoding: gzip clients get gzip, others plain JSON', async () => {
    const { a, calls } = app(SHARED);
    const zipped = await a.request('/data', { headers: { 'accept-encoding': 'gzip' } });
    const plain = await a.request('/data');
    const zippedAgain = await a.request('/data', { headers: { 'accept-encoding': 'gzip' } });
    expect(calls()).toBe(2);
    expect(zippedAgain.headers.get('content-encoding')).toBe('gzip');
    const unzip = async (res: Response) =>
      JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()) as { call: number };
    expect((await unzip(zippedAgain)).call).toBe((await unzip(zipped)).call);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { call: number }).call).toBe(2);
  });

  it('answers a matching If-None-Match with 304 from the cache', async () => {
    const { a, calls } = app(SHARED);
    const tag = (await a.request('/data')).headers.get('etag')!;
    const again = await a.request('/data', { headers: { 'if-none-match': tag } });
    expect(again.status).toBe(304);
    expect(calls()).toBe(1);
  });

  it('keeps nothing that a shared cache may not keep: private, no-store, no s-maxage, errors, POST', async () => {
    for (const cacheControl of ['private, max-age=60', 'no-store', 'public, max-age=60', 'no-cache']) {
      const { a, calls } = app(cacheControl);
      await a.request('/data');
      await a.request('/data');
      expect(calls(), cacheControl).toBe(2);
    }
    const { a, calls } = app(SHARED);
    await a.request('/fails');
    await a.request('/fails');
    await a.request('/data', { method: 'POST' });
    await a.request('/data', { method: 'POST' });
    expect(calls()).toBe(4);
  });

  it('runs the route again when the client asks for a fresh answer (Cache-Control: no-cache)', async () => {
    const { a, calls } = app(SHARED);
    await a.request('/data');
    await a.request('/data', { headers: { 'cache-control': 'no-cache' } });
    expect(calls()).toBe(2);
  });

  it("keeps answers of different hosts apart: a forged Host cannot fill another origin's entry", async () => {
    const { a, calls } = app(SHARED);
    await a.request('http://evil.example/data');
    await a.request('http://localhost/data');
    expect(calls()).toBe(2);
  });
});

describe('responseCache and Vary', () => {
  it('keeps no answer that varies on a request header it does not look at', async () => {
    let calls = 0;
    const a = new Hono();
    a.use('*', responseCache());
    a.get('/lang', (c) => {
      calls += 1;
      return c.json({ calls }, 200, { 'Cache-Control': SHARED, Vary: 'Accept-Language' });
    });
    await a.request('/lang', { headers: { 'accept-language': 'en' } });
    await a.request('/lang', { headers: { 'accept-language': 'it' } });
    expect(calls).toBe(2);
  });
});

describe('responseCache and the CDN header', () => {
  afterEach(() => vi.useRealTimers());

  function pages(cdn: string | null) {
    let renders = 0;
    const a = new Hono();
    a.use('*', responseCache());
    a.get('/books', (c) => {
      renders += 1;
      c.header('Cache-Control', 'no-cache');
      if (cdn) c.header('Netlify-CDN-Cache-Control', cdn);
      return c.html(`<p>render ${renders}</p>`);
    });
    return { a, renders: () => renders };
  }

  it('keeps a page the CDN may keep, as Netlify does, and still tells browsers no-cache', async () => {
    const { a, renders } = pages('public, s-maxage=300, stale-while-revalidate=3600');
    await a.request('/books');
    const again = await a.request('/books');
    expect(renders()).toBe(1);
    expect(await again.text()).toBe('<p>render 1</p>');
    expect(again.headers.get('cache-control')).toBe('no-cache');
    // A reload asks for a copy no older than 0 s: once the kept one has any age (RFC 9111 counts a copy
    // of age 0 as fresh enough, which within one millisecond made this test flaky), it is rendered again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1000 });
    await a.request('/books', { headers: { 'cache-control': 'max-age=0' } });
    expect(renders()).toBe(2);
  });

  it('keeps no page without the CDN header (an outage fallback, a 404)', async () => {
    const { a, renders } = pages(null);
    await a.request('/books');
    await a.request('/books');
    expect(renders()).toBe(2);
  });
});
