import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '../support/fixtures';
import { startSite, type Running } from '../support/servers';
import { validQuoteRequest } from '@publisher/shared/testing/quote-request';
import { budget } from '../support/machine';

// A site of its own on a fresh DATA_DIR, so this test may lock its records database.
let site: Running;
let dataDir: string;
test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-payment-retry-'));
  site = await startSite({ DATA_DIR: dataDir, WRITES_PER_MINUTE: '1000' });
});
test.afterAll(async () => {
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const recordsFile = () => path.join(dataDir, 'records.sqlite');
const QUOTE = validQuoteRequest({ message: 'Makes the records database exist.' });
type Row = { order_id: string; status: string };
const SELECT = 'SELECT order_id, status FROM purchases WHERE email = ?';
const purchasesOf = (email: string) => {
  const db = new Database(recordsFile(), { readonly: true });
  try {
    return db.prepare(SELECT).all(email) as Row[];
  } finally {
    db.close();
  }
};

test('Pay while the records cannot be written answers a readable page; Pay again completes the purchase once', async ({
  page,
  decideConsent,
}) => {
  test.setTimeout(budget(60_000));
  const email = `retry-${Date.now()}@example.com`;
  await decideConsent();
  await page.goto(`${site.url}/books/crownless`);
  await page.getByRole('button', { name: 'Read Full Flipbook (Discounted)' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  const checkoutUrl = page.url();
  await page.getByLabel('Email for the receipt').fill(email);
  // The records database is created on the first write; a quote request makes it exist to be locked.
  const quote = await page.request.post(`${site.url}/.netlify/functions/submit-quote-request`, { data: QUOTE });
  expect(quote.status()).toBe(200);

  // Another process holds the records database (a backup, a stuck writer): the write really fails.
  const lock = new Database(recordsFile());
  lock.exec('BEGIN EXCLUSIVE');
  try {
    const answer = page.waitForResponse((r) => r.url().endsWith('/pay'));
    await page.getByRole('button', { name: 'Pay' }).click();
    const refused = await answer;
    expect(refused.status()).toBe(503);
    expect(refused.headers()['content-type']).toContain('text/html');
    await expect(page.getByRole('heading', { level: 1, name: 'Please try again shortly' })).toBeVisible();
    // Read through the lock's own connection: nobody else can while it is held.
    expect(lock.prepare(SELECT).all(email)).toEqual([]);
  } finally {
    lock.exec('ROLLBACK');
    lock.close();
  }

  // Back to the same checkout: it is still open, and Pay now completes.
  await page.goBack();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByLabel('Email for the receipt').fill(email);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/thank-you\?/);
  const purchases = purchasesOf(email);
  expect(purchases).toHaveLength(1);
  expect(purchases[0]!.status).toBe('paid');
  // Once recorded, the checkout is closed: Back shows so, and another Pay records nothing more.
  const payUrl = `${site.url}${new URL(checkoutUrl).pathname}/pay`;
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout not found' })).toBeVisible();
  const again = await page.request.post(payUrl, { form: { email, outcome: 'active' }, headers: { origin: site.url } });
  expect(again.status()).toBe(410);
  expect(purchasesOf(email)).toHaveLength(1);
});
