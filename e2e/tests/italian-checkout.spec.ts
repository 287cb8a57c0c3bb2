import { test, expect, expectRemote } from '../support/fixtures';
import { axeViolations } from '../support/a11y';
import { mailsTo } from '../support/outbox';
import { budget } from '../support/machine';

/*
 * Issue 30 item 3 (decision 134): a book bought from an Italian page keeps the buyer in Italian.
 * The buy button sends `locale: 'it'`; the sandbox checkout keeps it (Stripe would open in Italian);
 * Pay returns to /it/thank-you, Italian in the browser, after a reload and in the server's HTML,
 * with <html lang="it"> and no axe violations; the order mail is Italian. Cancel returns to
 * /it/checkout-cancelled, Italian the same way; a checkout that fails on an Italian page says so in Italian.
 */

test.beforeEach(async ({ decideConsent }) => decideConsent());

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
  expect(html).toMatch(/<div class="page commerce-narrow orders" lang="it"><h1>Grazie per il tuo ordine<\/h1>/);

  // One confirmation, in Italian.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: budget(5000) }).toBe(1);
  const mail = (await mailsTo(email))[0]!;
  expect(mail).toMatch(new RegExp(`^Subject: Il tuo ordine ${reference} su Ashgrove Press`, 'm'));
  expect(mail).toMatch(/<html[^>]*lang="it"/);
  expect(mail).toContain('Il pagamento è andato a buon fine e il tuo ordine è confermato.');
  expect(mail).toContain('6,99\u00a0£');
  expect(mail).not.toContain('Thank you for your order');
});

test('a checkout from /it/books/crownless cancelled at the sandbox returns to the Italian checkout-cancelled page', async ({
  page,
  request,
  consoleLog,
}) => {
  await page.goto('/it/books/crownless');
  await expectRemote(page, 'catalogue');
  await page.getByRole('button', { name: 'Leggi il flipbook completo (scontato)' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.locator('[data-checkout-locale="it"]')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  await expect(page).toHaveURL(/\/it\/checkout-cancelled$/);
  const italian = async (basket: 'empty' | 'kept') => {
    await expectRemote(page, 'commerce');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento annullato' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.locator('#main section.page')).toHaveAttribute('lang', 'it');
    await expect(page.getByText('Il pagamento è stato annullato e non ti è stato addebitato nulla.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continua a sfogliare i libri' })).toHaveAttribute('href', '/it/books');
    if (basket === 'empty') {
      await expect(page.getByText('Non hai perso nulla: puoi tornare al negozio quando vuoi.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Torna al carrello' })).toHaveCount(0);
    } else {
      await expect(page.getByText('Il tuo carrello è esattamente come lo hai lasciato.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Torna al carrello' })).toHaveAttribute('href', '/basket');
    }
    await expect(page).toHaveTitle('Pagamento annullato | Ashgrove Press');
  };
  await italian('empty');
  expect(await axeViolations(page)).toEqual([]);

  // The server's own HTML is Italian already (the page is rendered there, without the basket).
  const html = await (await request.get('/it/checkout-cancelled')).text();
  expect(html).toContain('<html lang="it"');
  expect(html).toContain('<title>Pagamento annullato | Ashgrove Press</title>');
  expect(html).toMatch(/<section class="page commerce-narrow" lang="it"><h1>Pagamento annullato<\/h1>/);
  // Private, as the English page: robots.txt keeps crawlers out and the sitemap leaves it out.
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/checkout-cancelled$/m);
  expect(robots).toMatch(/^Disallow: \/it\/checkout-cancelled$/m);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('checkout-cancelled');

  // With books in this browser's basket, the hydrated page offers it back (no hydration error).
  await page.evaluate(() =>
    localStorage.setItem(
      'ashgrove-press:basket',
      JSON.stringify([
        { slug: 'crownless', title: 'Crownless', priceId: 'price_sample_crownless_physical', quantity: 1 },
      ]),
    ),
  );
  await page.reload();
  await italian('kept');
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleLog.errors).toEqual([]);
});

test('a checkout that fails on an Italian page says so in Italian, the server’s English refusal too', async ({
  page,
}) => {
  await page.route('**/.netlify/functions/create-checkout', (route) =>
    route.fulfill({ status: 503, json: { error: 'The payment service is not answering.' } }),
  );
  await page.goto('/it/books/crownless');
  await expectRemote(page, 'catalogue');
  await page.getByRole('button', { name: 'Leggi il flipbook completo (scontato)' }).click();
  await expect(page.getByRole('alert')).toHaveText('Non è stato possibile avviare il pagamento');
  await expect(page.getByRole('button', { name: 'Leggi il flipbook completo (scontato)' })).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);
});
