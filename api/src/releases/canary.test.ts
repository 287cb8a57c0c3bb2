import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTES_FILE } from '@publisher/shared/routes';
import { SITE_ROUTES, publishSiteRoutes } from '../testing/site-routes';
import { composeApp } from '../compose';
import { parseEnv } from '../env';
import { RELEASE_TTL_MS } from './config';
import { BUCKET_COOKIE } from './assignment';

/*
 * Issue 28 (decision 135) through the one app of the site: commerce's current deploy is the copy
 * this site hosts; its v2 is deployed alone on a loopback origin (its routes.json adds a page) and
 * released as a canary. Each visitor's pages, inlined manifest and route table are those of one
 * deploy, kept across requests by its cookie; crawlers and calls without the cookie get the current
 * deploy; a rollback reaches every new visitor within the stated bound.
 */

const TOKEN = 'canary-test-release-token-0123456789abcdef';
const V2_PAGE = '/basket-v2-preview';
const V2_API = '/api/basket-v2';
const V2_HEADING = 'Your basket, v2';
const root = mkdtempSync(join(tmpdir(), 'canary-'));
mkdirSync(join(root, 'shell/dist'), { recursive: true });
writeFileSync(
  join(root, 'shell/dist/index.html'),
  '<!doctype html><html><head><title>x</title></head><body><main id="main"><div class="server-outlet" data-server-outlet=""></div></main></body></html>',
);
publishSiteRoutes(root);

