import type { Page } from '@playwright/test';
import { expect, expectRemote, test } from '../support/fixtures';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

/*
 * The buy box's look is commerce's (decision 136): its style sheet is in the book page's first HTML
 * when the server rendered the box into the page, and comes with the box's module when the browser
 * renders it (a client-side navigation); either way the box is never on the page without it.
 */

/** The box's look as commerce's style sheet sets it (1.25rem 1.5rem, 460 px). */
const STYLED = { maxWidth: '460px', padding: '20px 24px', priceSize: '24px' };

/** Records the box's computed look each time one enters the page, before it is painted. */
async function watchBoxes(page: Page) {
  await page.addInitScript(() => {
    const looks: { maxWidth: string; padding: string; priceSize: string }[] = [];
    (window as unknown as { boxLooks: typeof looks }).boxLooks = looks;
    const record = (box: Element) => {
      const style = getComputedStyle(box);
      const price = box.querySelector('.commerce-buy-box-price');
      looks.push({
        maxWidth: style.maxWidth,
        padding: style.padding,
        priceSize: price ? getComputedStyle(price).fontSize : '',
      });
    };
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('section.commerce-buy-box')) record(node);
          node.querySelectorAll('section.commerce-buy-box').forEach(record);
        }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Every look recorded so far was the styled one (and there was at least one). */
async function expectStyledOnly(page: Page) {
  const seen = await page.evaluate(() => (window as unknown as { boxLooks: unknown[] }).boxLooks);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen).toEqual(seen.map(() => STYLED));
}

test('a book page’s first HTML holds the box’s styles: styled as it is parsed, before any of commerce’s code', async ({
  page,
  decideConsent,
}) => {
  await decideConsent();
  await watchBoxes(page);
  const commerce: string[] = [];
  // Scripts run (prefetches of the links in view are not).
  page.on(
    'request',
    (r) => r.resourceType() === 'script' && r.url().includes('/remotes/commerce/') && commerce.push(r.url()),
  );
  await page.request.get('/books/crownless'); // a cold server may give up on its render (1.5 s)
  await page.goto('/books/crownless');
  await expectRemote(page, 'catalogue');
  const box = page.locator('section.commerce-buy-box');
  await expect(box.getByRole('button', { name: 'Add to basket' })).toBeVisible();
  await expectStyledOnly(page);
  expect(commerce).toEqual([]);
  // The page's own copy of the box is the one hydrated: still styled once commerce's code is live.
  await box.getByLabel('Quantity').selectOption('2');
  await box.getByRole('button', { name: 'Add to basket' }).click();
  await expect(box.getByText('Added 2 copies to your basket.')).toBeVisible();
  await expect(box).toHaveCSS('max-width', STYLED.maxWidth);
  await expect(box.locator('.commerce-buy-box-added')).toHaveCSS('margin-top', '8px');
});

test('a book page reached in the browser gets the box’s styles with its module, before the box shows', async ({
  page,
  decideConsent,
}) => {
  await decideConsent();
  await watchBoxes(page);
  await page.goto('/books');
  await expectRemote(page, 'catalogue');
  await page
    .getByRole('link', { name: /The Salt Orchard/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Salt Orchard' })).toBeVisible();
  const box = page.locator('section.commerce-buy-box');
  await expect(box.getByRole('button', { name: 'Add to basket' })).toBeVisible();
  await expectStyledOnly(page);
  await expect(box).toHaveCSS('padding', STYLED.padding);
});
