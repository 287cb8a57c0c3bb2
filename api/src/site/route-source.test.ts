import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REMOTE_NAMES, containerName, defaultRemotePath } from '@publisher/shared/remote-names';
import type { PublishedRoutes } from '@publisher/shared/routes';
import { memoryStateStore } from '../testing/memory-state-store';
import { publishSiteRoutes } from '../testing/site-routes';
import { remoteRouteSource } from './route-source';

// A build folder with every remote's published routes, and a remote "deployed elsewhere": a real
// HTTP server on 127.0.0.1 answering its routes.json as a static host would.
const root = mkdtempSync(join(tmpdir(), 'route-source-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
publishSiteRoutes(root);

const page = (path: string, pageId: string) => ({ path, page: pageId, title: 'T', description: 'D.' });
let served: { status: number; body: unknown } = { status: 200, body: null };
let requests = 0;
let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    requests += 1;
    if (req.url !== '/education/routes.json') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(served.status, { 'content-type': 'application/json' }).end(JSON.stringify(served.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const educationList = (...routes: ReturnType<typeof page>[]): PublishedRoutes => ({ remote: 'education', routes });
const manifest = (educationEntry: string) => ({
  remotes: REMOTE_NAMES.map((remote) => ({
    remote,
    name: containerName(remote),
    entry: remote === 'education' ? educationEntry : defaultRemotePath(remote),
  })),
});

describe('the routes the remotes publish, read at run time', () => {
  it('reads a hosted remote from its build folder, and again when its build changes', async () => {
    let clock = 1_000_000;
    const source = remoteRouteSource({ root, manifest: manifest(defaultRemotePath('education')), now: () => clock });
    const before = await source.current();
    expect(before.match('/books/crownless')).toMatchObject({ remote: 'catalogue', page: 'book-detail' });
    expect(before.match('/education/year12')).toBeUndefined();

    // The education team deploys a build with one more page.
    const file = join(root, 'mfe-education/dist/routes.json');
    writeFileSync(
      file,
      JSON.stringify(educationList(page('/education', 'catalogue'), page('/education/year12', 'y12'))),
    );
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    clock += 1_000;
    expect((await source.current()).match('/education/year12')).toBeUndefined(); // checked at most once a second
    clock += 1;
    const after = await source.current();
    expect(after.match('/education/year12')).toMatchObject({ remote: 'education', page: 'y12' });
    // The same table while nothing changes (consumers keep what they derived from it).
    clock += 1_001;
    expect(await source.current()).toBe(after);
    publishSiteRoutes(root);
  });

  it('fetches a remote deployed elsewhere from next to its entry, again after the TTL or at once for an unknown path', async () => {
    let clock = 5_000_000;
    served = { status: 200, body: educationList(page('/education', 'catalogue')) };
    const state = memoryStateStore();
    const source = remoteRouteSource({
      root,
      manifest: manifest(`${origin}/education/remoteEntry.js`),
      state,
      ttlMs: 30_000,
      minRefreshMs: 2_000,
      now: () => clock,
    });
    expect((await source.current()).match('/education')?.page).toBe('catalogue');
    const asked = requests;
    clock += 10_000;
    await source.current();
    expect(requests).toBe(asked); // within the TTL: not asked again

    served = { status: 200, body: educationList(page('/education', 'catalogue'), page('/education/new', 'fresh')) };
    expect((await source.current()).match('/education/new')).toBeUndefined();
    // A path no route knows: the remotes are asked again (a page just shipped answers at once)…
    expect((await source.refreshed()).match('/education/new')?.page).toBe('fresh');
    // …but not on every unknown path: at most every minRefreshMs.
    const after = requests;
    await source.refreshed();
    expect(requests).toBe(after);
    clock += 2_000;
    await source.refreshed();
    expect(requests).toBe(after + 1);
    // Kept where every instance sees it.
    expect(await state.get('routes/v1/education')).toEqual([
      { ...page('/education', 'catalogue'), remote: 'education' },
      { ...page('/education/new', 'fresh'), remote: 'education' },
    ]);
  });

  it('reads each deploy once for concurrent requests, and once for two sets of deploys that share it', async () => {
    served = { status: 200, body: educationList(page('/education', 'catalogue')) };
    const remotes = manifest(`${origin}/education/remoteEntry.js`).remotes;
    let catalogue = defaultRemotePath('catalogue');
    // A live manifest, as for a canary of the catalogue: education's deploy is the same in both sets.
    const live = {
      get remotes() {
        return remotes.map((r) => (r.remote === 'catalogue' ? { ...r, entry: catalogue } : r));
      },
    };
    const source = remoteRouteSource({ root, manifest: live, log: () => undefined });
    const asked = requests;
    const tables = await Promise.all([source.current(), source.current(), source.refreshed(), source.current()]);
    expect(requests).toBe(asked + 1);
    expect(new Set(tables).size).toBe(1);
    catalogue = `${origin}/catalogue-canary/remoteEntry.js`;
    expect((await source.current()).match('/education')?.page).toBe('catalogue');
    expect(requests).toBe(asked + 2); // the canary's list only
    expect(source.entries()).toMatchObject({ catalogue, education: `${origin}/education/remoteEntry.js` });
  });

  it('keeps routing a remote that is down or publishes a broken list, from the last list any instance read', async () => {
    const log = vi.fn();
    const state = memoryStateStore();
    const entry = `${origin}/education/remoteEntry.js`;
    served = { status: 200, body: educationList(page('/education', 'catalogue')) };
    await remoteRouteSource({ root, manifest: manifest(entry), state, log }).current();

    // A new instance starts while the remote is down: the shared copy routes its pages.
    served = { status: 503, body: 'down' };
    const cold = remoteRouteSource({ root, manifest: manifest(entry), state, log });
    expect((await cold.current()).match('/education')?.remote).toBe('education');
    expect(log).not.toHaveBeenCalled();

    // A malformed list is refused; the last good one stays.
    served = { status: 200, body: educationList({ ...page('/education', 'catalogue'), path: 'javascript:alert(1)' }) };
    expect((await cold.refreshed()).match('/education')?.remote).toBe('education');
    // Another remote's list under this remote's name is refused too.
    served = { status: 200, body: { remote: 'catalogue', routes: [page('/education', 'x')] } };
    expect((await cold.refreshed()).match('/education')?.page).toBe('catalogue');

    // No list anywhere: the one this deploy's own build of the remote published.
    const first = remoteRouteSource({ root, manifest: manifest(`${origin}/nowhere/remoteEntry.js`), log });
    expect((await first.current()).match('/education/year8')).toMatchObject({
      remote: 'education',
      page: 'coming-soon',
    });
    expect(log).not.toHaveBeenCalled();

    // Not even that: the remote's pages are unknown (404) and the reason is logged.
    const bare = mkdtempSync(join(tmpdir(), 'route-source-bare-'));
    const empty = remoteRouteSource({ root: bare, manifest: manifest(`${origin}/nowhere/remoteEntry.js`), log });
    expect((await empty.current()).match('/education')).toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('The routes of education could not be read'));
    rmSync(bare, { recursive: true, force: true });
  });

  it('names the server module and style sheets a remote deployed elsewhere publishes, under its own origin (decision 127)', async () => {
    served = {
      status: 200,
      body: {
        ...educationList(page('/education', 'catalogue')),
        server: 'server/render-0123456789ab.js',
        serverStyles: ['assets/a.css', '../escape.css', 'https://evil.example/x.css'],
        fragmentStyles: { 'buy-box': ['assets/box.css', '../escape.css'], 'Not A Name': ['assets/x.css'] },
      },
    };
    const source = remoteRouteSource({ root, manifest: manifest(`${origin}/education/remoteEntry.js`) });
    await source.current();
    expect(source.servers()).toEqual({
      education: {
        module: `${origin}/education/server/render-0123456789ab.js`,
        styles: [`${origin}/education/assets/a.css`],
        // A fragment's style sheets (decision 136), checked as the pages' are.
        fragmentStyles: { 'buy-box': [`${origin}/education/assets/box.css`] },
      },
    });
    // A name not of the content-named shape is not a server module.
    served = { status: 200, body: { ...educationList(page('/education', 'catalogue')), server: '../../x.js' } };
    const other = remoteRouteSource({ root, manifest: manifest(`${origin}/education/remoteEntry.js`) });
    await other.current();
    expect(other.servers()).toEqual({});
    // Hosted remotes render from this deploy's copy: none named here.
    const hosted = remoteRouteSource({ root, manifest: manifest(defaultRemotePath('education')) });
    await hosted.current();
    expect(hosted.servers()).toEqual({});
  });

  it('gives up on a remote that does not answer within the timeout', async () => {
    const hang = createServer(() => undefined);
    await new Promise<void>((resolve) => hang.listen(0, '127.0.0.1', resolve));
    const port = (hang.address() as AddressInfo).port;
    const source = remoteRouteSource({
      root,
      manifest: manifest(`http://127.0.0.1:${port}/remoteEntry.js`),
      timeoutMs: 100,
      log: () => undefined,
    });
    const started = Date.now();
    expect((await source.current()).match('/books')?.remote).toBe('catalogue');
    expect(Date.now() - started).toBeLessThan(1_000);
    hang.closeAllConnections();
    await new Promise<void>((resolve) => hang.close(() => resolve()));
  });
});