let v2: Server;
let v2Entry = '';
// v2 listens before the site is composed: its origin is one the site may release from (RELEASE_ORIGINS).
{
  const commerce = SITE_ROUTES.filter((r) => r.remote === 'commerce').map(({ remote: _, ...r }) => r);
  // v2's server module: its own endpoint, and a render of its basket page (decisions 127, 133).
  const code = `export const api = { paths: ['${V2_API}/*'], create: () => ({ fetch: () => Response.json({ version: 2 }) }) };
export const render = async () => ({ html: '<div data-boundary="mfe-commerce"><h1>${V2_HEADING}</h1></div>', data: null, head: {} });
`;
  const module = `server/render-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`;
  const published = JSON.stringify({
    remote: 'commerce',
    routes: [...commerce, { ...commerce[0]!, path: V2_PAGE, title: 'Preview', description: 'Only in v2.' }],
    server: module,
    api: { paths: [`${V2_API}/*`] },
  });
  v2 = createServer((req, res) => {
    if (req.url === `/${ROUTES_FILE}`) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(published);
      return;
    }
    if (req.url === `/${module}`) {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(code);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => v2.listen(0, '127.0.0.1', resolve));
  v2Entry = `http://127.0.0.1:${(v2.address() as AddressInfo).port}/remoteEntry.js`;
}
afterAll(async () => {
  await new Promise((resolve) => v2.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const env = parseEnv({
  DATA_DIR: join(root, 'data'),
  SITE_ROOT: root,
  AIRTABLE_TOKEN: '',
  RECORDS_BACKEND: 'local',
  RELEASE_TOKEN: TOKEN,
  RELEASE_ORIGINS: new URL(v2Entry).origin,
});
const { app } = composeApp(env);
// Another instance over the same state (a second Node process, another function instance).
const other = composeApp(env).app;

const BROWSER = { accept: 'text/html', 'sec-fetch-dest': 'document', 'user-agent': 'Mozilla/5.0 Chrome/131' };

/** One visitor: a browser that keeps the cookies the site sets. */
function visitor(headers: Record<string, string> = BROWSER, site = app) {
  const jar = new Map<string, string>();
  return async (path: string, extra: Record<string, string> = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await site.fetch(
      new Request(`http://localhost${path}`, { headers: { ...headers, ...extra, ...(cookie ? { cookie } : {}) } }),
    );
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [k, v] = pair!.split('=');
      jar.set(k!, v!);
    }
    return res;
  };
}

/** Which commerce deploy a page names in its inlined manifest. */
async function versionOf(res: Response): Promise<'v1' | 'v2'> {
  const html = await res.text();
  const manifest = /<script type="application\/json" id="[^"]*manifest[^"]*">(.*?)<\/script>/.exec(html)?.[1];
  const entry = (JSON.parse(manifest!) as { remotes: { remote: string; entry: string }[] }).remotes.find(
    (r) => r.remote === 'commerce',
  )!.entry;
  if (entry === v2Entry) return 'v2';
  expect(entry).toMatch(/^\/remotes\/commerce\//);
  return 'v1';
}

const release = (method: string, path: string, body?: unknown) =>
  app.fetch(
    new Request(`http://localhost/api/releases${path}`, {
      method,
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }),
  );

describe('a 50 % canary of commerce', () => {
  it('splits fresh visitors, each kept on one deploy; crawlers and cookie-less calls get the current one', async () => {
    // Before the canary: no cookie is set, pages may be kept by the CDN.
    const before = await visitor()('/basket');
    expect(before.headers.get('set-cookie')).toBeNull();
    expect(await versionOf(before)).toBe('v1');

    const put = await release('PUT', '/commerce', { canary: { url: v2Entry, share: 50 } });
    expect(put.status).toBe(200);

    const seen = { v1: 0, v2: 0 };
    for (let i = 0; i < 20; i += 1) {
      const get = visitor();
      const first = await get('/basket');
      expect(first.headers.get('set-cookie')).toMatch(new RegExp(`^${BUCKET_COOKIE}=\\d+; .*HttpOnly; SameSite=Lax`));
      // Pages name the visitor's deploy: kept by no shared cache while the canary is live.
      expect(first.headers.get('netlify-cdn-cache-control')).toBeNull();
      expect(first.headers.get('vary')).toMatch(/cookie/i);
      // Its policy lets the page load the deploy it names (the edge's was built from REMOTE_URL_<NAME> at start).
      const scripts = /script-src ([^;]*)/.exec(first.headers.get('content-security-policy') ?? '')?.[1] ?? '';
      const version = await versionOf(first);
      expect(scripts.split(' ').includes(new URL(v2Entry).origin)).toBe(version === 'v2');
      seen[version] += 1;
      // The same deploy on every page and reload; the route table is that deploy's.
      for (const path of ['/basket', '/', '/basket'])
        expect(await versionOf(await get(path)), `${path} for a ${version} visitor`).toBe(version);
      expect((await get(V2_PAGE)).status).toBe(version === 'v2' ? 200 : 404);
      // The server render and the team's endpoints are those of the visitor's deploy.
      expect((await (await get('/basket')).text()).includes(`<h1>${V2_HEADING}</h1>`)).toBe(version === 'v2');
      const call = await get(`${V2_API}/ping`, { accept: 'application/json', 'sec-fetch-dest': 'empty' });
      expect(call.status).toBe(version === 'v2' ? 200 : 404);
      if (version === 'v2') expect(await call.json()).toEqual({ version: 2 });
      // /remotes.json (what a retry fetches) agrees with the page.
      const manifest = (await (await get('/remotes.json')).json()) as {
        remotes: { remote: string; entry: string }[];
        releases: { commerce: { current: string; canary: { url: string; share: number } } };
      };
      expect(manifest.remotes.find((r) => r.remote === 'commerce')!.entry === v2Entry).toBe(version === 'v2');
      expect(manifest.releases.commerce.canary).toEqual({ url: v2Entry, share: 50 });
    }
    // 20 fair draws at 50 %: both appear (all on one side: 2 in a million).
    expect(seen.v1).toBeGreaterThan(0);
    expect(seen.v2).toBeGreaterThan(0);

    // An .html address is a page too (the spec's static links): a first visit there is assigned.
    const html = await visitor()('/cover-creator/index.html');
    expect(html.headers.get('set-cookie')).toMatch(new RegExp(`^${BUCKET_COOKIE}=`));
    // A crawler never gets a cookie and always the current deploy.
    for (let i = 0; i < 10; i += 1) {
      const bot = await visitor({ accept: 'text/html', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })(
        '/basket',
      );
      expect(bot.headers.get('set-cookie')).toBeNull();
      expect(await versionOf(bot)).toBe('v1');
    }
    // A call without the cookie (not a page) gets the current deploy's manifest, no cookie.
    const call = await visitor({ accept: 'application/json' })('/remotes.json');
    expect(call.headers.get('set-cookie')).toBeNull();
    const entry = ((await call.json()) as { remotes: { remote: string; entry: string }[] }).remotes.find(
      (r) => r.remote === 'commerce',
    )!.entry;
    expect(entry).not.toBe(v2Entry);
  });

  it(`a rollback reaches every visitor within ${RELEASE_TTL_MS / 1000} s; pages are kept by the CDN again`, async () => {
    await release('PUT', '/commerce', { canary: { url: v2Entry, share: 100 } });
    const get = visitor();
    expect(await versionOf(await get('/basket'))).toBe('v2');
    // The other instance has read the canary (within the bound) and serves it too.
    const elsewhere = visitor(BROWSER, other);
    await expect
      .poll(async () => versionOf(await elsewhere('/basket')), { timeout: RELEASE_TTL_MS + 2_000 })
      .toBe('v2');
    const rolledBack = await release('POST', '/commerce/rollback');
    const at = Date.now();
    expect(rolledBack.status).toBe(200);
    expect(await rolledBack.json()).not.toHaveProperty('canary');
    // This instance at once (the endpoint's instance); any other within RELEASE_TTL_MS.
    const page = await get('/basket');
    expect(await versionOf(page)).toBe('v1');
    expect(page.headers.get('netlify-cdn-cache-control')).toMatch(/s-maxage/);
    expect((await get(V2_PAGE)).status).toBe(404);
    // The other instance within RELEASE_TTL_MS, with no restart.
    await expect
      .poll(async () => versionOf(await elsewhere('/basket')), { timeout: RELEASE_TTL_MS + 2_000, interval: 250 })
      .toBe('v1');
    expect(Date.now() - at).toBeLessThanOrEqual(RELEASE_TTL_MS + 1_000);
  }, 20_000);
});
