import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFastPathOf } from './app';
import { composeApp } from './compose';
import { parseEnv } from './env';
import { serverApp } from './server-app';
import { DATA_CSP } from './middleware/security-headers';

// A built site of one page and one file, so the site's answers can be checked too.
const root = mkdtempSync(join(tmpdir(), 'server-app-'));
mkdirSync(join(root, 'shell/dist/assets'), { recursive: true });
writeFileSync(join(root, 'shell/dist/index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
writeFileSync(join(root, 'shell/dist/assets/app.js'), `console.log(${JSON.stringify('x'.repeat(3000))});`);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const env = parseEnv({ DATA_DIR: join(root, 'data'), SITE_ROOT: root, AIRTABLE_TOKEN: '', RECORDS_BACKEND: 'local' });
const server = serverApp(env, composeApp(env));
// The same API as the Node server runs, without the server's early content answers.
const plainApi = composeApp(env).app;
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  Promise.resolve(server.fetch(new Request(`http://localhost${path}`, { method, headers })));
const csp = (res: Response) => res.headers.get('content-security-policy') ?? '';

const CONTENT_READS = [
  '/api/books', '/api/books/featured', '/api/books/crownless', '/api/stories', '/api/stories/featured',
  '/api/stories/the-weight-of-snow', '/api/authors', '/api/authors/featured', '/api/authors/tomas-reid',
  '/api/music', '/api/music/the-lantern-waltz', '/api/podcast', '/api/isbns', '/api/books?page=2',
];

describe('the Node server app', () => {
  it.each(CONTENT_READS)('answers GET %s exactly as the API does (200, gzip, 304)', async (path) => {
    const etag = (await plainApi.request(path)).headers.get('etag')!;
    for (const headers of [{}, { 'accept-encoding': 'gzip, deflate' }, { 'if-none-match': etag }] as Record<string, string>[]) {
      const [fast, api] = [await get(path, headers), await plainApi.request(path, { headers })];
      expect(fast.status).toBe(api.status);
      expect(Object.fromEntries(fast.headers)).toEqual(Object.fromEntries(api.headers));
      expect(Buffer.from(await fast.arrayBuffer())).toEqual(Buffer.from(await api.arrayBuffer()));
    }
  });

  it.each([
    ['a bad slug', '/api/books/Crownless'], ['an unknown slug', '/api/books/no-such-book'], ['a trailing slash', '/api/books/'],
    ['a deeper path', '/api/books/crownless/x'], ['an encoded slash', '/api/books/a%2Fb'], ['a kind without slugs', '/api/podcast/x'],
    ['another API path', '/api/health'], ['a page', '/books'], ['a music "featured"', '/api/music/featured'],
  ])('leaves %s to the app', async (_name, path) => {
    const fastPath = contentFastPathOf(composeApp(env).app)!;
    const early = fastPath(new Request(`http://localhost${path}`));
    expect(early === undefined || (await early) === undefined).toBe(true);
  });

  it('leaves HEAD and POST to the app', async () => {
    const fastPath = contentFastPathOf(composeApp(env).app)!;
    expect(fastPath(new Request('http://localhost/api/books', { method: 'HEAD' }))).toBeUndefined();
    expect(fastPath(new Request('http://localhost/api/books', { method: 'POST', body: '{}' }))).toBeUndefined();
    const head = await get('/api/books', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toMatch(/^W\//);
  });

  it('answers errors on content paths with no-store and the security headers', async () => {
    for (const [path, status] of [['/api/books/Crownless', 400], ['/api/books/no-such-book', 404]] as const) {
      const res = await get(path);
      expect(res.status).toBe(status);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(csp(res)).toBe(DATA_CSP);
    }
  });

  it('serves the site inside the API edge: pages carry the security headers, files the ones that apply to them, both compressed', async () => {
    const page = await get('/books', { 'accept-encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(csp(page)).toContain("default-src 'self'");
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toContain('<div id="root">');
    const file = await get('/assets/app.js', { 'accept-encoding': 'gzip' });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-encoding')).toBe('gzip');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(csp(file)).toBe('');
    const missing = await get('/nope.js');
    expect(missing.status).toBe(404);
    expect(csp(missing)).toContain("default-src 'self'");
  });

  it('sends a page whose content does not exist with a 404, and one whose content exists with a 200', async () => {
    const known = await get('/books/crownless');
    expect(known.status).toBe(200);
    expect(await known.text()).toContain('<title>Crownless');
    for (const path of ['/books/no-such-book', '/read/no-such-book', '/stories/nope', '/authors/nope', '/music/nope']) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
      // Still the app (it says the book was not found), marked noindex.
      const html = await missing.text();
      expect(html, path).toContain('<div id="root">');
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('keeps the API answers for unknown API paths and the request rules', async () => {
    const unknown = await get('/api/nope');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Not found.' });
    const post = await server.fetch(new Request('http://localhost/.netlify/functions/submit-quote-request', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }));
    expect(post.status).toBe(415);
    expect(csp(post)).toBe(DATA_CSP);
  });
});
