import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@publisher/shared/remote-names';

/** The files a remote's exposed module loads before it can render (absolute URLs). */
export interface RemoteAssetList {
  js: string[];
  css: string[];
}

const NONE: RemoteAssetList = Object.freeze({ js: [], css: [] }) as RemoteAssetList;
const REFRESH_MS = 5 * 60_000;

interface MfManifest {
  exposes?: { assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** The synchronous JS and CSS of every exposed module, resolved against the remote entry's URL. */
export function assetsOf(manifest: MfManifest, entry: URL): RemoteAssetList {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const expose of manifest.exposes ?? []) {
    for (const file of expose.assets?.js?.sync ?? []) js.add(new URL(file, entry).href);
    for (const file of expose.assets?.css?.sync ?? []) css.add(new URL(file, entry).href);
  }
  return { js: [...js], css: [...css] };
}

/**
 * What each remote's entry will import right away, read from the mf-manifest.json that
 * @module-federation/vite writes next to remoteEntry.js, so a page can preload the whole first
 * step of its remote at once instead of discovering it one import at a time. A remote this
 * server hosts is read from disk once; one on another origin is fetched in the background and
 * refreshed every five minutes (a page never waits for it: until then it gets no hints).
 * Hints are only hints: a missing or unreadable manifest means none.
 */
export function remoteAssets(root: string, fetchImpl: typeof fetch = fetch): (remote: RemoteName, entry: URL, ownOrigin: string) => RemoteAssetList {
  const local = new Map<RemoteName, MfManifest | null>();
  const remoteCache = new Map<string, { at: number; manifest: MfManifest | null; pending: boolean }>();

  const readLocal = (remote: RemoteName): MfManifest | null => {
    if (!local.has(remote)) {
      try {
        local.set(remote, JSON.parse(readFileSync(path.join(root, `mfe-${remote}/dist/mf-manifest.json`), 'utf8')) as MfManifest);
      } catch {
        local.set(remote, null);
      }
    }
    return local.get(remote)!;
  };

  const readRemote = (url: string): MfManifest | null => {
    const cached = remoteCache.get(url);
    if (!cached || (!cached.pending && Date.now() - cached.at > REFRESH_MS)) {
      const entry = { at: Date.now(), manifest: cached?.manifest ?? null, pending: true };
      remoteCache.set(url, entry);
      fetchImpl(url, { signal: AbortSignal.timeout(2000) })
        .then((r) => (r.ok ? (r.json() as Promise<MfManifest>) : null))
        .then((m) => Object.assign(entry, { manifest: m ?? entry.manifest }))
        .catch(() => undefined)
        .finally(() => Object.assign(entry, { pending: false, at: Date.now() }));
    }
    return remoteCache.get(url)!.manifest;
  };

  return (remote, entry, ownOrigin) => {
    const manifest = entry.origin === ownOrigin ? readLocal(remote) : readRemote(new URL('mf-manifest.json', entry).href);
    return manifest ? assetsOf(manifest, entry) : NONE;
  };
}
