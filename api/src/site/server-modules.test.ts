import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModuleName } from '@publisher/shared/routes';
import { siteRouteTable } from '../testing/site-routes';
import { privateFolder } from './module-cache';
import { serverModules } from './server-modules';
import { serverRenderer } from './server-render';

/*
 * The root loads a remote's server module from the remote's own deploy (decision 127): a loopback
 * HTTP server stands in for the remote's origin.
 */

const fullHashOf = (code: string) => createHash('sha256').update(code).digest('hex');
const hashOf = (code: string) => fullHashOf(code).slice(0, 12);
/** A module as a remote's build publishes it: its path is named by its content. */
const published = (code: string) => ({ path: `/${serverModuleName(hashOf(code))}`, code });

const GOOD = published(
  `export async function render({ location, origin }) {
     return { html: '<h1>From its own deploy: ' + location + '</h1>', data: {}, head: { title: 'Own | ' + origin } };
   }`,
);
const OTHER = published(`export async function render() { return { html: '<h1>Second deploy</h1>', data: {} }; }`);
const NO_RENDER = published('export const nothing = 1;');
const THROWS = published(`throw new Error('module broke');`);
const WITH_API = published(
  `export const api = {
     paths: ['/api/team/*'],
     create: () => ({ fetch: (request) => new Response('team answered ' + new URL(request.url).pathname) }),
   };`,
);
const BAD_API = published(`export const api = { paths: ['not a path'], create: () => ({}) };`);
const HUGE = published(`export const padding = ${JSON.stringify('x'.repeat(4096))};`);

const files = new Map<string, string>();
const requests: string[] = [];
let hang = false;
let server: Server;
let origin = '';
const dir = mkdtempSync(join(tmpdir(), 'server-modules-'));

