import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { RawRecord } from '../../shared/src/server/ports/content-store';
import { sampleTables } from '../../api/src/adapters/local/local-source';
import { startAirtableServer, type AirtableTestServer } from '../../api/src/testing/airtable-server';
import { expect, expectRemote, test } from '../support/fixtures';
import { mailsTo } from '../support/outbox';
import { startSite, type Running } from '../support/servers';
import { budget } from '../support/machine';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

/*
 * Issue 27, "publishing on a date" and "readers who asked are told" (decisions 123, 124), in the
 * browser. The main e2e server is shared by specs that count books, so an item must not appear
 * there mid-suite: this spec runs its own server (own port and DATA_DIR) over a loopback Airtable
 * holding the sample catalogue plus two scheduled books, configured only as production is
 * (AIRTABLE_TOKEN / AIRTABLE_BASE_ID / AIRTABLE_ENDPOINT_URL; PUBLISH_DUE_INTERVAL_MS and
 * CONTENT_CACHE_TTL_MS shortened). The test is the publisher: it sets Publish At in "Airtable" a
 * few seconds ahead once the readers have signed up, and nothing else acts: the server's own
 * publishing step announces the items and mails the readers.
 */

const LANTERN = { slug: 'the-lantern-year', title: 'The Lantern Year' };
const SPRING = { slug: 'a-second-spring', title: 'A Second Spring' };
const FAR_AHEAD = '2099-01-01T09:00:00.000Z';

let airtable: AirtableTestServer;
let site: Running;
let dataDir: string;

/** A scheduled book in the Books table's own spelling (Status, Publish At: decision 123). */
const scheduled = (book: { slug: string; title: string }, publishAt: string): RawRecord => {
  const model = sampleTables.Books.find((r) => r.fields.Slug === 'a-winter-almanac')!;
  return {
    id: `recBook${book.slug.replace(/-/g, '')}`,
    fields: { ...model.fields, Title: book.title, Slug: book.slug, Status: 'Scheduled', 'Publish At': publishAt },
  };
};

