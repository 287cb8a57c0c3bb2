import type { Page, Response } from '@playwright/test';
import { test, expect, expectRemote, quiet } from './fixtures';
import { SITE } from './deploy-env';
import { queryDatabase } from './local-database';
import { mailTo } from './mail-catcher';
import { budget } from '../support/machine';

/*
 * Issue 25, "Done when": the purchase-to-mail journey of e2e/tests/orders-mail.spec.ts and
 * library.spec.ts on Netlify's local runtime (the suite's served site, Netlify Database and SMTP
 * relay). This deploy is a demo (DEMO_MODE=1, the sandbox gateway): decision 118 lets no sandbox
 * sale prove a purchase there, so what a buyer sees differs from the Node journey in three places,
 * each asserted as the code does it:
 * - the thank-you page shows the reference and says the mail is on its way, but its full-flipbook
 *   claim is refused (no "Your full flipbook is ready", no reader);
 * - the order mail still goes out, once (decision 120: "sent" is claimed in the database, and the
 *   thank-you page's second claim records the sale again without a second mail);
 * - its Read now link opens My Purchases, whose claim is refused, so it falls through to the
 *   Collector's portal prefilled, where the proof is "not found"; the signed-in library lists what
 *   the proofs see (decision 121), so it is empty, while Your data's export shows the sale is held.
 */

const REFERENCE = /^ASH-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
const NOT_FOUND =
  "We couldn't find a purchase matching those details. Please check them against your receipt and try again.";

/** A message's text with quoted-printable undone (soft breaks, =XX bytes as UTF-8). */
const decoded = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const mailsTo = (email: string) => mailTo(email).map(decoded);

/** The next answer of the full-flipbook claim (/api/flipbook/full-access) seen by `page`. */
const claimAnswer = (page: Page): Promise<Response> =>
  page.waitForResponse((r) => new URL(r.url()).pathname === '/api/flipbook/full-access', { timeout: budget(30_000) });

test.beforeEach(async ({ decideConsent }) => decideConsent());

