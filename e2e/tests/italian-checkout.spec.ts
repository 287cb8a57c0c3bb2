import { test, expect, expectRemote } from '../support/fixtures';
import { axeViolations, offline } from '../support/a11y';
import { mailsTo } from '../support/outbox';

/*
 * Issue 30 item 3 (decision 134): a book bought from an Italian page keeps the buyer in Italian.
 * The buy button sends `locale: 'it'`; the sandbox checkout keeps it (Stripe would open in Italian);
 * Pay returns to /it/thank-you, Italian in the browser, after a reload and in the server's HTML,
 * with <html lang="it"> and no axe violations; the order mail is Italian.
 */

test.beforeEach(async ({ decideConsent, page }) => {
  await decideConsent();
  await offline(page);
});

test('a flipbook bought from /it/books/crownless: an Italian checkout, thank-you page and order mail', async ({
  page,
  request,
}) => {
  const email = `italian-checkout-${Date.now()}@example.com`;
  await page.goto('/it/books/crownless');
  await expectRemote(page, 'catalogue');
  const created = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/create-checkout'));
  await page.getByRole('button', { name: 'Leggi il flipbook completo (scontato)' }).click();
  expect((await created).postDataJSON()).toEqual({
    priceId: 'price_sample_crownless_flipbook',
    slug: 'crownless',
    locale: 'it',
  });

  // The sandbox stands in for Stripe, and keeps the language Stripe would open in.
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.locator('[data-checkout-locale="it"]')).toBeVisible();
  await page.getByLabel('Email for the receipt').fill(email);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/it\/thank-you\?session_id=cs_[^&]+&order=ASH-/);
  const address = new URL(page.url());
  const reference = address.searchParams.get('order')!;
  const italian = async () => {
    await expectRemote(page, 'commerce');
    await expect(page.getByRole('heading', { level: 1, name: 'Grazie per il tuo ordine' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.locator('.orders')).toHaveAttribute('lang', 'it');
    await expect(page.getByText(`Riferimento dell’ordine: ${reference}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Il tuo flipbook completo è pronto' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Leggi ora Crownless' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continua a sfogliare i libri' })).toHaveAttribute('href', '/it/books');
  };
  await italian();
  expect(await axeViolations(page)).toEqual([]);

  // A reload is the same Italian page, and the server's own HTML is Italian already.
  await page.reload();
  await italian();
  const html = await (await request.get(`${address.pathname}${address.search}`)).text();
  expect(html).toContain('<html lang="it"');
  expect(html).toContain('<title>Grazie per il tuo ordine | Ashgrove Press</title>');
  expect(html).toMatch(/<div class="page narrow orders" lang="it"><h1>Grazie per il tuo ordine<\/h1>/);

  // One confirmation, in Italian.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 5000 }).toBe(1);
  const mail = (await mailsTo(email))[0]!;
  expect(mail).toMatch(new RegExp(`^Subject: Il tuo ordine ${reference} su Ashgrove Press`, 'm'));
  expect(mail).toMatch(/<html[^>]*lang="it"/);
  expect(mail).toContain('Il pagamento è andato a buon fine e il tuo ordine è confermato.');
  expect(mail).toContain('6,99\u00a0£');
  expect(mail).not.toContain('Thank you for your order');
});
