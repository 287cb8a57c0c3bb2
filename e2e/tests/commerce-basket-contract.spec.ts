import type { Page } from '@playwright/test';
import { expect, expectRemote, holdRequests, test, quiet } from '../support/fixtures';
import { budget } from '../support/machine';

/*
 * Commerce owns the basket (issue 16, decision 108) and lends its buy box and mini-basket as
 * fragments (issue 26, decision 136): a book page of the catalogue holds commerce's buy box in its
 * first HTML, loads its code only when a reader reaches for it, and adds to commerce's basket
 * through it; the header shows commerce's mini-basket once the basket holds something.
 */

const commerceScripts = (scripts: readonly string[]) => scripts.filter((p) => p.startsWith('/remotes/commerce/'));

/** Copies of books in commerce's basket, as stored. */
const copiesInBasket = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('ashgrove-press:basket') ?? '[]') as { quantity: number }[]).reduce(
      (n, line) => n + line.quantity,
      0,
    ),
  );

test('a book page adds through commerce’s buy box, without commerce’s pages; the header shows commerce’s mini-basket', async ({
  page,
  decideConsent,
}) => {
  await decideConsent();
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.request.get('/books/the-salt-orchard'); // a cold server may give up on its render (1.5 s)
  // The first HTML holds commerce's box, rendered by its server module into the catalogue's marker.
  const html = await (await page.request.get('/books/the-salt-orchard')).text();
  await page.goto('/books/the-salt-orchard');
  await expectRemote(page, 'catalogue');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /^Basket/ })).toHaveCount(0);

  expect(html).toMatch(
    /<div data-fragment="commerce\/buy-box" data-fragment-props="[^"]+"><section class="card commerce-buy-box"/,
  );
  expect(html).toContain('>Add to basket</button>');
  const box = page.locator('section.commerce-buy-box');
  await expect(box.getByRole('button', { name: 'Add to basket' })).toBeVisible();
  // The box is on the page, and nothing of commerce has run yet.
  await quiet(page);
  expect(commerceScripts(scripts)).toEqual([]);

  await box.getByLabel('Quantity').selectOption('2');
  await box.getByRole('button', { name: 'Add to basket' }).click();
  await expect(box.getByText('Added 2 copies to your basket.')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();
  // Commerce's entry and its fragments ran; none of its pages did.
  const commerce = commerceScripts(scripts);
  const { entry } = (await (await page.request.get('/remotes/commerce/routes.json')).json()) as { entry: string };
  expect(commerce).toContain(`/remotes/commerce/${entry}`);
  expect(commerce.some((p) => /\/buy-box-fragment-[\w-]+\.js$/.test(p))).toBe(true);
  expect(commerce.filter((p) => /\/(basket|calculator|thank-you|my-purchases)-[\w-]+\.js$/.test(p))).toEqual([]);

  // The count on another remote's page, and after a reload.
  await page.getByRole('link', { name: 'About', exact: true }).first().click();
  await expectRemote(page, 'catalogue');
  await expect(header.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();
  await page.goto('/education');
  await expect(header.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();

  // Commerce's own basket page shows the same lines; emptying it there empties the header.
  await header.getByRole('link', { name: 'Basket, 2 items' }).click();
  await expectRemote(page, 'commerce');
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByText('The Salt Orchard')).toBeVisible();
  await page
    .getByRole('button', { name: /Remove/ })
    .first()
    .click();
  await expect(header.getByRole('link', { name: /^Basket/ })).toHaveCount(0);
});

test('an empty basket loads no commerce code on any page', async ({ page, decideConsent }) => {
  await decideConsent();
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/education');
  await expectRemote(page, 'education');
  await page.goto('/');
  await expectRemote(page, 'catalogue');
  await quiet(page);
  expect(commerceScripts(scripts)).toEqual([]);
});

test('a press on Add to basket before the box’s code has arrived adds once, when it arrives', async ({
  page,
  decideConsent,
}) => {
  await decideConsent();
  const release = await holdRequests(page, '**/remotes/commerce/**');
  await page.goto('/books/the-salt-orchard');
  await expectRemote(page, 'catalogue');
  const box = page.locator('section.commerce-buy-box');
  const add = box.getByRole('button', { name: 'Add to basket' });
  await add.evaluate((el) => ((el as Element & { fromServer?: true }).fromServer = true));
  // Pressed twice while commerce's code is held back: one press, performed once.
  await add.click();
  await add.click();
  await quiet(page);
  expect(await copiesInBasket(page)).toBe(0);
  release();
  await expect(box.getByText('Added 1 copy to your basket.')).toBeVisible();
  await quiet(page);
  expect(await copiesInBasket(page)).toBe(1);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
  // Commerce hydrated the server's box in place: the very button the server sent is now its own.
  expect(await add.evaluate((el) => (el as Element & { fromServer?: true }).fromServer)).toBe(true);
  // Live now: a press is the box's own, and adds again.
  await add.click();
  await expect(box.getByText('Added 1 copy to your basket.')).toBeVisible();
  await expect.poll(() => copiesInBasket(page)).toBe(2);
});

test('with commerce down, Add to basket says the basket could not be reached; the page and header stay', async ({
  page,
  decideConsent,
}) => {
  test.setTimeout(budget(45_000));
  await decideConsent();
  await page.route('**/remotes/commerce/**', (route) => route.abort());
  await page.goto('/books/the-salt-orchard');
  await expectRemote(page, 'catalogue');
  const box = page.locator('.cat-physical-slot');
  await box.getByRole('button', { name: 'Add to basket' }).click();
  await expect(box.getByRole('alert')).toHaveText(
    'The basket could not be reached just now. Please try again in a moment.',
    { timeout: budget(15_000) },
  );
  await expect(box.getByRole('button', { name: 'Add to basket' })).toBeEnabled();
  // The rest of the book page works.
  await expect(page.getByRole('heading', { level: 1, name: 'The Salt Orchard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Books' })).toBeVisible();
  expect(await copiesInBasket(page)).toBe(0);
});

test('with commerce down and a basket stored, the header still links to the basket', async ({
  page,
  decideConsent,
}) => {
  await decideConsent();
  await page.addInitScript(() => localStorage.setItem('ashgrove-press:shell:basket-count', '2'));
  await page.route('**/remotes/commerce/**', (route) => route.abort());
  await page.goto('/books');
  await expectRemote(page, 'catalogue');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Basket', exact: true })).toHaveAttribute(
    'href',
    '/basket',
  );
});

for (const width of [1280, 768, 390])
  test(`a book page reached in the browser holds the box’s room while its code loads, then shows it (${width} px)`, async ({
    page,
    decideConsent,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await decideConsent();
    await page.goto('/books');
    await expectRemote(page, 'catalogue');
    const release = await holdRequests(page, '**/remotes/commerce/**');
    await page
      .getByRole('link', { name: /The Salt Orchard/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Salt Orchard' })).toBeVisible();
    const placeholder = page.locator('.cat-physical-slot > [aria-busy="true"]');
    await expect(placeholder).toBeVisible();
    const held = (await placeholder.boundingBox())?.height ?? 0;
    release();
    const box = page.locator('section.commerce-buy-box');
    await expect(box.getByRole('button', { name: 'Add to basket' })).toBeVisible();
    await expect(placeholder).toHaveCount(0);
    const shown = (await box.boundingBox())?.height ?? 0;
    expect(Math.abs(held - shown)).toBeLessThan(shown * 0.1);
  });
