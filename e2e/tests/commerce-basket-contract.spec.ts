import { expect, expectRemote, test } from '../support/fixtures';

/*
 * Commerce owns the basket (issue 16, decision 108). A book page of the catalogue asks commerce to add
 * to it (an event whose type lives in shared/); the shell loads commerce's basket service alone when
 * no commerce code is on the page, and shows the count commerce announces, on every page.
 */

test('a book page adds through commerce’s basket service, without commerce’s pages; the header count follows', async ({
  page,
  decideConsent,
}) => {
  await decideConsent();
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/books/the-salt-orchard');
  await expectRemote(page, 'catalogue');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /^Basket/ })).toHaveCount(0);
  // Nothing of commerce has run on this page yet.
  expect(scripts.filter((p) => p.startsWith('/remotes/commerce/'))).toEqual([]);

  const box = page.locator('section.cat-physical');
  await box.getByLabel('Quantity').selectOption('2');
  await box.getByRole('button', { name: 'Add to basket' }).click();
  await expect(box.getByText('Added 2 copies to your basket.')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();
  // Commerce's entry and its basket service ran; none of its pages did.
  const commerce = scripts.filter((p) => p.startsWith('/remotes/commerce/'));
  const { entry } = (await (await page.request.get('/remotes/commerce/routes.json')).json()) as { entry: string };
  expect(commerce).toContain(`/remotes/commerce/${entry}`);
  expect(commerce.some((p) => /\/basket-service-[\w-]+\.js$/.test(p))).toBe(true);
  expect(
    commerce.filter((p) => /\/(basket(?!-service)|calculator|thank-you|my-purchases)-[\w-]+\.js$/.test(p)),
  ).toEqual([]);

  // The count on another remote's page, and after a reload, with no commerce code on the page.
  await page.getByRole('link', { name: 'About', exact: true }).first().click();
  await expectRemote(page, 'catalogue');
  await expect(header.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();
  await page.goto('/education');
  await expect(header.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();

  // Commerce's own basket page shows the same lines; emptying it there empties the header.
  await header.getByRole('link', { name: 'Basket, 2 items' }).click();
  await expectRemote(page, 'commerce');
  await expect(page.getByText('The Salt Orchard')).toBeVisible();
  await page
    .getByRole('button', { name: /Remove/ })
    .first()
    .click();
  await expect(header.getByRole('link', { name: /^Basket/ })).toHaveCount(0);
});

test('with commerce down, Add to basket says the basket could not be reached; the page and header stay', async ({
  page,
  decideConsent,
}) => {
  test.setTimeout(45_000);
  await decideConsent();
  await page.route('**/remotes/commerce/**', (route) => route.abort());
  await page.goto('/books/the-salt-orchard');
  await expectRemote(page, 'catalogue');
  const box = page.locator('section.cat-physical');
  await box.getByRole('button', { name: 'Add to basket' }).click();
  await expect(box.getByRole('alert')).toHaveText(
    'The basket could not be reached just now. Please try again in a moment.',
    { timeout: 15_000 },
  );
  await expect(box.getByRole('button', { name: 'Add to basket' })).toBeEnabled();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Books' })).toBeVisible();
});
