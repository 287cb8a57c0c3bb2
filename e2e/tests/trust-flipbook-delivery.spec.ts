import { test, expect, expectRemote } from '../support/fixtures';

/*
 * Issue 14, "Each product bought is delivered" (decision 103): the full flipbook bought on the
 * book page, through the sandbox checkout, is read at /read/full/{slug} from the page the site
 * sends the buyer to, and again later from My Purchases in a browser that holds nothing. The
 * Collector's Edition, sold elsewhere, is named on the book page with where and for how much.
 */

test.beforeEach(async ({ decideConsent }) => decideConsent());

const reader = (page: import('@playwright/test').Page) => page.locator('[data-flipbook-state="content"]');

test('a full-flipbook buyer reads it after paying, and again from My Purchases on another browser', async ({
  page,
  browser,
}) => {
  const email = `flipbook-${Date.now()}@example.com`;
  await page.goto('/books/crownless');
  await expectRemote(page, 'catalogue');
  await expect(page.getByText('Full flipbook: £6.99.')).toBeVisible();
  await page.getByRole('button', { name: 'Read Full Flipbook (Discounted)' }).click();

  // The sandbox checkout names the product and its price.
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByRole('row', { name: /Crownless — Full Flipbook/ })).toContainText('£6.99');
  await page.getByLabel('Email for the receipt').fill(email);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // The page the site sends the buyer to delivers it.
  await expect(page).toHaveURL(/\/thank-you\?session_id=cs_/);
  const order = new URL(page.url()).searchParams.get('session_id')!;
  await expect(page.getByRole('heading', { level: 2, name: 'Your full flipbook is ready' })).toBeVisible();
  await page.getByRole('link', { name: 'Read Crownless now' }).click();
  await expect(page).toHaveURL(/\/read\/full\/crownless$/);
  await expect(reader(page)).toBeVisible();
  await expect(page.locator('iframe.cat-flipbook-frame')).toHaveAttribute('src', /^\/flipbooks\/crownless\/\?t=/);

  // Another browser holds no token: the reader asks for the purchase, My Purchases proves it.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto('/read/full/crownless');
  await expect(fresh.getByRole('heading', { level: 2, name: 'Access Required' })).toBeVisible();
  await fresh.getByRole('link', { name: 'Verify Your Purchase' }).click();
  await expect(fresh).toHaveURL(/\/my-purchases\?product=flipbook$/);
  await expect(fresh.getByLabel('Product')).toHaveValue('flipbook');
  await fresh.getByLabel('Email address').fill(email);
  await fresh.getByLabel('Order number').fill(order);
  await fresh.getByRole('button', { name: 'Access My Purchase' }).click();
  await expect(fresh).toHaveURL(/\/read\/full\/crownless$/);
  await expect(reader(fresh)).toBeVisible();

  // Someone else's e-mail with that order number opens nothing: the portal, still locked.
  const stranger = await browser.newContext();
  const attacker = await stranger.newPage();
  await attacker.goto('/my-purchases?product=flipbook');
  await attacker.getByLabel('Email address').fill('someone-else@example.com');
  await attacker.getByLabel('Order number').fill(order);
  await attacker.getByRole('button', { name: 'Access My Purchase' }).click();
  await expect(attacker).toHaveURL(/\/collectors-edition\?/);
  await attacker.goto('/read/full/crownless');
  await expect(attacker.getByRole('heading', { level: 2, name: 'Access Required' })).toBeVisible();
  await other.close();
  await stranger.close();
});

test("the book page says where the Collector's Edition is sold, and for how much", async ({ page }) => {
  await page.goto('/books/crownless');
  await expectRemote(page, 'catalogue');
  await expect(page.getByRole('heading', { level: 2, name: "Collector's Edition" })).toBeVisible();
  const store = page.getByRole('link', { name: /Buy the Collector's Edition \(£24\.99\) on Gumroad/ });
  await expect(store).toHaveAttribute('href', 'https://ashgrove.gumroad.example.org/l/crownless-collectors');
  await expect(store).toHaveAttribute('target', '_blank');
  await page.getByRole('link', { name: "Open the Collector's Edition" }).click();
  await expect(page).toHaveURL(/\/collectors-edition$/);
});
