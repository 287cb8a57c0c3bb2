import type { Locator } from '@playwright/test';
import { test, expect, expectRemote } from '../support/fixtures';
import { budget } from '../support/machine';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

/*
 * Issue 30, item 1 (WCAG 2.2, 3.1.2 Language of Parts; decision 131): every element showing an
 * item's text carries the item's language where it differs from the page's. Il giardino delle ore is
 * the sample catalogue's Italian book; stories are written in English. The language an element is
 * read in is the nearest `lang` above it (the <html lang> of the page at the top).
 */

const GIARDINO = 'Il giardino delle ore';
const SYNOPSIS = /Nella villa dei Lanfranchi il giardino è un orologio/;
const DESCRIPTION = /Una novella sul giardino di una villa lucchese/;

/** The language a screen reader reads the element in. */
const langOf = (locator: Locator) => locator.evaluate((el) => el.closest('[lang]')?.getAttribute('lang') ?? null);

test.beforeEach(async ({ decideConsent }) => decideConsent());

test('English pages read the Italian book in Italian: cards, book page, search, author page, sample reader', async ({
  page,
}) => {
  test.setTimeout(budget(60_000));
  await page.goto('/books?language=Italian');
  await expectRemote(page, 'catalogue');
  expect(await page.locator('html').getAttribute('lang')).toBe('en-GB');
  const card = page.locator('.cat-book-card', { has: page.getByRole('heading', { name: GIARDINO }) });
  expect(await langOf(card.getByRole('heading', { name: GIARDINO }))).toBe('it');
  expect(await langOf(card.getByText(DESCRIPTION))).toBe('it');
  // The page's own words stay English.
  expect(await langOf(page.getByRole('heading', { level: 1, name: 'Our Books' }))).toBe('en-GB');

  await page.goto('/books/il-giardino-delle-ore');
  await expectRemote(page, 'catalogue');
  expect(await langOf(page.getByRole('heading', { level: 1, name: GIARDINO }))).toBe('it');
  expect(await langOf(page.getByText(SYNOPSIS))).toBe('it');
  expect(await langOf(page.getByRole('heading', { name: 'Synopsis' }))).toBe('en-GB');

  await page.goto('/search?q=giardino');
  await expectRemote(page, 'catalogue');
  expect(await langOf(page.getByRole('heading', { level: 2, name: GIARDINO }))).toBe('it');

  await page.goto('/authors/elena-marchetti');
  await expectRemote(page, 'catalogue');
  expect(await langOf(page.getByRole('heading', { level: 3, name: GIARDINO }))).toBe('it');
  expect(await langOf(page.getByText(DESCRIPTION))).toBe('it');

  await page.goto('/read/il-giardino-delle-ore');
  await expectRemote(page, 'catalogue');
  const heading = page.getByRole('heading', { level: 1, name: `${GIARDINO}: Free Sample` });
  expect(await langOf(heading.getByText(GIARDINO))).toBe('it');
});

test('Italian pages read English stories in English: the stories page and its dialog', async ({ page }) => {
  test.setTimeout(budget(60_000));
  await page.goto('/it/stories');
  await expectRemote(page, 'catalogue');
  expect(await page.locator('html').getAttribute('lang')).toBe('it');
  const title = page.getByRole('heading', { level: 2, name: 'The Weight of Snow' });
  expect(await langOf(title)).toBe('en');
  expect(await langOf(page.getByRole('heading', { level: 1, name: 'Racconti' }))).toBe('it');
  await page.getByRole('button', { name: 'Leggi di più: The Weight of Snow' }).click();
  const dialog = page.getByRole('dialog');
  expect(await langOf(dialog.getByRole('heading', { level: 2, name: 'The Weight of Snow' }))).toBe('en');
  expect(await langOf(dialog.getByRole('heading', { name: 'Trama' }))).toBe('it');
  expect(await langOf(dialog.locator('.cat-excerpt'))).toBe('en');

  // The Italian book on an Italian page needs no mark of its own; an English one is marked English.
  await page.goto('/it/books/il-giardino-delle-ore');
  await expectRemote(page, 'catalogue');
  expect(await langOf(page.getByText(SYNOPSIS))).toBe('it');
  await page.goto('/it/books/crownless');
  await expectRemote(page, 'catalogue');
  expect(await langOf(page.getByRole('heading', { level: 1, name: 'Crownless' }))).toBe('en');
});

test('share tags of the Italian book say it is Italian', async ({ request }) => {
  const html = await (await request.get('/books/il-giardino-delle-ore')).text();
  expect(html).toContain('<html lang="en-GB"');
  expect(html).toMatch(/<meta property="og:locale" content="it_IT"/);
  const english = await (await request.get('/books/crownless')).text();
  expect(english).toMatch(/<meta property="og:locale" content="en_GB"/);
});
