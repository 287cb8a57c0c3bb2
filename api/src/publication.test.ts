import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { publishSiteRoutes } from './testing/site-routes';
import { publishCatalogueServerModule } from './testing/head-test-support';
import { composeApp } from './compose';
import { parseEnv } from './env';
import { DEVELOPMENT_PREVIEW_SECRET, signPreview } from './services/preview-link';
import { booksUnpublished } from './adapters/local/sample-books-unpublished';

// Drafts and scheduled items through the composed site on the embedded sample (decision 123).
const root = mkdtempSync(join(tmpdir(), 'publication-'));
mkdirSync(join(root, 'shell/dist'), { recursive: true });
writeFileSync(
  join(root, 'shell/dist/index.html'),
  '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
);
publishSiteRoutes(root);
// The catalogue's pages get their heads and 404s from its server module (decision 127).
publishCatalogueServerModule(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

const env = parseEnv({ DATA_DIR: join(root, 'data'), SITE_ROOT: root, AIRTABLE_TOKEN: '', RECORDS_BACKEND: 'local' });
const server = composeApp(env).app;
const get = (path: string) => Promise.resolve(server.fetch(new Request(`http://localhost${path}`)));
const DRAFT = 'the-harbour-ledger';
const SCHEDULED = 'a-winter-almanac';
const publishAt = Date.parse(String(booksUnpublished[1]!.fields['Publish At']));
const token = (path: string, expiresAt = Date.now() + 3_600_000) =>
  encodeURIComponent(signPreview(DEVELOPMENT_PREVIEW_SECRET, path, expiresAt));
const slugsOf = async (path: string) => {
  const body = (await (await get(path)).json()) as { books: { slug: string }[]; pages: number };
  expect(body.pages).toBe(1);
  return body.books.map((b) => b.slug);
};

describe('unpublished items are nowhere public', () => {
  it('are absent from /api/books and answer 404 by slug', async () => {
    const slugs = await slugsOf('/api/books');
    expect(slugs).toContain('crownless');
    expect(slugs).not.toContain(DRAFT);
    expect(slugs).not.toContain(SCHEDULED);
    expect((await get(`/api/books/${DRAFT}`)).status).toBe(404);
    expect((await get(`/api/books/${SCHEDULED}`)).status).toBe(404);
  });

  it('are absent from search, the sitemap and their pages (404, no JSON-LD)', async () => {
    expect(JSON.stringify(await (await get('/api/search?q=harbour%20ledger')).json())).not.toContain(DRAFT);
    expect(JSON.stringify(await (await get('/api/search?q=winter%20almanac')).json())).not.toContain(SCHEDULED);
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain('/books/crownless');
    expect(sitemap).not.toContain(DRAFT);
    expect(sitemap).not.toContain(SCHEDULED);
    const page = await get(`/books/${DRAFT}`);
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).not.toContain('The Harbour Ledger');
    expect(html).not.toContain('application/ld+json');
  });
});

describe('a signed preview link', () => {
  it('shows the draft page with the banner, noindex, and nothing a shared cache may keep', async () => {
    const path = `/books/${DRAFT}`;
    const res = await get(`${path}?preview=${token(path)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('The Harbour Ledger');
    expect(html).toContain('data-preview-banner');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow" \/>/);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('netlify-cdn-cache-control')).toBeNull();
    expect(res.headers.get('netlify-cache-tag')).toBeNull();
    // The banner's style is allowed by the CSP.
    expect(res.headers.get('content-security-policy')).toMatch(/style-src[^;]*'sha256-/);
  });

  it('leaves nothing behind: the public reads after it still hide the draft', async () => {
    const list = '/books';
    expect((await get(`${list}?preview=${token(list)}`)).status).toBe(200);
    expect((await get(`/books/${DRAFT}?preview=${token(`/books/${DRAFT}`)}`)).status).toBe(200);
    expect(await slugsOf('/api/books')).not.toContain(DRAFT);
    expect((await get(`/api/books/${DRAFT}`)).status).toBe(404);
    const page = await get(`/books/${DRAFT}`);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('data-preview-banner');
  });

  it('refuses an expired, tampered or other page token with a readable page', async () => {
    const path = `/books/${DRAFT}`;
    const expired = await get(`${path}?preview=${token(path, Date.now() - 1000)}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This preview link has expired');
    const good = decodeURIComponent(token(path));
    const tampered = await get(`${path}?preview=${encodeURIComponent(`${good.slice(0, -2)}xy`)}`);
    expect(tampered.status).toBe(403);
    expect(await tampered.text()).toContain('This preview link is not valid');
    const other = await get(`/books/${SCHEDULED}?preview=${token(path)}`);
    expect(other.status).toBe(403);
    expect(await other.text()).toContain('This preview link is for another page');
    for (const res of [expired, tampered, other]) {
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(res.headers.get('netlify-cdn-cache-control')).toBeNull();
    }
  });
});

describe('publishing on a date', () => {
  it('shows a scheduled book once its time passes, with no rebuild, past the response cache', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(publishAt - 60_000);
    expect(await slugsOf('/api/books')).not.toContain(SCHEDULED);
    expect((await get(`/books/${SCHEDULED}`)).status).toBe(404);
    vi.setSystemTime(publishAt + 1000);
    // /api/books was kept by the response cache a minute ago: the copy is out of date now.
    expect(await slugsOf('/api/books')).toContain(SCHEDULED);
    expect((await get(`/api/books/${SCHEDULED}`)).status).toBe(200);
    const page = await get(`/books/${SCHEDULED}`);
    expect(page.status).toBe(200);
    expect(await (await get('/sitemap.xml')).text()).toContain(`/books/${SCHEDULED}`);
    // The draft stays a draft whatever the date.
    expect(await slugsOf('/api/books')).not.toContain(DRAFT);
  });
});

describe('CDN cache tags', () => {
  it('tag content answers and pages by kind and slug, so a go-live purge reaches them', async () => {
    expect((await get('/api/books')).headers.get('netlify-cache-tag')).toBe('content,books');
    expect((await get('/api/books/crownless')).headers.get('netlify-cache-tag')).toBe('content,books,books:crownless');
    const page = await get('/books/crownless');
    expect(page.headers.get('netlify-cdn-cache-control')).not.toBeNull();
    expect(page.headers.get('netlify-cache-tag')).toBe('content,books,books:crownless');
    expect((await get('/read/full/crownless')).headers.get('netlify-cache-tag')).toBe('content,books,books:crownless');
    expect((await get('/')).headers.get('netlify-cache-tag')).toBe('content,books,stories,authors,music,podcast');
    // Not kept by the CDN: no tag.
    expect((await get(`/books/${DRAFT}`)).headers.get('netlify-cache-tag')).toBeNull();
  });
});
