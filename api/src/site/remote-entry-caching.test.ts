import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MANIFEST_ELEMENT_ID } from '@publisher/shared/boot';
import type { RemoteManifest } from '@publisher/shared/remotes';
import { ROUTES_FILE, type PublishedRoutes } from '@publisher/shared/routes';
import { parseEnv } from '../env';
import { publishSiteRoutes } from '../testing/site-routes';
import { remoteRouteSource } from './route-source';
import { buildManifest } from './manifest';
import { staticSite } from './static-site';

/*
 * A remote's content-named entry (decision 114): a page of this deploy names the copy its build
 * published, cached for good, so a remote prefetched earlier opens without asking the server
 * again; remoteEntry.js itself stays revalidated for hosts that configure it by that name.
 */
const root = mkdtempSync(join(tmpdir(), 'remote-entry-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
publishSiteRoutes(root);
mkdirSync(join(root, 'shell/dist'), { recursive: true });
writeFileSync(join(root, 'shell/dist/index.html'), '<!doctype html><html><head></head><body></body></html>');
const ENTRY = 'remoteEntry-0123456789ab.js';
/** A remote's build as published: its entry, a copy under `name`, and a routes.json naming `entry`. */
const publish = (remote: string, name: string, entry = name) => {
  const dir = join(root, `mfe-${remote}/dist`);
  const file = JSON.parse(readFileSync(join(dir, ROUTES_FILE), 'utf8')) as PublishedRoutes;
  writeFileSync(join(dir, ROUTES_FILE), JSON.stringify({ ...file, entry }));
  writeFileSync(join(dir, 'remoteEntry.js'), 'export const entry = 1;');
  writeFileSync(join(dir, name), 'export const entry = 1;');
};
publish('catalogue', ENTRY);
// A list naming something that is not a content-named entry is not followed.
publish('commerce', ENTRY, '../../x.js');

const siteFor = (vars: Record<string, string> = {}) => {
  const env = parseEnv({ SITE_ROOT: root, DATA_DIR: join(root, 'data'), ...vars });
  const routes = remoteRouteSource({ root, manifest: buildManifest(env) });
  return staticSite(env, { routes });
};

async function inlineManifest(site: ReturnType<typeof siteFor>, path: string): Promise<RemoteManifest> {
  const html = await (await site.request(`http://localhost${path}`)).text();
  const json = html.match(
    new RegExp(`<script type="application/json" id="${MANIFEST_ELEMENT_ID}">(.*?)</script>`),
  )?.[1];
  return JSON.parse(json!) as RemoteManifest;
}

const entryOf = (manifest: RemoteManifest, remote: string) => manifest.remotes.find((r) => r.remote === remote)?.entry;

describe('a remote’s content-named entry', () => {
  it('is what a page names for a remote this deploy hosts, and is cached for good', async () => {
    const site = siteFor();
    const manifest = await inlineManifest(site, '/books');
    expect(entryOf(manifest, 'catalogue')).toBe(`/remotes/catalogue/${ENTRY}`);
    const copy = await site.request(`http://localhost/remotes/catalogue/${ENTRY}`);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The entry under its configured name is still served, and revalidated.
    const plain = await site.request('http://localhost/remotes/catalogue/remoteEntry.js');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
  });

  it('is not taken from a list that names anything else, nor used for a remote deployed elsewhere', async () => {
    const hosted = await inlineManifest(siteFor(), '/books');
    expect(entryOf(hosted, 'commerce')).toBe('/remotes/commerce/remoteEntry.js');
    expect(entryOf(hosted, 'education')).toBe('/remotes/education/remoteEntry.js'); // published none
    const elsewhere = await inlineManifest(
      siteFor({ REMOTE_URL_CATALOGUE: 'http://127.0.0.1:9/catalogue/remoteEntry.js' }),
      '/about',
    );
    expect(entryOf(elsewhere, 'catalogue')).toBe('http://127.0.0.1:9/catalogue/remoteEntry.js');
  });
});
