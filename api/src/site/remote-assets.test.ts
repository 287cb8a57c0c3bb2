import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { assetsOf, remoteAssets } from './remote-assets';

const manifest = {
  exposes: [{ assets: { js: { sync: ['assets/a.js', 'assets/b.js'], async: ['assets/page.js'] }, css: { sync: ['assets/s.css'], async: [] } } }],
};

describe('remote assets from mf-manifest.json', () => {
  it('resolves the synchronous files against the entry URL and ignores the async ones', () => {
    expect(assetsOf(manifest, new URL('https://cdn.example/catalogue/remoteEntry.js'))).toEqual({
      js: ['https://cdn.example/catalogue/assets/a.js', 'https://cdn.example/catalogue/assets/b.js'],
      css: ['https://cdn.example/catalogue/assets/s.css'],
    });
  });

  it('reads a remote this server hosts from disk, and gives none when its manifest is missing', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'remote-assets-'));
    mkdirSync(path.join(root, 'mfe-catalogue/dist'), { recursive: true });
    writeFileSync(path.join(root, 'mfe-catalogue/dist/mf-manifest.json'), JSON.stringify(manifest));
    const of = remoteAssets(root, () => Promise.reject(new Error('no network')));
    const own = 'http://127.0.0.1:8080';
    expect(of('catalogue', new URL('/remotes/catalogue/remoteEntry.js', own), own).js).toEqual([
      `${own}/remotes/catalogue/assets/a.js`,
      `${own}/remotes/catalogue/assets/b.js`,
    ]);
    expect(of('commerce', new URL('/remotes/commerce/remoteEntry.js', own), own)).toEqual({ js: [], css: [] });
  });

  it('fetches another origin\'s manifest in the background: no hints until it has arrived, then hints', async () => {
    const fetchImpl = vi.fn(async (_url: string) => new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }));
    const of = remoteAssets('/nowhere', fetchImpl as unknown as typeof fetch);
    const entry = new URL('https://cdn.example/catalogue/remoteEntry.js');
    expect(of('catalogue', entry, 'http://127.0.0.1:8080').js).toEqual([]);
    await vi.waitFor(() => expect(of('catalogue', entry, 'http://127.0.0.1:8080').js).toHaveLength(2));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]![0]).toBe('https://cdn.example/catalogue/mf-manifest.json');
  });
});
