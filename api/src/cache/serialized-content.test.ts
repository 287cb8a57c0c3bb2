import { gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { preparedWith } from '../middleware/prepared-response';
import { contentResponder } from './serialized-content';

const security = {
  values: { 'content-security-policy': "default-src 'self'", 'x-content-type-options': 'nosniff' },
  fileValues: {},
  dataValues: { 'content-security-policy': "default-src 'none'", 'x-content-type-options': 'nosniff' },
};
const respond = contentResponder({ cacheControl: 'public, max-age=60', security });
const ask = (ifNoneMatch?: string, acceptEncoding?: string) => ({ ifNoneMatch, acceptEncoding });
const big = Object.freeze({ text: 'a long description. '.repeat(100) });
const small = Object.freeze({ text: 'short' });
const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe('contentResponder', () => {
  it('answers 200 with the JSON, a weak ETag and every header at once, marked as prepared with the set', async () => {
    const res = respond('book', small, ask());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ book: { text: 'short' } });
    expect(Object.fromEntries(res.headers)).toEqual({
      'cache-control': 'public, max-age=60',
      'content-security-policy': "default-src 'none'",
      'content-type': 'application/json',
      etag: expect.stringMatching(/^W\/"[0-9a-f]{40}"$/),
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    });
    expect(preparedWith(res)).toBe(security);
  });

  it('answers 304 without a body for a matching If-None-Match (weak, strong, in a list, or *), 200 otherwise', async () => {
    const etag = respond('book', small, ask()).headers.get('etag')!;
    for (const header of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const res = respond('book', small, ask(header, 'gzip'));
      expect(res.status, header).toBe(304);
      expect(res.body).toBeNull();
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe('public, max-age=60');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
      expect(res.headers.get('content-type')).toBeNull();
    }
    expect(respond('book', small, ask('W/"stale"')).status).toBe(200);
  });

  it('compresses bodies of 1 KB or more for clients that accept it, as hono/compress chooses the encoding', async () => {
    const plain = await bytes(respond('x', big, ask()));
    const gzip = respond('x', big, ask(undefined, 'gzip, deflate, br'));
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip))).toEqual(Buffer.from(plain));
    const deflate = respond('x', big, ask(undefined, 'gzip;q=0.5, deflate'));
    expect(deflate.headers.get('content-encoding')).toBe('deflate');
    expect(inflateSync(await bytes(deflate))).toEqual(Buffer.from(plain));
    // One validator for every encoding of the same content.
    expect(gzip.headers.get('etag')).toBe(respond('x', big, ask()).headers.get('etag'));
    expect(respond('x', big, ask(undefined, 'br')).headers.get('content-encoding')).toBeNull();
    expect(respond('x', big, ask(undefined, 'gzip;q=0, deflate;q=0')).headers.get('content-encoding')).toBeNull();
    expect(respond('x', small, ask(undefined, 'gzip')).headers.get('content-encoding')).toBeNull();
  });

  it('keeps the bytes of a frozen value, and serializes a value that is not frozen on every request', async () => {
    let serialized = 0;
    const frozen = Object.freeze({ toJSON: () => ((serialized += 1), { n: 1 }) });
    for (let i = 0; i < 3; i++) respond('x', frozen, ask(undefined, 'gzip'));
    expect(serialized).toBe(1);
    const mutable: { n: number } = { n: 1 };
    const first = respond('x', mutable, ask()).headers.get('etag');
    mutable.n = 2;
    const second = respond('x', mutable, ask());
    expect(await second.json()).toEqual({ x: { n: 2 } });
    expect(second.headers.get('etag')).not.toBe(first);
  });

  it('serializes the same value under each key separately', async () => {
    expect(await respond('books', big, ask()).json()).toHaveProperty('books');
    expect(await respond('stories', big, ask()).json()).toHaveProperty('stories');
  });
});
