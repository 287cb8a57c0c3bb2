import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, remotePage, test } from '../support/fixtures';
import { budget } from '../support/machine';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

/*
 * Issue 26, item 2 (docs/architecture.md, "Adding a remote"): a new remote is its package plus one line of
 * configuration. In a copy of this repository, `scripts/new-remote.mjs demo` writes mfe-demo and its line in
 * shared/src/remote-list.json; after building the shell and the new remote (the other remotes' builds are
 * reused), the host serves /demo server-rendered with its head, the browser hydrates it, its endpoint
 * answers, and the rest of the site is as before. Nothing else in the copy is edited.
 */

const REPO = path.resolve(import.meta.dirname, '../..');
const PACKAGES = ['.', 'shell', 'api', 'shared', 'shared/react', 'shared/build', 'e2e'];
const REMOTES = ['catalogue', 'commerce', 'architect', 'education'];

/**
 * Gives `dir` (a package of the copy) a node_modules like `from`'s (a package of this checkout): every
 * dependency links to the installed one, except the workspace's own packages (@publisher/*), which link to
 * the copy's, so the copy builds against its own shared/ (its own remote list).
 */
function linkModules(copy: string, from: string, dir: string): void {
  const source = path.join(REPO, from, 'node_modules');
  const target = path.join(copy, dir, 'node_modules');
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source)) {
    const real = path.join(source, entry);
    if (entry === '@publisher') {
      mkdirSync(path.join(target, entry));
      for (const pkg of readdirSync(real)) {
        const inRepo = path.relative(REPO, realpathSync(path.join(real, pkg)));
        symlinkSync(path.join(copy, inRepo), path.join(target, entry, pkg));
      }
    } else if (entry.startsWith('@') && lstatSync(real).isDirectory() && !lstatSync(real).isSymbolicLink()) {
      mkdirSync(path.join(target, entry));
      for (const pkg of readdirSync(real))
        symlinkSync(realpathSync(path.join(real, pkg)), path.join(target, entry, pkg));
    } else {
      symlinkSync(realpathSync(real), path.join(target, entry));
    }
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const run = (cwd: string, command: string, args: string[]) =>
  execFileSync(command, args, { cwd, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });

test.describe('adding a remote', () => {
  test.describe.configure({ timeout: budget(300_000) });
  let copy = '';
  let server: ChildProcess | undefined;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(budget(300_000));
    copy = mkdtempSync(path.join(tmpdir(), 'scaffold-remote-'));
    // The repository's own files (what a clone has), then the installed dependencies linked in.
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: REPO }).toString().split('\0').filter(Boolean);
    for (const file of tracked) {
      if (!existsSync(path.join(REPO, file))) continue;
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      cpSync(path.join(REPO, file), path.join(copy, file));
    }
    for (const dir of PACKAGES) linkModules(copy, dir, dir);
    for (const remote of REMOTES) {
      linkModules(copy, `mfe-${remote}`, `mfe-${remote}`);
      // The other remotes are not rebuilt: their builds of this checkout.
      symlinkSync(path.join(REPO, `mfe-${remote}/dist`), path.join(copy, `mfe-${remote}/dist`));
    }

    // The two steps of the recipe: the package, and its line.
    run(copy, process.execPath, ['scripts/new-remote.mjs', 'demo', '--port', '5199', '--label', 'demo']);
    // Its dependencies are a subset of the Architect's: linked, as `pnpm install` would.
    linkModules(copy, 'mfe-architect', 'mfe-demo');
    // The shell is rebuilt with the new list (the manifest it accepts names every remote); the new remote is built.
    const vite = path.join(REPO, 'shell/node_modules/.bin/vite');
    run(path.join(copy, 'shell'), vite, ['build']);
    run(path.join(copy, 'shell'), process.execPath, ['--import', 'tsx', 'scripts/prerender.tsx']);
    run(path.join(copy, 'mfe-demo'), vite, ['build']);
    run(path.join(copy, 'mfe-demo'), vite, ['build', '-c', 'vite.server.config.ts']);

    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(copy, 'api'),
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(copy, '.data') },
      stdio: 'ignore',
    });
    await expect
      .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status, { timeout: budget(60_000) })
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  test('serves the new remote server-rendered with its head, hydrates it, and routes its endpoint', async ({
    page,
    consoleLog,
  }) => {
    // Its endpoint first (the host loads the new remote's server module for it).
    expect(await (await fetch(`${origin}/api/demo/hello`)).json()).toEqual({ hello: 'demo' });
    // The first HTML, as a crawler gets it. A render slower than the host's bound (a cold module on a
    // loaded machine) leaves the page to the browser: asked again, the loaded module renders it.
    let html = '';
    await expect
      .poll(
        async () => {
          const res = await fetch(`${origin}/demo?fresh=${Date.now()}`);
          html = await res.text();
          return res.status === 200 && html.includes('<h1 id="demo-heading">Demo</h1>');
        },
        { timeout: budget(30_000) },
      )
      .toBe(true);
    expect(html).toContain('<title>Demo | Ashgrove Press</title>');
    const manifest = (await (await fetch(`${origin}/remotes.json`)).json()) as {
      remotes: { remote: string }[];
      routes: { path: string; remote: string }[];
    };
    expect(manifest.remotes.map((r) => r.remote)).toContain('demo');
    expect(manifest.routes).toContainEqual(expect.objectContaining({ path: '/demo', remote: 'demo' }));

    await page.goto(`${origin}/demo`);
    const demo = remotePage(page, 'demo' as never);
    await expect(demo.getByRole('heading', { level: 1, name: 'Demo' })).toBeVisible();
    await demo.getByRole('button', { name: 'Pressed 0 times' }).click();
    await expect(demo.getByRole('button', { name: 'Pressed 1 times' })).toBeVisible();
    // The rest of the site is as before: a catalogue page from the same host.
    await page.goto(`${origin}/books`);
    await expect(remotePage(page, 'catalogue').getByRole('heading', { level: 1 })).toBeVisible();
    expect(consoleLog.errors).toEqual([]);
  });
});
