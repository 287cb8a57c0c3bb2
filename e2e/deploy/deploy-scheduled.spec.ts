import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { goLiveTags } from '../../api/src/services/content-live';
import { test, expect } from './fixtures';
import { CLI_LOG, REPO_ROOT } from './deploy-env';
import { queryDatabase } from './local-database';

/*
 * The scheduled function `content-refresh` (decision 105): Netlify runs it every five minutes to
 * rebuild the shared content snapshot. Packaged by Netlify's own build (the manifest Netlify's
 * deploy reads carries its schedule), and a run, invoked as the CLI allows locally at
 * /.netlify/functions/<name> (never in production), loads the bundle and ends without error. This
 * deploy serves the sample catalogue, so the run has nothing to rebuild and says so; the rebuild
 * itself is covered in api/src/netlify-background.test.ts (local Netlify Database, loopback Airtable).
 *
 * The scheduled function `sweep-state` (decision 116): every hour it deletes the shared state's
 * expired rows from the site's Netlify Database.
 *
 * The scheduled function `retention-sweep` (decision 137): every day it deletes the records past the
 * retention periods the privacy page promises (here an 8-year-old purchase line), keeping the rest.
 *
 * Publishing on a date (decision 123): when a scheduled item goes live, the same run asks Netlify
 * to purge its cache tags. Offline there is no CDN, this deploy's sample catalogue has nothing due
 * during the suite, and the CLI runs each function call cold (the app's own response cache keeps
 * nothing between calls here). So this proves the deployed half: the answers the CDN may keep
 * carry the tags a book's go-live purges, and the packaged scheduled function holds the purge
 * client. The transition itself (a copy made before the publish-at is not served after it; the
 * real purgeCache request with token, site and tags, once) runs through the Netlify entry in
 * api/src/publish-due-netlify.test.ts.
 */

interface PackagedFunction {
  name: string;
  schedule?: string;
}

test('content-refresh is packaged with its schedule, and a run ends without error', async ({ request }) => {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, '.netlify/functions/manifest.json'), 'utf8')) as {
    functions: PackagedFunction[];
  };
  const packaged = manifest.functions.find((f) => f.name === 'content-refresh');
  expect(packaged?.schedule).toBe('*/5 * * * *');
  // Only the scheduled ones: the site and the spec functions answer requests.
  expect(
    manifest.functions
      .filter((f) => f.schedule)
      .map((f) => f.name)
      .sort(),
  ).toEqual(['content-refresh', 'retention-sweep', 'sweep-state']);

  const from = statSync(CLI_LOG).size;
  const run = await request.get('/.netlify/functions/content-refresh');
  // `netlify serve` passes the function's own answer (204); `netlify dev` answers 200 with a note,
  // or 500 with the error a failed run threw.
  expect(run.status(), await run.text()).toBeLessThan(300);
  expect(await run.text()).not.toContain('There was an error');
  await expect
    .poll(() => readFileSync(CLI_LOG).subarray(from).toString('utf8'))
    .toContain('[content] scheduled refresh: nothing to refresh (the embedded sample catalogue)');
});

test('sweep-state is packaged hourly, and a run deletes expired state rows from the database, keeping live ones', async ({
  request,
}) => {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, '.netlify/functions/manifest.json'), 'utf8')) as {
    functions: PackagedFunction[];
  };
  expect(manifest.functions.find((f) => f.name === 'sweep-state')?.schedule).toBe('@hourly');
  await queryDatabase(
    `INSERT INTO state (key, value, expires_at) VALUES ('deploy-suite/expired', '1', 1), ('deploy-suite/live', '2', $1)`,
    [Date.now() + 3_600_000],
  );
  const run = await request.get('/.netlify/functions/sweep-state');
  expect(run.status(), await run.text()).toBeLessThan(300);
  expect(
    (await queryDatabase(`SELECT key FROM state WHERE key LIKE 'deploy-suite/%' ORDER BY key`)).map((r) => r.key),
  ).toEqual(['deploy-suite/live']);
});

