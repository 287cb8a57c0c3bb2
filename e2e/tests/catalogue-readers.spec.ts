import type { Page } from '@playwright/test';
import { test, expect, expectRemote, holdRequests, openInApp } from '../support/fixtures';

// Pages read only: one warm browser context per worker (support/fixtures.ts, decision 138).
test.use({ warmCache: true });

/** A real signed token from the Collector's verification, stored where the portal stores it. */
async function storeVerifiedAccess(page: Page, baseURL: string) {
  const res = await page.request.post('/.netlify/functions/verify-gumroad-purchase', {
    headers: { origin: baseURL, 'content-type': 'application/json' },
    data: { email: 'reader@example.com', orderNumber: 'SAMPLE-CROWNLESS-1001', bookSlug: 'crownless' },
  });
  expect(res.ok()).toBe(true);
  const { access } = await res.json();
  await page.addInitScript(
    ([token, expiresAt]) =>
      localStorage.setItem('ashgrove-press:flipbook:crownless', JSON.stringify({ token, expiresAt })),
    [access.accessToken, access.expiresAt] as const,
  );
}

test.describe('sample reader', () => {
  test.beforeEach(async ({ decideConsent }) => decideConsent());

  test('embeds the sample with purchase links and the sample downloads', async ({ page, consoleLog }) => {
    // The sample's document loads once: not in the first HTML and again when the page goes live.
    const sampleLoads: string[] = [];
    page.on(
      'request',
      (r) => r.resourceType() === 'document' && r.url().includes('/samples/') && sampleLoads.push(r.url()),
    );
    await page.goto('/read/crownless');
    await expectRemote(page, 'catalogue');
    await expect(page.getByRole('heading', { level: 1, name: 'Crownless: Free Sample' })).toBeVisible();
    const frame = page.frameLocator('iframe[title="Free sample of Crownless"]');
    await expect(frame.locator('body')).not.toBeEmpty();
    await expect(page.locator('[data-preview-state="loaded"]')).toBeVisible();
    expect(sampleLoads).toHaveLength(1);
    await expect(page.getByRole('link', { name: /^Buy Print/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download Sample PDF' })).toHaveAttribute(
      'href',
      '/media/files/crownless-sample.pdf',
    );
    await expect(page.getByRole('link', { name: 'Download Sample EPUB' })).toHaveAttribute(
      'href',
      '/media/files/crownless-sample.epub',
    );
    // Crownless has no full PDF or EPUB on sale: those buttons are absent.
    await expect(page.getByRole('link', { name: /Download Full/ })).toHaveCount(0);
    expect(consoleLog.errors).toEqual([]);
  });

  test('creates the frame in a task of its own, not in the commit that hydrates the page', async ({ page }) => {
    // A MutationObserver's call holds what one task added. The page's <title> is React's, added by the commit
    // that hydrates the server's page; a frame created in that task too made one long task of the two (the
    // /read/ pages' TBT, decision 132).
    await page.addInitScript(() => {
      const calls: string[][] = [];
      Object.assign(window, { __added: calls });
      new MutationObserver((records) =>
        calls.push(records.flatMap((r) => [...r.addedNodes].map((n) => n.nodeName))),
      ).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/read/crownless');
    await expectRemote(page, 'catalogue');
    await expect(page.locator('iframe[title="Free sample of Crownless"]')).toHaveCount(1);
    const calls = await page.evaluate(() => (window as unknown as { __added: string[][] }).__added);
    expect(calls.filter((c) => c.includes('IFRAME'))).toEqual([expect.not.arrayContaining(['TITLE'])]);
  });

  test('says Sample not available for this book when there is none', async ({ page }) => {
    await page.goto('/read/a-grammar-of-small-rooms');
    await expect(page.getByText('Sample not available for this book')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('an unknown book says Book not found', async ({ page }) => {
    await page.goto('/read/no-such-book');
    await expect(page.getByRole('heading', { level: 1, name: 'Book not found' })).toBeVisible();
  });

  test('shows full downloads when the book has them', async ({ page }) => {
    await page.route('**/api/books/crownless', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.book.fullPdfUrl = '/media/files/crownless-full.pdf';
      body.book.fullEpubUrl = '/media/files/crownless-full.epub';
      await route.fulfill({ response: res, json: body });
    });
    await openInApp(page, '/read/crownless');
    await expect(page.getByRole('link', { name: 'Download Full PDF' })).toHaveAttribute(
      'href',
      '/media/files/crownless-full.pdf',
    );
    await expect(page.getByRole('link', { name: 'Download Full EPUB' })).toHaveAttribute(
      'href',
      '/media/files/crownless-full.epub',
    );
  });
});

test.describe('full flipbook', () => {
  test.beforeEach(async ({ decideConsent }) => decideConsent());

  test('without a verified purchase: access required, with the way to verify', async ({ page }) => {
    await page.goto('/read/full/crownless');
    await expect(page.locator('[data-flipbook-state="access-required"]')).toBeVisible();
    await expect(page.getByText('Please verify your purchase to access this content.')).toBeVisible();
    // My Purchases proves either edition: a full-flipbook order opens here, a Collector's one the portal.
    await expect(page.getByRole('link', { name: 'Verify Your Purchase' })).toHaveAttribute(
      'href',
      '/my-purchases?product=flipbook',
    );
    await expect(page).toHaveTitle('Crownless Full Flipbook | Ashgrove Press');
  });

  test('with a verified purchase: shows the self-hosted flipbook', async ({ page, baseURL, consoleLog }) => {
    await storeVerifiedAccess(page, baseURL!);
    await page.goto('/read/full/crownless');
    await expect(page.locator('[data-flipbook-state="content"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Crownless Full Flipbook' })).toBeVisible();
    const frame = page.locator('iframe[title="Crownless: full flipbook"]');
    await expect(frame).toHaveAttribute('src', /^\/flipbooks\/crownless\//);
    await expect(page.frameLocator('iframe[title="Crownless: full flipbook"]').locator('body')).not.toBeEmpty();
    await expect(page).toHaveTitle('Crownless Full Flipbook | Ashgrove Press');
    expect(consoleLog.errors).toEqual([]);
  });

  test("the whole journey: Verify Your Purchase, My Purchases, the Collector's portal, then the flipbook opens", async ({
    page,
  }) => {
    await page.goto('/read/full/crownless');
    await page.getByRole('link', { name: 'Verify Your Purchase' }).click();
    await expect(page).toHaveURL(/\/my-purchases\?product=flipbook$/);
    await page.getByLabel('Email address').fill('reader@example.com');
    await page.getByLabel('Order number').fill('SAMPLE-CROWNLESS-1001');
    await page.getByRole('button', { name: 'Access My Purchase' }).click();
    // A Collector's Edition order: the portal, prefilled, as the spec's My Purchases does.
    await expect(page).toHaveURL(/\/collectors-edition\?email=reader%40example\.com&order=SAMPLE-CROWNLESS-1001$/);
    await page.getByRole('button', { name: "Access Collector's Edition" }).click();
    await expect(page.getByText(/Licensed to/)).toBeVisible();
    await page.goto('/read/full/crownless');
    await expect(page.locator('[data-flipbook-state="content"] iframe')).toHaveAttribute(
      'src',
      /^\/flipbooks\/crownless\//,
    );
  });

  test('a token the server rejects is forgotten and access is asked again', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        'ashgrove-press:flipbook:crownless',
        JSON.stringify({ token: 'v1.forged.token', expiresAt: '2099-01-01T00:00:00Z' }),
      ),
    );
    await page.goto('/read/full/crownless');
    await expect(page.locator('[data-flipbook-state="access-required"]')).toBeVisible();
    await expect(page.getByText('Access verification failed')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('ashgrove-press:flipbook:crownless'))).toBeNull();
  });

  test('loading, then the Flipbook Error panel with the spec messages', async ({ page }) => {
    const release = await holdRequests(page, '**/api/books/no-such-book');
    await openInApp(page, '/read/full/no-such-book');
    await expect(page.getByRole('status').getByText('Loading flipbook...')).toBeVisible();
    release();
    const panel = page.locator('[data-flipbook-state="error"]');
    await expect(panel.getByRole('heading', { level: 1, name: 'Flipbook Error' })).toBeVisible();
    await expect(panel.getByText('Book not found')).toBeVisible();

    // A book without a full flipbook cannot open the viewer.
    await page.goto('/read/full/the-salt-orchard');
    await expect(
      page.locator('[data-flipbook-state="error"]').getByText('Failed to initialize flipbook viewer'),
    ).toBeVisible();
  });

  test('error messages for a failed book load, bad book data and a failed access check', async ({ page, baseURL }) => {
    await storeVerifiedAccess(page, baseURL!);
    let book: 'fail' | 'invalid' | 'ok' = 'fail';
    await page.route('**/api/books/crownless', (route) => {
      if (book === 'fail') return route.fulfill({ status: 500, json: { error: 'Boom.' } });
      if (book === 'invalid') return route.fulfill({ json: { book: { slug: 'crownless' } } });
      return route.fallback();
    });
    await page.route('**/.netlify/functions/generate-flipbook-access', (route) =>
      route.fulfill({ status: 503, json: { error: 'Down.' } }),
    );
    const panel = page.locator('[data-flipbook-state="error"]');
    await openInApp(page, '/read/full/crownless');
    await expect(panel.getByText('Failed to load book')).toBeVisible();
    book = 'invalid';
    await openInApp(page, '/read/full/crownless');
    await expect(panel.getByText('Invalid book data')).toBeVisible();
    book = 'ok';
    await openInApp(page, '/read/full/crownless');
    await expect(panel.getByText('Failed to verify access')).toBeVisible();
  });

  test('a secure URL that does not load says Failed to load flipbook content', async ({ page, baseURL }) => {
    await storeVerifiedAccess(page, baseURL!);
    await page.route('**/flipbooks/crownless/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/read/full/crownless');
    await expect(
      page.locator('[data-flipbook-state="error"]').getByText('Failed to load flipbook content'),
    ).toBeVisible();
  });
});