/** The publisher edits the Books table: the two books scheduled at these times. */
const schedule = (lantern: string, spring: string) =>
  airtable.setTable('Books', [...sampleTables.Books, scheduled(LANTERN, lantern), scheduled(SPRING, spring)]);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  airtable = await startAirtableServer({ tables: { ...sampleTables } });
  schedule(FAR_AHEAD, FAR_AHEAD);
  dataDir = mkdtempSync(path.join(tmpdir(), 'scheduled-'));
  const port = await freePort();
  site = await startSite({
    PORT: String(port),
    // The go-live mail's links (no request to take an origin from): this server.
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    RECORDS_BACKEND: 'local',
    WRITES_PER_MINUTE: '1000',
    AIRTABLE_TOKEN: airtable.token,
    AIRTABLE_BASE_ID: airtable.baseId,
    AIRTABLE_ENDPOINT_URL: airtable.endpointUrl,
    CONTENT_CACHE_TTL_MS: '2000',
    PUBLISH_DUE_INTERVAL_MS: '1000',
  });
});
test.afterAll(async () => {
  await site?.stop();
  await airtable?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const outbox = () => path.join(dataDir, 'outbox');
const mails = (email: string) => mailsTo(email, outbox());
const goLiveMails = async (email: string, title: string) =>
  (await mails(email)).filter((m) => m.includes(`Subject: Now available: ${title}`));
/** Header lines unfolded (a long header continues on lines that start with white space). */
const headerOf = (mail: string, name: string) =>
  new RegExp(`^${name}:[ \t]*(.*)$`, 'm').exec(mail.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();

async function isPublic(request: APIRequestContext, slug: string): Promise<boolean> {
  // One after the other: the book, then the list. The list showing a book its page had just refused
  // is the publish time passing between the two reads (a slow machine's), so the page is asked again.
  const one = await request.get(`${site.url}/api/books/${slug}`);
  const list = await request.get(`${site.url}/api/books`);
  const listed = JSON.stringify(await list.json()).includes(`"${slug}"`);
  const status =
    listed && one.status() === 404 ? (await request.get(`${site.url}/api/books/${slug}`)).status() : one.status();
  expect(status, `/api/books/${slug} and the list agree`).toBe(listed ? 200 : 404);
  return listed;
}

/** Subscribe for Updates on the home page (Get Notified for everything new). */
async function signUp(page: Page, email: string): Promise<void> {
  await page.goto(`${site.url}/`);
  await expectRemote(page, 'catalogue');
  const section = page.locator('#updates');
  await section.getByRole('textbox', { name: 'Your e-mail address' }).fill(email);
  await section.getByRole('button', { name: 'Subscribe for Updates' }).click();
  await expect(section.getByRole('status').getByText(/Open the link in it to confirm/)).toBeVisible();
  await expect.poll(() => mails(email).then((m) => m.length)).toBe(1);
}

/** Confirms as the reader does: the mailed link, its page, its button. */
async function confirm(page: Page, email: string): Promise<void> {
  const [mail] = await mails(email);
  const link = /https?:\/\/[^\s"<>\]]+\/api\/notify\/confirm\?token=[A-Za-z0-9_.%-]+/.exec(mail!)?.[0];
  expect(link, 'the confirmation link').toBeTruthy();
  await page.goto(link!);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are signed up');
}

test('a scheduled book goes live on its own; confirmed readers get one mail each, with a working unsubscribe', async ({
  page,
  request,
  playwright,
  decideConsent,
}) => {
  test.setTimeout(budget(150_000));
  await decideConsent();
  const run = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const byPage = `page-${run}@example.com`; // confirms; unsubscribes on the page
  const oneClick = `oneclick-${run}@example.com`; // confirms; unsubscribes by the provider's POST
  const stays = `stays-${run}@example.com`; // confirms; stays (the control for the second book)
  const unconfirmed = `unconfirmed-${run}@example.com`; // never confirms

  // Scheduled: nowhere public yet.
  expect(await isPublic(request, LANTERN.slug)).toBe(false);
  await page.goto(`${site.url}/books/${LANTERN.slug}`);
  await expect(page.getByRole('heading', { name: LANTERN.title })).toHaveCount(0);

  for (const email of [byPage, oneClick, stays, unconfirmed]) await signUp(page, email);
  for (const email of [byPage, oneClick, stays]) await confirm(page, email);

  // The publisher sets Publish At a few seconds ahead; from here on nobody acts.
  const lanternAt = Date.now() + 8_000;
  schedule(new Date(lanternAt).toISOString(), new Date(lanternAt + 20_000).toISOString());
  await expect.poll(() => isPublic(request, LANTERN.slug), { timeout: budget(30_000), intervals: [500] }).toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(lanternAt);
  await page.goto(`${site.url}/books/${LANTERN.slug}`);
  await expectRemote(page, 'catalogue');
  await expect(page.getByRole('heading', { level: 1, name: LANTERN.title })).toBeVisible();

  // Exactly one go-live mail to each confirmed address; nothing but the confirmation to the other.
  for (const email of [byPage, oneClick, stays])
    await expect
      .poll(() => goLiveMails(email, LANTERN.title).then((m) => m.length), { timeout: budget(15_000) })
      .toBe(1);
  const [live] = await goLiveMails(byPage, LANTERN.title);
  expect(live).toContain(`${site.url}/books/${LANTERN.slug}`);
  expect(headerOf(live!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const stop = /^<(https?:\/\/\S+\/api\/notify\/unsubscribe\?token=[A-Za-z0-9_.%-]+)>$/.exec(
    headerOf(live!, 'List-Unsubscribe') ?? '',
  )?.[1];
  expect(stop, 'the List-Unsubscribe header').toBeTruthy();
  expect(new URL(stop!).origin).toBe(site.url);
  expect(live).toContain(stop!);

  // One click: the mail's link, its page, its button.
  await page.goto(stop!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from e-mail updates');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');

  // RFC 8058: the mail provider POSTs the header's URL from its own servers, no cookie, no Origin.
  const [otherLive] = await goLiveMails(oneClick, LANTERN.title);
  const providerUrl = /^<(\S+)>$/.exec(headerOf(otherLive!, 'List-Unsubscribe') ?? '')?.[1];
  const provider = await playwright.request.newContext();
  const posted = await provider.post(providerUrl!, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(posted.status()).toBe(200);
  await provider.dispose();

  // The second book goes live: only the reader who stayed is told; the unsubscribed are not.
  await expect.poll(() => isPublic(request, SPRING.slug), { timeout: budget(40_000), intervals: [500] }).toBe(true);
  await expect.poll(() => goLiveMails(stays, SPRING.title).then((m) => m.length), { timeout: budget(15_000) }).toBe(1);
  for (const email of [byPage, oneClick]) {
    expect(await goLiveMails(email, SPRING.title)).toEqual([]);
    expect(await goLiveMails(email, LANTERN.title)).toHaveLength(1);
  }
  expect(await goLiveMails(stays, LANTERN.title)).toHaveLength(1);
  // The address that never confirmed got its confirmation and nothing else.
  expect(await mails(unconfirmed)).toHaveLength(1);
});