test('retention-sweep is packaged daily, and a run deletes a purchase line past its 7 years, keeping a recent one', async ({
  request,
}) => {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, '.netlify/functions/manifest.json'), 'utf8')) as {
    functions: PackagedFunction[];
  };
  expect(manifest.functions.find((f) => f.name === 'retention-sweep')?.schedule).toBe('@daily');
  const eightYearsAgo = new Date(Date.now() - 8 * 366 * 24 * 3_600_000).toISOString();
  await queryDatabase(
    `INSERT INTO purchases (id, source, email, order_id, quantity, status, created_at) VALUES
      ('stripe:DEPLOY-SUITE-OLD:0', 'stripe', 'old@example.com', 'DEPLOY-SUITE-OLD', 1, 'paid', $1),
      ('stripe:DEPLOY-SUITE-NEW:0', 'stripe', 'new@example.com', 'DEPLOY-SUITE-NEW', 1, 'paid', $2)
     ON CONFLICT (id) DO NOTHING`,
    [eightYearsAgo, new Date().toISOString()],
  );
  const from = statSync(CLI_LOG).size;
  const run = await request.get('/.netlify/functions/retention-sweep');
  expect(run.status(), await run.text()).toBeLessThan(300);
  expect(
    (await queryDatabase(`SELECT order_id FROM purchases WHERE order_id LIKE 'DEPLOY-SUITE-%' ORDER BY order_id`)).map(
      (r) => r.order_id,
    ),
  ).toEqual(['DEPLOY-SUITE-NEW']);
  await expect
    .poll(() => readFileSync(CLI_LOG).subarray(from).toString('utf8'))
    .toMatch(/\[records\] retention sweep: deleted \d+ purchase line\(s\)/);
});

/** One file of a zip archive (the packaged function), read with zlib: stored or deflated entries. */
function fileInZip(zip: Buffer, name: string): Buffer {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i += 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    const entry = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (entry === name) {
      const local = zip.readUInt32LE(at + 42);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + zip.readUInt32LE(at + 20));
      return zip.readUInt16LE(at + 10) === 8 ? inflateRawSync(data) : data;
    }
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  throw new Error(`${name} is not in the archive`);
}

test('a book going live purges the tags of every copy the CDN may keep of it; the scheduled function carries the purge', async ({
  request,
}) => {
  // The tags the scheduled run purges when Crownless goes live (publishDue's own function).
  const purged = goLiveTags([
    {
      kind: 'books',
      slug: 'crownless',
      id: 'recBookCrownless',
      title: 'Crownless',
      url: '/books/crownless',
      publishAt: new Date().toISOString(),
    },
  ]);
  expect(purged).toEqual(['books', 'books:crownless']);
  // Every answer that shows the book and that the CDN may keep carries one of them: the purge reaches it.
  for (const pagePath of ['/books/crownless', '/api/books/crownless', '/books', '/api/books', '/']) {
    const answer = await request.get(pagePath);
    expect(answer.status(), pagePath).toBe(200);
    expect(answer.headers()['netlify-cdn-cache-control'] ?? answer.headers()['cache-control'], pagePath).toMatch(
      /public.*s-maxage=\d+/,
    );
    const tags = (answer.headers()['netlify-cache-tag'] ?? '').split(',');
    expect(
      tags.filter((tag) => purged.includes(tag)),
      `${pagePath}: ${tags.join(',')}`,
    ).not.toEqual([]);
  }
  // A book page carries its own tag, so only its copies and the lists are purged, not every book's page.
  expect((await request.get('/books/the-salt-orchard')).headers()['netlify-cache-tag']?.split(',')).not.toContain(
    'books:crownless',
  );

  // The function Netlify runs every five minutes is the one that purges: it holds @netlify/functions'
  // purge client (its API path) and the publish step's report.
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, '.netlify/functions/manifest.json'), 'utf8')) as {
    functions: (PackagedFunction & { path: string })[];
  };
  const packaged = manifest.functions.find((f) => f.name === 'content-refresh')!;
  const bundle = fileInZip(readFileSync(packaged.path), 'api/netlify/functions/content-refresh.mjs').toString('utf8');
  expect(bundle).toContain('/api/v1/purge');
  expect(bundle).toContain('NETLIFY_PURGE_API_TOKEN');
  expect(bundle).toContain('went live; CDN purged for tags');
});
