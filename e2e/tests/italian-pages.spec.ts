import { test, expect, expectRemote } from '../support/fixtures';
import { axeViolations, settled } from '../support/a11y';
import { budget } from '../support/machine';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

/*
 * Issue 30, item 2 (decision 131): the Italian edition of the catalogue's public pages under /it:
 * Italian words from the catalogue's own ICU messages, days and prices as it-IT writes them,
 * <html lang="it"> in the server's HTML and after client-side navigation, hreflang pairs that lead
 * to each other, a language link on every page with a counterpart, and no axe violations.
 */

const attr = (html: string, re: RegExp) => re.exec(html)?.[1];
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1]!, m[2]!]),
  );

test.beforeEach(async ({ decideConsent }) => decideConsent());

test('the server writes the Italian pages in Italian, with hreflang pairs that resolve both ways', async ({
  request,
  baseURL,
}) => {
  // A cold server's first render may outlast the render limit (the page then goes out with the route's
  // head, decision 127): load the catalogue's server module first, as any earlier visitor would have.
  await request.get('/it');
  const pairs: [string, string][] = [
    ['/', '/it'],
    ['/books?language=Italian', '/it/books'],
    ['/books/il-giardino-delle-ore', '/it/books/il-giardino-delle-ore'],
    ['/authors/elena-marchetti', '/it/authors/elena-marchetti'],
    ['/stories', '/it/stories'],
  ];
  for (const [en, it] of pairs) {
    const italian = await request.get(it);
    expect(italian.status()).toBe(200);
    const html = await italian.text();
    expect(html).toContain('<html lang="it"');
    // The shell's chrome stays English on an Italian page, and says so (WCAG 3.1.2).
    for (const chrome of [
      /<header class="site-header"[^>]*>/,
      /<footer class="site-footer"[^>]*>/,
      /<a class="skip-link"[^>]*>/,
    ])
      expect(chrome.exec(html)?.[0]).toContain('lang="en-GB"');
    // An author's page is about English text: its share card says so (og:locale of the content).
    expect(attr(html, /<meta property="og:locale" content="([^"]*)"/)).toBe(
      it.startsWith('/it/authors/') ? 'en_GB' : 'it_IT',
    );
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${baseURL}${it}`);
    const links = alternates(html);
    expect(links).toEqual({ 'en-GB': `${baseURL}${en}`, it: `${baseURL}${it}`, 'x-default': `${baseURL}${en}` });
    // The English page names the Italian one back, and stays English.
    const english = await (await request.get(links['en-GB']!)).text();
    expect(english).toContain('<html lang="en-GB"');
    expect(alternates(english)).toEqual(links);
  }
  const home = await (await request.get('/it')).text();
  expect(attr(home, /<title>([^<]*)<\/title>/)).toBe('In italiano | Ashgrove Press');
  expect(home).toContain('Storie da custodire, fatte con cura');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/', '/it', '/it/books', '/books/il-giardino-delle-ore', '/it/books/il-giardino-delle-ore'])
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
});

test('Italian strings, ICU plurals, it-IT days and prices', async ({ page }) => {
  test.setTimeout(budget(60_000));
  await page.goto('/it/books');
  await expectRemote(page, 'catalogue');
  await expect(page.getByRole('heading', { level: 1, name: 'I nostri libri in italiano' })).toBeVisible();
  // The Italian list: the Italian filter applied, one book ("one" of Italian plurals).
  await expect(page.getByRole('heading', { level: 2, name: 'Il giardino delle ore' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Crownless' })).toHaveCount(0);
  await expect(page.getByText('Libro 1–1 di 1.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Filtra e ordina i libri' }).getByLabel('Lingua')).toHaveValue('Italian');
  const filters = page.getByRole('form', { name: 'Filtra e ordina i libri' });
  await expect(filters.getByLabel('Lingua').locator('option[value="Italian"]')).toHaveText(/^italiano/);
  await expect(filters.getByLabel('Genere').locator('option:not([value=""])').first()).toHaveAttribute('lang', 'en');

  await page.getByRole('link', { name: 'Il giardino delle ore' }).click();
  await expect(page).toHaveURL(/\/it\/books\/il-giardino-delle-ore$/);
  await expect(page.getByText('21 aprile 2022')).toBeVisible();
  // The record's language is named in Italian ("Lingua: italiano", not "Italian").
  await expect(page.locator('.cat-facts div').filter({ hasText: 'Lingua' }).locator('dd')).toHaveText('italiano');
  // The genre stays the catalogue's English word, marked as English.
  await expect(page.locator('.cat-facts div').filter({ hasText: 'Genere' }).locator('dd')).toHaveAttribute(
    'lang',
    'en',
  );
  await expect(page.getByRole('link', { name: 'Torna ai libri' })).toHaveAttribute('href', '/it/books');

  await page.goto('/it/books/crownless');
  await expectRemote(page, 'catalogue');
  const price = await page.evaluate(() =>
    new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'GBP' }).format(16.99),
  );
  await expect(page.locator('.commerce-buy-box-price')).toHaveText(price);
  // Commerce's buy box, in Italian on an Italian page (decision 136): its words, its ICU plural.
  const box = page.getByRole('region', { name: 'Edizione cartacea' });
  await box.getByLabel('Quantità').selectOption('2');
  await box.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(box.getByText('2 copie aggiunte al carrello.')).toBeVisible();
  await expect(box.getByRole('link', { name: 'Vai al carrello' })).toHaveAttribute('href', '/basket');

  await page.goto('/it/search?q=marchetti');
  await expectRemote(page, 'catalogue');
  await expect(page.getByText(/^\d+ risultati per “marchetti”\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Cerca' })).toBeVisible();
});

test('the language link switches between the editions by keyboard, and <html lang> follows', async ({ page }) => {
  test.setTimeout(budget(60_000));
  await page.goto('/books/il-giardino-delle-ore');
  await expectRemote(page, 'catalogue');
  const italiano = page.getByRole('link', { name: 'Italiano' });
  await expect(italiano).toHaveAttribute('lang', 'it');
  await italiano.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/it\/books\/il-giardino-delle-ore$/);
  await expect(page.getByRole('heading', { name: 'Trama' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page).toHaveTitle('Il giardino delle ore | Ashgrove Press');
  // The shell's English words keep their language inside the Italian page.
  await expect(page.getByRole('banner')).toHaveAttribute('lang', 'en-GB');
  await expect(page.getByRole('contentinfo')).toHaveAttribute('lang', 'en-GB');

  const english = page.getByRole('link', { name: 'English' });
  await english.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/books\/il-giardino-delle-ore$/);
  await expect(page.getByRole('heading', { name: 'Synopsis' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

  // Leaving the Italian edition for a page of another section gives the site's language back.
  await page.goto('/it');
  await expectRemote(page, 'catalogue');
  await page.getByRole('link', { name: 'Sfoglia i libri' }).click();
  await expect(page).toHaveURL(/\/it\/books$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.getByRole('banner').getByRole('link', { name: 'My Purchases' }).click();
  await expect(page).toHaveURL(/\/my-purchases$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});

for (const path of [
  '/it',
  '/it/books',
  '/it/books/il-giardino-delle-ore',
  '/it/authors/elena-marchetti',
  '/it/stories',
  '/it/search?q=giardino',
]) {
  test(`no axe violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectRemote(page, 'catalogue');
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}