test('a full flipbook bought on the demo: reference on the thank-you page, exactly one mail carrying it, its link, then the library by mail link', async ({
  page,
  browser,
}) => {
  test.setTimeout(budget(120_000));
  const email = `deploy-orders-${Date.now()}@example.com`;

  // Buy through the sandbox checkout (create-checkout, the Pay page: each a fresh function instance).
  await page.goto('/books/crownless');
  await expectRemote(page, 'catalogue');
  await page.getByRole('button', { name: 'Read Full Flipbook (Discounted)' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByLabel('Email for the receipt').fill(email);
  const firstClaim = claimAnswer(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // The thank-you page: the readable reference, and the mail promised.
  await expect(page).toHaveURL(/\/thank-you\?session_id=cs_[^&]+&order=ASH-/);
  const url = new URL(page.url());
  const sessionId = url.searchParams.get('session_id')!;
  const reference = url.searchParams.get('order')!;
  expect(reference).toMatch(REFERENCE);
  await expect(page.getByText(`Order reference: ${reference}`)).toBeVisible();
  await expect(page.getByText('A confirmation with this reference is on its way to your inbox.')).toBeVisible();
  // A demo's sandbox sale proves nothing: the claim is refused and no reader is offered.
  expect(await (await firstClaim).json()).toEqual({ success: false, error: NOT_FOUND });
  await expect(page.getByRole('heading', { name: 'Your full flipbook is ready' })).toHaveCount(0);

  // Recorded all the same, in the site's Netlify Database, with the reference.
  expect(
    await queryDatabase('SELECT source, status, reference, product_id FROM purchases WHERE order_id = $1', [sessionId]),
  ).toEqual([{ source: 'sandbox', status: 'paid', reference, product_id: 'flipbook' }]);

  // Exactly one mail: the Pay page sent it; the thank-you page's claims (the first one, then a
  // reload's) record the sale again and find it sent. Each claim answers only after its mail step,
  // so once the reload's answer is in, a second mail would be at the relay within moments.
  await expect.poll(() => mailsTo(email).length, { timeout: budget(20_000) }).toBe(1);
  const again = claimAnswer(page);
  await page.reload();
  expect((await (await again).json()).success).toBe(false);
  await quiet(page);
  const mails = mailsTo(email);
  expect(mails).toHaveLength(1);
  const mail = mails[0]!;
  expect(mail).toMatch(new RegExp(`^Subject: Your order ${reference} at Ashgrove Press`, 'm'));
  expect(mail).toContain('Crownless — Full Flipbook');
  // Links on SITE_URL, the deploy's own origin.
  const readNow = new RegExp(
    `${SITE.replace(/[.]/g, '\\.')}/my-purchases\\?product=flipbook&email=[^\\s"<>&]+&order=${reference}`,
  );
  const link = readNow.exec(mail)?.[0];
  expect(link, 'the Read now link in the text part').toBeTruthy();

  // The link in a browser that holds nothing: My Purchases submits it at once; the demo refuses the
  // full-flipbook claim, so it goes on to the Collector's portal with e-mail and order filled in,
  // whose proof is "not found" too. No reader opens.
  const reader = await browser.newContext();
  const fresh = await reader.newPage();
  const mailClaim = claimAnswer(fresh);
  await fresh.goto(link!);
  expect(await (await mailClaim).json()).toEqual({ success: false, error: NOT_FOUND });
  await expect(fresh).toHaveURL(/\/collectors-edition\?/);
  await expect(fresh.getByLabel('Email address')).toHaveValue(email);
  await expect(fresh.getByLabel('Order number')).toHaveValue(reference);
  await fresh.getByRole('button', { name: "Access Collector's Edition" }).click();
  await expect(fresh.getByText(NOT_FOUND)).toBeVisible();
  await expect(fresh.getByText(/Licensed to/)).toHaveCount(0);
  await reader.close();

  // Sign in by mail link in another fresh browser, from /library's own form.
  const signedIn = await browser.newContext();
  const library = await signedIn.newPage();
  await library.goto('/library');
  await expectRemote(library, 'commerce');
  await library.getByLabel('Email address').fill(email);
  await library.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await expect(library.getByRole('status').getByText('Check your inbox')).toBeVisible();
  await expect.poll(() => mailsTo(email).length, { timeout: budget(20_000) }).toBe(2);
  const signInLink = /https?:\/\/\S+\/api\/auth\/verify\?token=[A-Za-z0-9_-]+/.exec(mailsTo(email)[1]!)?.[0];
  expect(signInLink, 'the sign-in link').toBeTruthy();
  await library.goto(signInLink!);
  await library.getByRole('button', { name: 'Sign In' }).click();
  await expect(library).toHaveURL(/\/library$/);
  await expect(library.getByText(`Signed in as ${email}.`)).toBeVisible();
  // The library lists what the proofs see (decision 121): on a demo, no sandbox sale.
  await expect(library.getByText('Nothing is recorded for this e-mail address yet.')).toBeVisible();
  await expect(library.getByText('Crownless — Full flipbook')).toHaveCount(0);
  await expect(library.getByText(reference)).toHaveCount(0);
  // Your data holds it all the same: the export is everything stored under the e-mail.
  const exported = await library.request.get('/api/account/export');
  expect(exported.status()).toBe(200);
  const data = (await exported.json()) as { email: string; purchases: Array<Record<string, unknown>> };
  expect(data.email).toBe(email);
  expect(data.purchases).toEqual([
    expect.objectContaining({ orderId: sessionId, reference, source: 'sandbox', status: 'paid', email }),
  ]);
  await signedIn.close();
  // Still one order mail: signing in sent only the link.
  expect(mailsTo(email).filter((m) => m.includes(`Your order ${reference}`))).toHaveLength(1);
});
