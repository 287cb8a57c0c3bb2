import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishSiteRoutes } from './testing/site-routes';
import { publishCatalogueServerModule } from './testing/head-test-support';
import { verifyPurchaseResponseSchema } from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS, PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import { DATA_CSP } from './middleware/security-headers';
import { startTestDatabase, type TestDatabase } from './adapters/postgres/test-database';
import { publishTeamFromSource } from './testing/team-sources';

let handler: typeof import('./netlify').handler;
const PRODUCTION = {
  SITE_URL: 'https://ashgrove.example',
  ACCESS_TOKEN_SECRET: 'netlify-test-secret-0123456789abcdefghij',
  SESSION_SECRET: 'netlify-session-secret-0123456789abcdefgh',
  FLIPBOOK_PASSWORD: 'a-real-password',
  // A demo deploy (decision 118: the sandbox and the sample catalogue), where the sample
  // Collector's purchase proves access (off by default in production).
  DEMO_MODE: '1',
  SAMPLE_PURCHASES: 'on',
};
let database: TestDatabase;
const dataDir = mkdtempSync(join(tmpdir(), 'netlify-entry-'));
// The function's bundle holds the built shell page and each remote's published routes (netlify.toml's
// included_files), and no remote's browser build.
const siteRoot = mkdtempSync(join(tmpdir(), 'netlify-site-'));
publishSiteRoutes(siteRoot);
// The catalogue's pages get their heads and 404s from its server module (decision 127).
publishCatalogueServerModule(siteRoot);
// Commerce's endpoints (checkouts, Stripe's webhook) as its server module serves them (decision 133).
publishTeamFromSource(siteRoot, 'commerce');
mkdirSync(join(siteRoot, 'shell/dist'), { recursive: true });
writeFileSync(
  join(siteRoot, 'shell/dist/index.html'),
  '<!doctype html><html lang="en-GB"><head><title>Ashgrove Press</title><meta name="description" content="x" /></head>' +
    '<body><header><nav class="site-nav"><a href="/">Home</a><a href="/books">Books</a></nav></header><main id="main"></main></body></html>',
);
beforeAll(async () => {
  // State and records are in the site's Netlify Database there (NETLIFY_DB_URL): here the CLI's local one.
  database = await startTestDatabase();
  process.env.NETLIFY_DB_URL = database.url;
  // The entry reads its configuration when first imported, as on a cold start.
  process.env.DATA_DIR = dataDir;
  process.env.SITE_ROOT = siteRoot;
  // Netlify is production: these are required (env.ts).
  Object.assign(process.env, PRODUCTION);
  // A cold start: the entry afresh, not one another file of this worker imported already.
  vi.resetModules();
  ({ handler } = await import('./netlify'));
});
afterAll(async () => {
  delete process.env.NETLIFY_DB_URL;
  await database.stop();
  delete process.env.DATA_DIR;
  delete process.env.SITE_ROOT;
  for (const name of Object.keys(PRODUCTION)) delete process.env[name];
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(siteRoot, { recursive: true, force: true });
});

const functionsDir = fileURLToPath(new URL('../netlify/functions/', import.meta.url));
const netlifyNames = [...Object.values(FUNCTION_PATHS), PAYMENT_PATHS.netlifyStripeWebhook].map((p) =>
  p.replace('/.netlify/functions/', ''),
);

