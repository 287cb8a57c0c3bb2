import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAirtableServer, type AirtableTestServer } from '../../api/src/testing/airtable-server';
import { largeCatalogue } from '../../api/src/testing/large-catalogue';
import { expect, expectRemote, test } from '../support/fixtures';
import { startSite, type Running } from '../support/servers';

/*
 * Paging /books in the browser (issue 15, decision 104: 24 books a page). The sample catalogue has
 * six books, so this spec runs its own server over a loopback Airtable holding 75 (the real SDK):
 * 4 pages of 24, 24, 24 and 3; English is every third book, 25, so 2 pages.
 */

const BOOKS = 75;
let airtable: AirtableTestServer;
let site: Running;
let dataDir: string;

test.beforeAll(async () => {
  airtable = await startAirtableServer({ tables: largeCatalogue({ books: BOOKS, authors: 5, stories: 4 }) });
  dataDir = mkdtempSync(path.join(tmpdir(), 'paging-'));
  site = await startSite({
    DATA_DIR: dataDir,
    RECORDS_BACKEND: 'local',
    AIRTABLE_TOKEN: airtable.token,
    AIRTABLE_BASE_ID: airtable.baseId,
    AIRTABLE_ENDPOINT_URL: airtable.endpointUrl,
  });
});
test.afterAll(async () => {
  await site?.stop();
  await airtable?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const cards = (page: import('@playwright/test').Page) => page.locator('.cat-book-card');

test.describe('with JavaScript', () => {
  test('next, previous and numbered pages move through the catalogue, each with its own URL', async ({
    page,
    decideConsent,
  }) => {
    await decideConsent();
    await page.goto(`${site.url}/books`);
    await expectRemote(page, 'catalogue');
    await expect(page.getByText(`Showing 1–24 of ${BOOKS} books.`)).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.locator('[aria-current="page"]')).toHaveText('1');
    await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveCount(0);

    const firstTitles = await page.locator('.cat-book-card h2').allTextContents();
    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(`${site.url}/books?page=2`);
    await expect(page.getByText(`Showing 25–48 of ${BOOKS} books.`)).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    // Other books than page 1's.
    const secondTitles = await page.locator('.cat-book-card h2').allTextContents();
    expect(secondTitles.filter((t) => firstTitles.includes(t))).toEqual([]);
    // The first page's neighbours (server-written, for crawlers) are not left pointing at the wrong pages.
    await expect(page.locator('link[rel="next"], link[rel="prev"]')).toHaveCount(0);

    await pages.getByRole('link', { name: 'Page 4' }).click();
    await expect(page).toHaveURL(`${site.url}/books?page=4`);
    await expect(page.getByText(`Showing 73–75 of ${BOOKS} books.`)).toBeVisible();
    await expect(cards(page)).toHaveCount(3);
    await expect(pages.getByRole('link', { name: 'Next page' })).toHaveCount(0);
    await pages.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(`${site.url}/books?page=3`);
    await expect(cards(page)).toHaveCount(24);
  });

  test('a filter keeps its choice on every page, and a page past the end says which is the last', async ({
    page,
    decideConsent,
  }) => {
    await decideConsent();
    await page.goto(`${site.url}/books`);
    await expectRemote(page, 'catalogue');
    await page.getByLabel('Language', { exact: true }).selectOption('English');
    await expect(page).toHaveURL(`${site.url}/books?language=English`);
    await expect(page.getByText('Showing 1–24 of 25 books.')).toBeVisible();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(`${site.url}/books?language=English&page=2`);
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByLabel('Language', { exact: true })).toHaveValue('English');

    await page.goto(`${site.url}/books?language=English&page=7`);
    await expect(page.getByText('There is no page 7: the last page is 2.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(`${site.url}/books?language=English&page=2`);
    await expect(cards(page)).toHaveCount(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders each page with its books, its links and its head', async ({ page }) => {
    const res = await page.goto(`${site.url}/books?page=2`, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    await expect(cards(page)).toHaveCount(24);
    await expect(page).toHaveTitle('Books, page 2 | Ashgrove Press');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/books?page=2`);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(`${site.url}/books?page=3`, { waitUntil: 'load' });
    await expect(cards(page)).toHaveCount(24);
    await page.goto(`${site.url}/books?language=English&page=2`, { waitUntil: 'load' });
    await expect(cards(page)).toHaveCount(1);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', `${site.url}/books?language=English`);
    const past = await page.goto(`${site.url}/books?page=9`, { waitUntil: 'load' });
    expect(past?.status()).toBe(200);
    await expect(page.getByText('There is no page 9: the last page is 4.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
