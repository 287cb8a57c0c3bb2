import { createHash } from 'node:crypto';
import { test, expect, expectRemote } from './fixtures';

/*
 * Decision 136 on Netlify's runtime: the catalogue's book page (rendered by the module the catalogue's
 * own origin publishes) holds commerce's buy box, rendered by this deploy's commerce, and the box's
 * style sheet, commerce's, in the first HTML: inlined in the head and allowed by its hash in the
 * function's CSP, so the box is styled from the first paint.
 */

test("a book page's first HTML holds commerce's box with commerce's styles, allowed by the CSP", async ({
  request,
  page,
  decideConsent,
}) => {
  const res = await request.get(`/books/crownless?fresh=${Date.now()}`);
  const html = await res.text();
  expect(html).toMatch(
    /<div data-fragment="commerce\/buy-box" data-fragment-props="[^"]+"><section class="card commerce-buy-box"/,
  );
  const head = html.slice(0, html.indexOf('</head>'));
  const sheet = /<style>([^<]*\.commerce-buy-box\{[^<]*)<\/style>/.exec(head)?.[1];
  expect(sheet, "commerce's box styles in the head").toBeDefined();
  const hash = createHash('sha256')
    .update(sheet ?? '')
    .digest('base64');
  expect(res.headers()['content-security-policy']).toContain(`'sha256-${hash}'`);

  await decideConsent();
  await page.goto('/books/crownless');
  await expectRemote(page, 'catalogue');
  const box = page.locator('section.commerce-buy-box');
  await expect(box).toHaveCSS('max-width', '460px');
  await expect(box).toHaveCSS('padding', '20px 24px');
});
