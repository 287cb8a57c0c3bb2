import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetsOf, remoteAssets } from './remote-assets';

const manifest = {
  exposes: [
    {
      assets: {
        js: { sync: ['assets/a.js', 'assets/b.js'], async: ['assets/page.js'] },
        css: { sync: ['assets/s.css'], async: [] },
      },
    },
  ],
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
    const of = remoteAssets(root);
    const own = 'http://127.0.0.1:8080';
    expect(of('catalogue', new URL('/remotes/catalogue/remoteEntry.js', own), own).js).toEqual([
      `${own}/remotes/catalogue/assets/a.js`,
      `${own}/remotes/catalogue/assets/b.js`,
    ]);
    // The same under the content-named entry the page names for it (decision 114).
    expect(of('catalogue', new URL('/remotes/catalogue/remoteEntry-0123456789ab.js', own), own).js).toHaveLength(2);
    expect(of('catalogue', new URL('/remotes/catalogue/sub/remoteEntry-0123456789ab.js', own), own).js).toEqual([]);
    expect(of('commerce', new URL('/remotes/commerce/remoteEntry.js', own), own)).toEqual({ js: [], css: [] });
  });

  it('gives no hashed files for a remote deployed elsewhere, whose next deploy may remove them', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'remote-assets-'));
    mkdirSync(path.join(root, 'mfe-catalogue/dist'), { recursive: true });
    writeFileSync(path.join(root, 'mfe-catalogue/dist/mf-manifest.json'), JSON.stringify(manifest));
    const of = remoteAssets(root);
    const own = 'http://127.0.0.1:8080';
    expect(of('catalogue', new URL('https://cdn.example/catalogue/remoteEntry.js'), own)).toEqual({ js: [], css: [] });
    expect(of('catalogue', new URL('/elsewhere/remoteEntry.js', own), own)).toEqual({ js: [], css: [] });
  });
});
