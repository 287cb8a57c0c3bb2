import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverModuleName } from '@publisher/shared/routes';

/*
 * Decision 141: the bytes imported are the bytes checked. An attacker who can put a file over the
 * kept copy's name (a rename in a loop) between the check and the import must not get it run: here
 * every rename into the cache is followed at once by such a swap.
 */

const swap = vi.hoisted(() => ({ code: null as string | null, swapped: 0 }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const rename = async (from: string, to: string) => {
    await fs.rename(from, to);
    if (swap.code !== null && to.endsWith('.mjs')) {
      await fs.writeFile(to, swap.code);
      swap.swapped += 1;
    }
  };
  return { ...fs, rename, default: { ...fs, rename } };
});

const CODE = `export async function render() { return { html: '<h1>Checked</h1>', data: {} }; }`;
const PATH = `/${serverModuleName(createHash('sha256').update(CODE).digest('hex').slice(0, 12))}`;
const dir = mkdtempSync(join(tmpdir(), 'server-modules-exact-'));
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === PATH) res.writeHead(200, { 'content-type': 'text/javascript' }).end(CODE);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
  // Nothing of this file's swap reaches a later file of the same worker (no isolation).
  swap.code = null;
  vi.doUnmock('node:fs/promises');
  vi.resetModules();
});

describe("a remote's server module from its own deploy", () => {
  it('runs the bytes that were checked, not a file put over the kept copy after the check', async () => {
    swap.code = `export async function render() { return { html: '<h1>Attacker</h1>', data: {} }; }`;
    // Loaded after the mock: a worker that runs files without isolation may hold it from another file.
    vi.resetModules();
    const { serverModules } = await import('./server-modules');
    const load = serverModules({
      root: dir,
      manifest: { remotes: [{ remote: 'catalogue', name: 'catalogue', entry: `${origin}/remoteEntry.js` }] },
      dir: join(dir, 'modules'),
      log: () => undefined,
    });
    const module = await load('catalogue', `${origin}${PATH}`);
    expect(swap.swapped).toBeGreaterThan(0);
    expect(await module?.render?.({} as never)).toMatchObject({ html: '<h1>Checked</h1>' });
  });
});
