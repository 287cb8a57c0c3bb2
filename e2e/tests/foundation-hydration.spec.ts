import type { Page } from '@playwright/test';
import type { RemoteName } from '@publisher/shared/remote-names';
import { expect, expectRemote, holdRequests, holdShellScript, remotePage, test, quiet } from '../support/fixtures';

/*
 * The page the server rendered is hydrated in place by the remote (docs/decisions/132): its elements
 * are the server's own, never re-created, with no hydration mismatch; a press made before the
 * remote's code was there acts once, on the server's element.
 */
const holdRemote = (page: Page, remote: RemoteName) => holdRequests(page, `**/remotes/${remote}/remoteEntry*.js*`);

type Marked = Element & { fromServer?: true };

test.beforeEach(async ({ decideConsent }) => decideConsent());

// Server-rendered pages of each remote (commerce and the Architect render only pages the same for everyone).
for (const [path, remote] of [
  ['/', 'catalogue'],
  ['/books/crownless', 'catalogue'],
  ['/books', 'catalogue'],
  // A record that does not exist: its not-found state, rendered from the API's 404.
  ['/books/no-such-book', 'catalogue'],
  ['/it/authors/no-such-author', 'catalogue'],
  ['/education', 'education'],
  ['/architect-method', 'architect'],
  ['/architect-privacy', 'architect'],
  ['/cover-creator/index.html', 'commerce'],
  ['/sound-craftery/index.html', 'commerce'],
] as const) {
  test(`${path}: the server's elements are hydrated, not replaced, with no mismatch`, async ({ page, consoleLog }) => {
    await page.request.get(path); // a cold server may give up on its render (1.5 s): not this test's subject
    const release = await holdRemote(page, remote);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const h1 = page.locator('[data-server-outlet]').getByRole('heading', { level: 1 });
    await h1.evaluate((el: Marked) => (el.fromServer = true));
    await expect(remotePage(page, remote)).toHaveCount(0);
    release();
    await expectRemote(page, remote);
    // The very element the server sent, now React's (a mismatch would have React render the page again).
    expect(
      await remotePage(page, remote)
        .getByRole('heading', { level: 1 })
        .evaluate((el: Marked) => el.fromServer),
    ).toBe(true);
    await quiet(page);
    expect(consoleLog.errors).toEqual([]);
  });
}

/** Counts the copies in commerce's basket: one press adds one copy, so a press made twice shows as 2. */
function countAdds(page: Page): () => Promise<number> {
  return () =>
    page.evaluate(() =>
      (JSON.parse(localStorage.getItem('ashgrove-press:basket') ?? '[]') as { quantity: number }[]).reduce(
        (n, line) => n + line.quantity,
        0,
      ),
    );
}

/** Presses Add to basket in the server's HTML, marking the element pressed. */
async function pressAdd(page: Page): Promise<void> {
  const add = page
    .locator('[data-server-outlet] section.commerce-buy-box')
    .getByRole('button', { name: 'Add to basket' });
  await add.evaluate((el: Marked) => (el.fromServer = true));
  await add.click();
}

/** One copy added, once, by the server's own button, now hydrated (by the catalogue, then commerce's buy box). */
async function addedOnce(page: Page, adds: () => Promise<number>): Promise<void> {
  await expect(page.getByText('Added 1 copy to your basket.')).toBeVisible();
  await quiet(page);
  expect(await adds()).toBe(1);
  expect(await page.evaluate((k) => localStorage.getItem(k), 'ashgrove-press:shell:basket-count')).toBe('1');
  const add = remotePage(page, 'catalogue')
    .locator('section.commerce-buy-box')
    .getByRole('button', { name: 'Add to basket' });
  expect(await add.evaluate((el: Marked) => el.fromServer)).toBe(true);
}

test('a button pressed before the remote has loaded acts once, through hydration', async ({ page, consoleLog }) => {
  const adds = countAdds(page);
  const release = await holdRemote(page, 'catalogue');
  await page.goto('/books/the-salt-orchard', { waitUntil: 'domcontentloaded' });
  // The shell runs and has adopted the server's element; the remote is held.
  await expect(page.locator('.server-host > [data-server-outlet]')).toHaveCount(1);
  await pressAdd(page);
  await quiet(page);
  expect(await adds()).toBe(0);
  release();
  await addedOnce(page, adds);
  expect(consoleLog.errors).toEqual([]);
});

test('a button pressed before the shell has started acts once, through hydration', async ({ page }) => {
  const adds = countAdds(page);
  const release = await holdShellScript(page);
  await page.goto('/books/the-salt-orchard', { waitUntil: 'commit' });
  await pressAdd(page);
  release();
  await addedOnce(page, adds);
});

test('a click after hydration acts once, and a client navigation mounts the next page in the shell', async ({
  page,
  consoleLog,
}) => {
  await page.goto('/books/crownless');
  await expectRemote(page, 'catalogue');
  await remotePage(page, 'catalogue').getByRole('link', { name: 'Back to Books' }).click();
  await expect(page).toHaveURL(/\/books$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Books' })).toBeVisible();
  await expect(page.locator('#main > [data-boundary="mfe-catalogue"][data-hydrated]')).toBeVisible();
  await expect(page.locator('[data-server-outlet]')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Crownless' })).toBeVisible();
  expect(consoleLog.errors).toEqual([]);
});
