import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressAnswers, compression, selectEncoding } from './compression';
import { preparedResponse } from './prepared-response';

const long = JSON.stringify({ text: 'words '.repeat(400) });

function app() {
  const a = new Hono();
  a.use('*', compression());
  a.get('/json', (c) => c.json(JSON.parse(long)));
  a.get('/tiny', (c) => c.json({ ok: true }));
  a.get('/png', (c) => c.body('x'.repeat(2000), 200, { 'Content-Type': 'image/png' }));
  a.get('/prepared', () => preparedResponse(new TextEncoder().encode(long), 200, { 'content-type': 'application/json' }, {}));
  return a;
}

describe('selectEncoding (as hono/compress chooses)', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'gzip'],
    ['deflate, gzip', 'gzip'],
    ['br', undefined],
    ['*', 'gzip'],
    ['gzip;q=0.5, deflate;q=0.8', 'deflate'],
    ['gzip;q=0, *;q=0.1', 'deflate'],
    ['identity', undefined],
  ])('%s → %s', (header, expected) => {
    expect(selectEncoding(header)).toBe(expected);
  });
});

describe('compression()', () => {
  it('compresses for a client that accepts gzip, with Vary', async () => {
    const res = await app().request('/json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(long);
  });

  it('sends the body as it is to a client without Accept-Encoding, still with Vary for shared caches', async () => {
    const res = await app().request('/json');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(long);
  });

  it('leaves types that do not compress alone, as hono/compress does', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'gzip' }] as Record<string, string>[]) {
      const res = await app().request('/png', { headers });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBeNull();
    }
  });

  it('leaves a prepared answer exactly as the route built it (it chose its own encoding)', async () => {
    const res = await app().request('/prepared', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(await res.text()).toBe(long);
  });
});

describe('compressAnswers()', () => {
  const compress = compressAnswers();
  const request = (headers: Record<string, string> = {}) => new Request('http://localhost/x', { headers });

  it('returns a prepared answer itself, and runs any other through compression()', async () => {
    const prepared = preparedResponse(new TextEncoder().encode(long), 200, { 'content-type': 'application/json' }, {});
    expect(await compress(request({ 'Accept-Encoding': 'gzip' }), prepared)).toBe(prepared);
    const ordinary = new Response(long, { headers: { 'content-type': 'application/json' } });
    const res = await compress(request({ 'Accept-Encoding': 'gzip' }), ordinary);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(long);
  });

  it('passes small answers and other statuses through compression() unchanged in status', async () => {
    const res = await compress(request(), new Response('{"error":"x"}', { status: 404, headers: { 'content-type': 'application/json' } }));
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('{"error":"x"}');
  });
});
