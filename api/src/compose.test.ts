import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { publishSiteRoutes } from './testing/site-routes';
import { publishCatalogueServerModule } from './testing/head-test-support';
import { composeApp } from './compose';
import { parseEnv } from './env';
import { DATA_CSP } from './middleware/security-headers';

// A built site of one page and one file, so the site's answers can be checked too.
const root = mkdtempSync(join(tmpdir(), 'server-app-'));
mkdirSync(join(root, 'shell/dist/assets'), { recursive: true });
writeFileSync(
  join(root, 'shell/dist/index.html'),
  '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(root, 'shell/dist/assets/app.js'), `console.log(${JSON.stringify('x'.repeat(3000))});`);
publishSiteRoutes(root);
// The catalogue's pages get their heads and 404s from its server module (decision 127).
publishCatalogueServerModule(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const env = parseEnv({ DATA_DIR: join(root, 'data'), SITE_ROOT: root, AIRTABLE_TOKEN: '', RECORDS_BACKEND: 'local' });
// The one app of the site: the Node server and the Netlify functions both serve exactly this.
const server = composeApp(env).app;
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  Promise.resolve(server.fetch(new Request(`http://localhost${path}`, { method, headers })));
const csp = (res: Response) => res.headers.get('content-security-policy') ?? '';

const CONTENT_READS = [
  '/api/books',
  '/api/books/featured',
  '/api/books/crownless',
  '/api/stories',
  '/api/stories/featured',
  '/api/stories/the-weight-of-snow',
  '/api/authors',
  '/api/authors/featured',
  '/api/authors/tomas-reid',
  '/api/music',
  '/api/music/the-lantern-waltz',
  '/api/podcast',
  '/api/isbns',
  '/api/books?page=2',
];

describe('the site app', () => {
  it.each(CONTENT_READS)(
    'answers GET %s so a CDN may keep it: shared max-age, revalidation, weak ETag, 304, gzip',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      const cacheControl = res.headers.get('cache-control') ?? '';
      expect(cacheControl).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+/);
      expect(res.headers.get('netlify-cdn-cache-control')).toContain('s-maxage=');
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      const etag = res.headers.get('etag')!;
      expect(etag).toMatch(/^W\//);
      const again = await get(path, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.headers.get('cache-control')).toBe(cacheControl);
      const zipped = await get(path, { 'accept-encoding': 'gzip, deflate' });
      const body = await res.text();
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(body);
    },
  );

  it('answers HEAD on a content read with its headers', async () => {
    const head = await get('/api/books', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toMatch(/^W\//);
  });

  it('answers errors on content paths with no-store and the security headers', async () => {
    for (const [path, status] of [
      ['/api/books/Crownless', 400],
      ['/api/books/no-such-book', 404],
    ] as const) {
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

  it('answers an unknown page, with or without .html, with the app and a 404; an unknown file with a plain 404', async () => {
    for (const path of ['/no-such-page', '/no-such-page.html', '/no-such-page/index.htm']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await res.text(), path).toContain('<div id="root">');
    }
    const file = await get('/no-such-file.js');
    expect(file.status).toBe(404);
    expect(file.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('keeps the API answers for unknown API paths and the request rules', async () => {
    const unknown = await get('/api/nope');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Not found.' });
    const post = await server.fetch(
      new Request('http://localhost/.netlify/functions/submit-quote-request', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'x',
      }),
    );
    expect(post.status).toBe(415);
    expect(csp(post)).toBe(DATA_CSP);
  });
});