describe('Netlify entry', () => {
  // The function files (api/netlify/functions/*.mjs: one per spec name, and `site` on /*) import
  // the esbuild bundle of this entry; e2e/deploy checks each of them on Netlify's own runtime.
  it('has a function file for every spec function name, and the site function on every other path', () => {
    for (const name of netlifyNames) {
      expect(readFileSync(`${functionsDir}${name}.mjs`, 'utf8')).toMatch(
        /import handler from '\.\.\/dist\/app\.mjs';\s+export default handler;/,
      );
    }
    expect(readFileSync(`${functionsDir}site.mjs`, 'utf8')).toMatch(/path: '\/\*',\s+preferStatic: true/);
    // The content snapshot's schedule (decision 105): the entry's scheduled handler, every 5 minutes.
    const scheduled = readFileSync(`${functionsDir}content-refresh.mjs`, 'utf8');
    expect(scheduled).toMatch(/import \{ scheduledContentRefresh \} from '\.\.\/dist\/app\.mjs';/);
    expect(scheduled).toMatch(/schedule: '\*\/5 \* \* \* \*'/);
  });

  it('sweeps expired state from the database every hour (the scheduled sweep-state function)', async () => {
    const sweep = readFileSync(`${functionsDir}sweep-state.mjs`, 'utf8');
    expect(sweep).toMatch(/import \{ scheduledStateSweep \} from '\.\.\/dist\/app\.mjs';/);
    expect(sweep).toMatch(/schedule: '@hourly'/);
    const db = database.pool();
    await db.query(`INSERT INTO state (key, value, expires_at) VALUES ('gone', '1', 1), ('live', '2', $1)`, [
      Date.now() + 60_000,
    ]);
    const { scheduledStateSweep } = await import('./netlify');
    expect((await scheduledStateSweep()).status).toBe(204);
    expect((await db.query(`SELECT key FROM state WHERE key IN ('gone', 'live')`)).rows).toEqual([{ key: 'live' }]);
  });

  it('deletes the records past their retention period every day (the scheduled retention-sweep function)', async () => {
    const sweep = readFileSync(`${functionsDir}retention-sweep.mjs`, 'utf8');
    expect(sweep).toMatch(/import \{ scheduledRetentionSweep \} from '\.\.\/dist\/app\.mjs';/);
    expect(sweep).toMatch(/schedule: '@daily'/);
    const db = database.pool();
    await db.query(
      `INSERT INTO purchases (id, source, email, order_id, quantity, status, created_at) VALUES
        ('stripe:RETENTION-OLD:0', 'stripe', 'old@x.org', 'RETENTION-OLD', 1, 'paid', '2010-01-01T00:00:00.000Z'),
        ('stripe:RETENTION-NEW:0', 'stripe', 'new@x.org', 'RETENTION-NEW', 1, 'paid', $1)`,
      [new Date().toISOString()],
    );
    const { scheduledRetentionSweep } = await import('./netlify');
    expect((await scheduledRetentionSweep()).status).toBe(204);
    expect(
      (await db.query(`SELECT order_id FROM purchases WHERE order_id LIKE 'RETENTION-%' ORDER BY order_id`)).rows,
    ).toEqual([{ order_id: 'RETENTION-NEW' }]);
  });

  it("answers a book's page with its head, the runtime manifest, the preload list and the current header link", async () => {
    const res = await handler(new Request('https://ashgrove.example/books/crownless'), {});
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('netlify-cdn-cache-control')).toBe('public, s-maxage=300, stale-while-revalidate=3600');
    // The page's CSP (not the data CSP of JSON answers).
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const html = await res.text();
    expect(html).toContain('<title>Crownless');
    expect(html).toContain('<meta property="og:type" content="book" />');
    expect(html).toContain('<link rel="canonical" href="https://ashgrove.example/books/crownless" />');
    expect(html).toMatch(/<script type="application\/ld\+json">[^<]*"@type":"Book"/);
    expect(html).toMatch(/<script type="application\/json" id="remote-manifest">\{"remotes":\[/);
    expect(html).toContain('"/remotes/catalogue/remoteEntry.js"');
    expect(html).toContain('<a aria-current="page" href="/books">');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('answers the home page with the Organization data and an unknown path with the app and a 404', async () => {
    const home = await (await handler(new Request('https://ashgrove.example/'), {})).text();
    expect(home).toMatch(/"@type":"Organization"/);
    expect(home).toContain('<a aria-current="page" href="/">');
    const missing = await handler(new Request('https://ashgrove.example/no-such-page'), {});
    expect(missing.status).toBe(404);
    const noBook = await handler(new Request('https://ashgrove.example/books/no-such-book'), {});
    expect(noBook.status).toBe(404);
    expect(noBook.headers.get('netlify-cdn-cache-control')).toBeNull();
    expect(missing.headers.get('netlify-cdn-cache-control')).toBeNull();
    expect(await missing.text()).toContain('<title>Page not found | Ashgrove Press</title>');
  });

  it('answers a spec call through the Netlify handler with the Netlify context, edge headers included', async () => {
    const req = new Request(`https://ashgrove.example${FUNCTION_PATHS.verifyGumroadPurchase}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://ashgrove.example' },
      body: JSON.stringify({
        email: 'reader@example.com',
        orderNumber: 'SAMPLE-CROWNLESS-1001',
        bookSlug: 'crownless',
      }),
    });
    const res = await handler(req, { ip: '203.0.113.5' });
    expect(res.status).toBe(200);
    expect(verifyPurchaseResponseSchema.parse(await res.json()).success).toBe(true);
    expect(res.headers.get('content-security-policy')).toBe(DATA_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const cross = await handler(
      new Request(req.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: '{}',
      }),
      {},
    );
    expect(cross.status).toBe(403);
  });

  it('includes the payment routes, composed as in server.ts', async () => {
    const res = await handler(
      new Request(
        'https://ashgrove.example/.netlify/functions/check-subscription-status?email=a@example.com&userId=u1',
      ),
      {},
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ subscription: { tier: 'free_trial' } });
  });
});
