import { test, expect } from './fixtures';

/*
 * Decision 123 on Netlify's runtime: a preview answer (here the refusal: the deploy suite sets no
 * PREVIEW_SECRET, so production has no previews) carries nothing a CDN may keep, whatever
 * `_headers` adds; a public content page is tagged for the go-live purge.
 */

test('a preview answer is private, no-store and noindex, with no CDN header or tag', async ({ request }) => {
  const res = await request.get('/books/the-harbour-ledger?preview=p1.e30.AAAA');
  expect(res.status()).toBe(404);
  const headers = res.headers();
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['netlify-cdn-cache-control']).toBeUndefined();
  expect(headers['netlify-cache-tag']).toBeUndefined();
  expect(await res.text()).toContain('Previews are not available');
});

test('a public book page carries its cache tags; the draft is not there', async ({ request }) => {
  const page = await request.get('/books/crownless');
  expect(page.status()).toBe(200);
  expect(page.headers()['netlify-cache-tag']).toBe('content,books,books:crownless');
  expect((await request.get('/books/the-harbour-ledger')).status()).toBe(404);
});
