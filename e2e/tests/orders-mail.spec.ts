import { test, expect, expectRemote, quiet } from '../support/fixtures';
import { mailsTo } from '../support/outbox';
import { budget } from '../support/machine';

/*
 * Issue 25 items 1 and 2 (decision 120): a full flipbook bought through the sandbox checkout gets
 * a readable order reference, shown on the thank-you page, and exactly one confirmation mail with
 * that reference and a Read now link that opens the book in a browser holding nothing. On the
 * embedded default the mail is an .eml file in the server's outbox (DATA_DIR/outbox).
 */
const REFERENCE = /^ASH-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

test.beforeEach(async ({ decideConsent }) => decideConsent());

test('a flipbook bought in the sandbox: the thank-you page shows the reference, one mail carries it and its Read now link opens the book', async ({
  page,
  browser,
}) => {
  const email = `orders-mail-${Date.now()}@example.com`;
  await page.goto('/books/crownless');
  await expectRemote(page, 'catalogue');
  await page.getByRole('button', { name: 'Read Full Flipbook (Discounted)' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByLabel('Email for the receipt').fill(email);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // The thank-you page shows the readable reference, not the session id.
  await expect(page).toHaveURL(/\/thank-you\?session_id=cs_[^&]+&order=ASH-/);
  const reference = new URL(page.url()).searchParams.get('order')!;
  expect(reference).toMatch(REFERENCE);
  await expect(page.getByText(`Order reference: ${reference}`)).toBeVisible();
  await expect(page.getByText('A confirmation with this reference is on its way to your inbox.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your full flipbook is ready' })).toBeVisible();

  // Exactly one mail, even after the thank-you page is opened again (it claims the order again).
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: budget(5000) }).toBe(1);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Your full flipbook is ready' })).toBeVisible();
  await quiet(page);
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(1);
  const mail = mails[0]!;
  expect(mail).toMatch(new RegExp(`^Subject: Your order ${reference} at Ashgrove Press`, 'm'));
  expect(mail).toContain('Crownless — Full Flipbook');
  const readNow = new RegExp(
    `https?://[^\\s"<>]+/my-purchases\\?product=flipbook&email=[^\\s"<>&]+&order=${reference}`,
  );
  const link = readNow.exec(mail)?.[0];
  expect(link, 'the Read now link in the text part').toBeTruthy();

  // The link, opened in a browser that holds nothing, opens the book.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(link!);
  await expect(fresh).toHaveURL(/\/read\/full\/crownless$/);
  await expect(fresh.locator('[data-flipbook-state="content"]')).toBeVisible();
  await other.close();

  // The reference, typed in lower case without dashes, proves the order in My Purchases too.
  const third = await browser.newContext();
  const typed = await third.newPage();
  await typed.goto('/my-purchases?product=flipbook');
  await typed.getByLabel('Email address').fill(email);
  await typed.getByLabel('Order number').fill(reference.toLowerCase().replace(/-/g, ''));
  await typed.getByRole('button', { name: 'Access My Purchase' }).click();
  await expect(typed).toHaveURL(/\/read\/full\/crownless$/);
  await third.close();
});
