import type { Page } from '@playwright/test';
import { expect, holdRequests, remotePage, test } from '../support/fixtures';

/*
 * Pages of the catalogue and education remotes, and the pages of commerce and the Architect that are the
 * same for everyone, arrive rendered by the server (docs/decisions/087), and the remote hydrates
 * that HTML in place (docs/decisions/132): what the visitor does in it before the remote has
 * started carries over.
 */

/**
 * Holds the remote's entry (under either name: remoteEntry.js, or the content-named copy this deploy
 * names, decision 114) until `release()`: the page stays exactly as the server sent it.
 */
const holdRemote = (page: Page, remote: string) => holdRequests(page, `**/remotes/${remote}/remoteEntry*.js*`);

test.beforeEach(async ({ decideConsent }) => decideConsent());

test('the first HTML carries the page itself, its content and its styles', async ({ request }) => {
  const html = await (await request.get('/books/crownless')).text();
  expect(html).toMatch(
    /<div class="server-outlet" data-server-outlet=""><link[^>]*><div data-boundary="mfe-catalogue" data-page="book-detail"/,
  );
  expect(html).toContain('<h1>Crownless</h1>');
  // The remote's styles are inlined (allowed by hash: a blocked one would leave the page unstyled,
  // which the no-JavaScript test below would see).
  expect(html).toMatch(/<style>[^<]*\.cat-[\s\S]*?<\/style>\s*<script type="application\/json" id="server-render">/);
  expect(html).toContain('<script type="application/json" id="server-render">');
  const education = await (await request.get('/education')).text();
  expect(education).toContain('data-boundary="mfe-education"');
  // A book that does not exist: its not-found state, rendered from the API's 404, with a 404 status.
  const missing = await request.get('/books/no-such-book');
  expect(missing.status()).toBe(404);
  const missingHtml = await missing.text();
  expect(missingHtml).toContain('<h1>Book Not Found</h1>');
  expect(missingHtml).not.toContain('data-remote-state="loading"');
});

test('commerce and the Architect render their pages that are the same for everyone, and only those', async ({
  request,
}) => {
  const pages = [
    ['/architect-method', 'architect', '<h1>The Architect&#x27;s Method</h1>'],
    ['/architect-privacy', 'architect', '<h1>Privacy Policy'],
    ['/cover-creator/index.html', 'commerce', '<h1>Cover Creator Guide</h1>'],
    ['/sound-craftery/index.html', 'commerce', '<h1>'],
  ] as const;
  for (const [path, remote, heading] of pages) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<div data-boundary="mfe-${remote}"`);
    expect(html, path).toContain(heading);
  }
  // A visitor's own pages (a basket, a saved identity on pricing) are the browser's to render.
  for (const path of ['/basket', '/architect-method/pricing', '/calculator'])
    expect(await (await request.get(path)).text(), path).toContain('data-remote-state="loading"');
});

test('with no JavaScript at all the page is there, styled, with working links', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/books/crownless');
  await expect(page.getByRole('heading', { level: 1, name: 'Crownless' })).toBeVisible();
  const cover = page.getByRole('img', { name: 'Cover of Crownless' });
  await expect(cover).toBeVisible();
  expect((await cover.boundingBox())!.width).toBeLessThan(500); // the remote's styles apply
  await page.getByRole('link', { name: 'Back to Books' }).click();
  await expect(page).toHaveURL(/\/books$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Books' })).toBeVisible();
  await context.close();
});

test('the remote takes over without asking for the content again', async ({ page }) => {
  const reads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) reads.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(remotePage(page, 'catalogue')).toBeVisible();
  // Hydrated in place: the server's element is the remote's own root.
  await expect(page.locator('[data-server-outlet] > [data-boundary][data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Preview Book: Crownless' })).toBeVisible();
  expect(reads).toEqual([]);
});

test('a button pressed before the remote has started is pressed when it has', async ({ page }) => {
  const release = await holdRemote(page, 'catalogue');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Preview Book: Crownless' }).click();
  await expect(remotePage(page, 'catalogue')).toHaveCount(0);
  release();
  const dialog = page.getByRole('dialog', { name: 'Crownless' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Preview Book: Crownless' })).toBeFocused();
});

test('what is typed and where focus is carry over to the remote', async ({ page }) => {
  const release = await holdRemote(page, 'catalogue');
  await page.goto('/books/the-salt-orchard', { waitUntil: 'domcontentloaded' });
  const quantity = page.locator('section.commerce-buy-box').getByLabel('Quantity');
  await quantity.selectOption('3');
  await quantity.focus();
  await expect(remotePage(page, 'catalogue')).toHaveCount(0);
  release();
  await expect(remotePage(page, 'catalogue')).toBeVisible();
  await expect(quantity).toHaveValue('3');
  await expect(quantity).toBeFocused();
  // The remote's state has the value too, not just the element: it is what gets added.
  await page.locator('section.commerce-buy-box').getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added 3 copies to your basket.')).toBeVisible();
});
