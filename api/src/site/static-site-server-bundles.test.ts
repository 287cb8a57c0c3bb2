import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { siteRouteSource } from '../testing/site-routes';
import { staticSite } from './static-site';

// A built remote with its browser files and its server-render bundle (dist/server).
const root = mkdtempSync(join(tmpdir(), 'server-bundles-'));
for (const remote of ['catalogue', 'education']) {
  mkdirSync(join(root, `mfe-${remote}/dist/server/chunks`), { recursive: true });
  writeFileSync(join(root, `mfe-${remote}/dist/remoteEntry.js`), 'export const entry = 1;');
  writeFileSync(join(root, `mfe-${remote}/dist/server/render.js`), 'export const SERVER_ONLY = "render";');
  writeFileSync(join(root, `mfe-${remote}/dist/server/chunks/books-x.js`), 'export const SERVER_ONLY = "chunk";');
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const site = staticSite(parseEnv({ SITE_ROOT: root, DATA_DIR: join(root, 'data') }), { routes: siteRouteSource });
const get = (path: string) => Promise.resolve(site.request(`http://localhost${path}`));

describe('the remotes’ server bundles', () => {
  it('still serves a remote’s browser files', async () => {
    const res = await get('/remotes/catalogue/remoteEntry.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('entry');
  });

  it.each([
    '/remotes/catalogue/server/render.js',
    '/remotes/catalogue/server/chunks/books-x.js',
    '/remotes/education/server/render.js',
    '/remotes/catalogue/%73erver/render.js',
    '/remotes/catalogue//server/render.js',
    '/remotes/catalogue/assets/../server/render.js',
    '/remotes/catalogue/server/',
  ])('answers 404 for %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('SERVER_ONLY');
  });
});
