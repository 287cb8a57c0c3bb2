import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, expectRemote } from '../support/fixtures';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

/*
 * Issue 27 item 1 (decision 123): a draft book is nowhere public, and the publisher's signed
 * preview link (made with the documented command) shows its page as it will look, with the
 * Preview banner and noindex; a tampered link is refused with a readable page.
 */
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api');
const DRAFT = '/books/the-harbour-ledger';

/** `corepack pnpm --filter api run preview-link <path> 1`, run as the tool itself. */
function previewLink(pagePath: string, baseURL: string): string {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'tools/preview-link.ts', pagePath, '1'], {
    cwd: API_DIR,
    env: { ...process.env, SITE_URL: baseURL, PREVIEW_SECRET: '' },
    encoding: 'utf8',
  });
  const link = new URL(out.trim());
  return `${link.pathname}${link.search}`;
}

test.beforeEach(async ({ decideConsent }) => decideConsent());

test('a draft book is absent from /books, /search, the sitemap and the API', async ({ page, request }) => {
  await page.goto('/books');
  await expectRemote(page, 'catalogue');
  await expect(page.getByRole('link', { name: 'Crownless' }).first()).toBeVisible();
  await expect(page.getByText('The Harbour Ledger')).toHaveCount(0);
  await page.goto('/search?q=harbour%20ledger');
  await expectRemote(page, 'catalogue');
  await expect(page.getByText('The Harbour Ledger')).toHaveCount(0);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('the-harbour-ledger');
  expect((await request.get('/api/books/the-harbour-ledger')).status()).toBe(404);
  expect((await request.get(DRAFT)).status()).toBe(404);
});

test('its preview link shows the page with the banner and noindex, and nothing else changes', async ({
  page,
  baseURL,
}) => {
  const link = previewLink(DRAFT, baseURL!);
  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect(response?.headers()['netlify-cdn-cache-control']).toBeUndefined();
  await expectRemote(page, 'catalogue');
  await expect(page.getByRole('status').filter({ hasText: 'Preview:' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The Harbour Ledger', level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The same page without the link is still not found, for this visitor as for any other.
  const plain = await page.goto(DRAFT);
  expect(plain?.status()).toBe(404);
  await expect(page.locator('[data-preview-banner]')).toHaveCount(0);
});

test('a tampered preview link is refused with a readable page', async ({ page, baseURL }) => {
  const link = previewLink(DRAFT, baseURL!);
  // One character of the signature changed (its first: every bit of it counts).
  const [before, signature] = [link.slice(0, link.lastIndexOf('.') + 1), link.slice(link.lastIndexOf('.') + 1)];
  const tampered = `${before}${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
  const response = await page.goto(tampered, { waitUntil: 'load' });
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'This preview link is not valid' })).toBeVisible();
  expect(response?.headers()['cache-control']).toBe('private, no-store');
});