beforeAll(async () => {
  for (const m of [GOOD, OTHER, NO_RENDER, THROWS, HUGE, WITH_API, BAD_API]) files.set(m.path, m.code);
  // The same file under a name that does not match its content.
  files.set(`/${serverModuleName('0123456789ab')}`, GOOD.code);
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (hang) return;
    const code = files.get(req.url ?? '');
    if (code === undefined) res.writeHead(404).end('not found');
    else res.writeHead(200, { 'content-type': 'text/javascript' }).end(code);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function loader(options: { retryMs?: number; timeoutMs?: number; maxBytes?: number } = {}) {
  const logs: string[] = [];
  const load = serverModules({
    root: dir,
    manifest: { remotes: [{ remote: 'catalogue', name: 'catalogue', entry: `${origin}/remoteEntry.js` }] },
    dir: join(dir, 'modules'),
    log: (m) => logs.push(m),
    ...options,
  });
  return { load, logs };
}

const fetchesOf = (path: string) => requests.filter((r) => r === path).length;

describe("a remote's server module, loaded from its own deploy", () => {
  it('loads the module its deploy names, renders with it, and fetches each URL once', async () => {
    const { load, logs } = loader();
    const before = fetchesOf(GOOD.path);
    const module = await load('catalogue', `${origin}${GOOD.path}`);
    const render = module?.render;
    expect(render).toBeTypeOf('function');
    expect(module?.api).toBeNull();
    const result = await render!({
      page: 'x',
      pattern: '/x',
      location: '/x',
      origin: 'https://site',
      getJson: async () => undefined,
    });
    expect(result).toEqual({
      html: '<h1>From its own deploy: /x</h1>',
      data: {},
      head: { title: 'Own | https://site' },
    });
    expect(await load('catalogue', `${origin}${GOOD.path}`)).toBe(module);
    expect(fetchesOf(GOOD.path) - before).toBe(1);
    // A new deploy names a new file: loaded beside the first.
    const second = await load('catalogue', `${origin}${OTHER.path}`);
    expect(second).not.toBe(module);
    expect(logs).toEqual([]);
  });

  it('uses the copy another instance on this machine fetched, unless its bytes do not hash to its name', async () => {
    const before = fetchesOf(GOOD.path);
    expect((await loader().load('catalogue', `${origin}${GOOD.path}`))?.render).toBeTypeOf('function');
    expect(fetchesOf(GOOD.path)).toBe(before);
    // Kept by the full SHA-256 of its bytes (decision 141); a copy whose bytes changed is neither imported nor kept.
    const copy = join(dir, 'modules', `catalogue-${fullHashOf(OTHER.code)}.mjs`);
    expect(readFileSync(copy, 'utf8')).toBe(OTHER.code);
    const otherFetches = fetchesOf(OTHER.path);
    writeFileSync(copy, 'export async function render() { return { html: "<h1>tampered</h1>", data: {} }; }');
    const module = await loader().load('catalogue', `${origin}${OTHER.path}`);
    expect(await module!.render!({} as never)).toMatchObject({ html: '<h1>Second deploy</h1>' });
    expect(fetchesOf(OTHER.path)).toBe(otherFetches + 1);
    expect(readFileSync(copy, 'utf8')).toBe(OTHER.code);
  });

  it('keeps fetched modules in a private folder: made with mode 0700, refused when wider or not its own', async () => {
    expect(statSync(join(dir, 'modules')).mode & 0o777).toBe(0o700);
    const wide = join(dir, 'wide');
    mkdirSync(wide, { mode: 0o755 });
    chmodSync(wide, 0o755);
    const logs: string[] = [];
    const load = serverModules({
      root: dir,
      manifest: { remotes: [{ remote: 'catalogue', name: 'catalogue', entry: `${origin}/remoteEntry.js` }] },
      dir: wide,
      log: (m) => logs.push(m),
    });
    const before = fetchesOf(GOOD.path);
    expect(await load('catalogue', `${origin}${GOOD.path}`)).toBeNull();
    expect(logs.join('\n')).toMatch(/has mode 755, not 700/);
    expect(fetchesOf(GOOD.path)).toBe(before);
    expect(readdirSync(wide)).toEqual([]);
    // Another user's folder (a shared tmpdir one) is refused too.
    const uid = process.getuid!();
    await expect(privateFolder(join(dir, 'modules'), uid + 1)).rejects.toThrow(/belongs to user/);
    if (uid === 0) {
      const theirs = join(dir, 'theirs');
      mkdirSync(theirs, { mode: 0o700 });
      chownSync(theirs, 4242, 4242);
      await expect(privateFolder(theirs)).rejects.toThrow(/belongs to user 4242/);
    }
  });

  it("gives a module's endpoints (decision 133) beside its render, and refuses a malformed declaration", async () => {
    const { load, logs } = loader();
    const module = await load('catalogue', `${origin}${WITH_API.path}`);
    expect(module?.render).toBeNull();
    expect(module?.api?.paths).toEqual(['/api/team/*']);
    const answer = await module!.api!.create({} as never).fetch(new Request('http://site/api/team/x'));
    expect(await answer.text()).toBe('team answered /api/team/x');
    expect(await load('catalogue', `${origin}${BAD_API.path}`)).toBeNull();
    expect(logs.join('\n')).toMatch(/exports neither render nor api/);
  });

  it('never loads a URL outside the origin the remote is configured on', async () => {
    const { load, logs } = loader();
    const before = requests.length;
    for (const url of [
      `http://localhost:1${GOOD.path}`,
      `${origin.replace('127.0.0.1', 'localhost')}${GOOD.path}`,
      `${origin}/elsewhere/render.js`,
      `${origin}${GOOD.path}?x=1`,
    ])
      expect(await load('catalogue', url), url).toBeNull();
    // Nor for a remote whose entry is configured elsewhere (commerce has no configured entry here).
    expect(await load('commerce', `${origin}${GOOD.path}`)).toBeNull();
    expect(requests.length).toBe(before);
    expect(logs).toHaveLength(5);
  });

  it('falls back on a 404, logs it once, and tries again after the back-off', async () => {
    const { load, logs } = loader({ retryMs: 200 });
    const missing = published(`export async function render() { return { html: '<p>late</p>', data: {} }; }`);
    const url = `${origin}${missing.path}`;
    expect(await load('catalogue', url)).toBeNull();
    expect(await load('catalogue', url)).toBeNull();
    expect(fetchesOf(missing.path)).toBe(1);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('HTTP 404');
    // The remote's deploy finishes: after the back-off the module is loaded.
    files.set(missing.path, missing.code);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await load('catalogue', url))?.render).toBeTypeOf('function');
    expect(fetchesOf(missing.path)).toBe(2);
    expect(logs).toHaveLength(1);
  });

  it('falls back when the remote hangs, within the time bound', async () => {
    const { load, logs } = loader({ timeoutMs: 150 });
    const slow = published(`export async function render() { return null; }`);
    files.set(slow.path, slow.code);
    hang = true;
    try {
      const started = Date.now();
      expect(await load('catalogue', `${origin}${slow.path}`)).toBeNull();
      expect(Date.now() - started).toBeLessThan(2000);
      expect(logs[0]).toMatch(/abort|timeout/i);
    } finally {
      hang = false;
    }
  });

  it('falls back on a bad module: no render, a throwing top level, a name not matching its content, too large', async () => {
    const { load, logs } = loader({ maxBytes: 2048 });
    for (const path of [NO_RENDER.path, THROWS.path, `/${serverModuleName('0123456789ab')}`, HUGE.path])
      expect(await load('catalogue', `${origin}${path}`), path).toBeNull();
    expect(logs.join('\n')).toMatch(
      /exports neither render nor api[\s\S]*module broke[\s\S]*does not match[\s\S]*over 2048 bytes/,
    );
  });

  it("renders a page of a remote on another origin with its module, linking that deploy's style sheets", async () => {
    const { load } = loader();
    const book = siteRouteTable.match('/books/crownless')!;
    const render = serverRenderer({
      stylesOf: () => ['<style>never</style>'],
      read: async () => ({ status: 404, body: undefined }),
      modules: load,
      published: () => ({ catalogue: { module: `${origin}${GOOD.path}`, styles: [`${origin}/assets/a.css`] } }),
    });
    const page = await render(book, '/books/crownless', '', 'https://site');
    expect(page?.html).toBe('<h1>From its own deploy: /books/crownless</h1>');
    expect(page?.head).toContain(`<link rel="stylesheet" href="${origin}/assets/a.css" />`);
    expect(page?.head).not.toContain('never');
    expect(page?.own).toEqual({ title: 'Own | https://site' });

    // Its server part down: no module, the page goes to the browser.
    const down = serverRenderer({
      stylesOf: () => [],
      read: async () => ({ status: 404, body: undefined }),
      modules: loader().load,
      published: () => ({ catalogue: { module: `${origin}/server/render-ffffffffffff.js`, styles: [] } }),
    });
    expect(await down(book, '/books/crownless', '')).toBeNull();
  });
});
