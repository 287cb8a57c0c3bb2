import { test, expect, expectRemote, holdRequests, openInApp } from '../support/fixtures';

// Pages read only: one warm browser context per worker (support/fixtures.ts, decision 138).
test.use({ warmCache: true });

test.describe('book detail', () => {
  test.beforeEach(async ({ decideConsent }) => decideConsent());

  test('shows cover, title, author, synopsis by line, purchase links and its own title', async ({
    page,
    consoleLog,
  }) => {
    await page.goto('/books/crownless');
    await expectRemote(page, 'catalogue');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Crownless' })).toBeVisible();
    await expect(main.getByRole('img', { name: 'Cover of Crownless' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'by Elena Marchetti' })).toHaveAttribute(
      'href',
      '/authors/elena-marchetti',
    );
    await expect(main.getByText(/^Isotta was queen of Varrow/)).toBeVisible();
    await expect(main.getByText(/^Exiled to the salt islands/)).toBeVisible();
    for (const name of ['Buy Print', 'Buy ePub', 'Buy Kindle']) {
      await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('target', '_blank');
    }
    await expect(page).toHaveTitle('Crownless | Ashgrove Press');
    expect(consoleLog.errors).toEqual([]);
  });

  test('Read Sample (Free) goes to the sample reader', async ({ page }) => {
    await page.goto('/books/crownless');
    await page.getByRole('link', { name: 'Read Sample (Free)' }).click();
    await expect(page).toHaveURL(/\/read\/crownless$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Crownless: Free Sample' })).toBeVisible();
  });

  test('Read Full Flipbook (Discounted) starts the book checkout and goes to its URL', async ({ page }) => {
    const answer: { url?: string } = {};
    await page.route('**/.netlify/functions/create-checkout', async (route) => {
      const res = await route.fetch();
      Object.assign(answer, await res.json());
      await route.fulfill({ response: res });
    });
    await page.goto('/books/crownless');
    const request = page.waitForRequest('**/.netlify/functions/create-checkout');
    await page.getByRole('button', { name: 'Read Full Flipbook (Discounted)' }).click();
    expect((await request).postDataJSON()).toEqual({ priceId: 'price_sample_crownless_flipbook', slug: 'crownless' });
    await expect.poll(() => answer.url).toBeTruthy();
    await expect(page).toHaveURL(new URL(answer.url!, page.url()).href);
  });

  test('a failed flipbook checkout shows the error', async ({ page }) => {
    await page.route('**/.netlify/functions/create-checkout', (route) =>
      route.fulfill({ status: 502, json: { error: 'The payment service is not answering.' } }),
    );
    await page.goto('/books/crownless');
    await page.getByRole('button', { name: 'Read Full Flipbook (Discounted)' }).click();
    await expect(page.getByRole('alert')).toHaveText('The payment service is not answering.');
    await expect(page.getByRole('button', { name: 'Read Full Flipbook (Discounted)' })).toBeEnabled();
  });

  test('physical purchase: quantity 1 to 5, UK shipping, Processing... then the checkout', async ({ page }) => {
    const answer: { url?: string } = {};
    await page.route('**/.netlify/functions/create-physical-checkout', async (route) => {
      const res = await route.fetch();
      Object.assign(answer, await res.json());
      await route.fulfill({ response: res });
    });
    const release = await holdRequests(page, '**/.netlify/functions/create-physical-checkout');
    await page.goto('/books/crownless');
    const box = page.locator('section.commerce-buy-box');
    await expect(box.getByText('£16.99')).toBeVisible();
    const quantity = box.getByLabel('Quantity');
    await expect(quantity.locator('option')).toHaveText(['1', '2', '3', '4', '5']);
    await expect(
      box.getByText('Shipping is UK only. Delivery in 3-7 business days. Shipping calculated at checkout.'),
    ).toBeVisible();
    await quantity.selectOption('3');

    const request = page.waitForRequest('**/.netlify/functions/create-physical-checkout');
    await box.getByRole('button', { name: 'Buy Paperback' }).click();
    const processing = box.getByRole('button', { name: 'Processing...' });
    await expect(processing).toBeDisabled();
    expect((await request).postDataJSON()).toEqual({
      priceId: 'price_sample_crownless_physical',
      bookSlug: 'crownless',
      quantity: 3,
    });
    release();
    await expect.poll(() => answer.url).toBeTruthy();
    await expect(page).toHaveURL(new URL(answer.url!, page.url()).href);
  });

  test('physical purchase errors: server text as given, no URL, and a failed request', async ({ page }) => {
    let answer: 'server' | 'no-url' | 'network' = 'server';
    await page.route('**/.netlify/functions/create-physical-checkout', (route) => {
      if (answer === 'server')
        return route.fulfill({ status: 409, json: { error: 'Only 2 copies are left in stock.' } });
      if (answer === 'no-url') return route.fulfill({ json: {} });
      return route.abort('connectionrefused');
    });
    await page.goto('/books/crownless');
    const box = page.locator('section.commerce-buy-box');
    const buy = box.getByRole('button', { name: 'Buy Paperback' });
    await buy.click();
    await expect(box.getByRole('alert')).toHaveText('Only 2 copies are left in stock.');
    answer = 'no-url';
    await buy.click();
    await expect(box.getByRole('alert')).toHaveText('Failed to create checkout session');
    answer = 'network';
    await buy.click();
    await expect(box.getByRole('alert')).toHaveText('Purchase failed. Please try again.');
    await expect(buy).toBeEnabled();
  });

  test('Add to basket stores the edition and quantity for the basket page', async ({ page }) => {
    await page.goto('/books/the-salt-orchard');
    const box = page.locator('section.commerce-buy-box');
    await box.getByLabel('Quantity').selectOption('2');
    await box.getByRole('button', { name: 'Add to basket' }).click();
    await expect(box.getByText('Added 2 copies to your basket.')).toBeVisible();
    await expect(box.getByRole('link', { name: 'View basket' })).toHaveAttribute('href', '/basket');
    const basket = await page.evaluate(() => JSON.parse(localStorage.getItem('ashgrove-press:basket') ?? '[]'));
    expect(basket).toEqual([
      {
        slug: 'the-salt-orchard',
        title: 'The Salt Orchard',
        priceId: 'price_sample_the-salt-orchard_physical',
        quantity: 2,
      },
    ]);
  });

  test('no purchase box, sample or flipbook button where the book does not offer them', async ({ page }) => {
    // A sold-out print run: price id present, Available Physical false. No sample, no flipbook price id.
    await page.goto('/books/a-grammar-of-small-rooms');
    await expect(page.getByRole('heading', { level: 1, name: 'A Grammar of Small Rooms' })).toBeVisible();
    await expect(page.locator('section.commerce-buy-box')).toHaveCount(0);
    await expect(page.getByText('Physical book not available for purchase')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read Sample (Free)' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Read Full Flipbook (Discounted)' })).toHaveCount(0);
  });

  test('a book with no physical edition at all shows neither the box nor the note', async ({ page }) => {
    await page.goto('/books/il-giardino-delle-ore');
    await expect(page.getByRole('heading', { level: 1, name: 'Il giardino delle ore' })).toBeVisible();
    await expect(page.locator('section.commerce-buy-box')).toHaveCount(0);
    await expect(page.getByText('Physical book not available for purchase')).toHaveCount(0);
  });

  test('release states on the book page', async ({ page }) => {
    const { book } = await (await page.request.get('/api/books/letters-from-the-lower-field')).json();
    const expected = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(`${book.releaseDate}T12:00:00`),
    );
    await page.goto('/books/letters-from-the-lower-field');
    await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
    await expect(page.getByText(`Expected release date: ${expected}`)).toBeVisible();
    await page.goto('/books/the-cartographers-silence');
    await expect(page.getByText('PreSale Available')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Pre-order Now/ })).toBeVisible();
  });

  test('other failures show There was an error loading this book.', async ({ page }) => {
    await page.route('**/api/books/crownless', (route) => route.fulfill({ status: 500, json: { error: 'Boom.' } }));
    await openInApp(page, '/books/crownless');
    await expect(page.getByRole('heading', { level: 1, name: 'There was an error loading this book.' })).toBeVisible();
  });
});
