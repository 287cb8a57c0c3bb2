import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  EXPOSED_MODULE,
  defaultRemoteFolder,
  defaultRemotePath,
  type RemoteName,
} from '@publisher/shared/remote-names';
import type { RemoteManifest } from '@publisher/shared/remotes';
import { IMMUTABLE_ENTRY } from '@publisher/shared/routes';
import { SERVER_MODULE_PATH } from '@publisher/shared/server-render';

/** The files a remote's exposed module loads before it can render (absolute URLs). */
export interface RemoteAssetList {
  js: string[];
  css: string[];
}

const NONE: RemoteAssetList = Object.freeze({ js: [], css: [] }) as RemoteAssetList;

interface MfManifest {
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/**
 * The module that renders a remote's pages (a remote may expose others too: commerce's basket
 * service, decision 108, which a page does not need before it renders).
 */
const pagesModule = (manifest: MfManifest) =>
  (manifest.exposes ?? []).filter((e) => e.path === undefined || e.path === EXPOSED_MODULE);

/** The synchronous JS and CSS of the remote's pages module, resolved against the remote entry's URL. */
export function assetsOf(manifest: MfManifest, entry: URL): RemoteAssetList {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const expose of pagesModule(manifest)) {
    for (const file of expose.assets?.js?.sync ?? []) js.add(new URL(file, entry).href);
    for (const file of expose.assets?.css?.sync ?? []) css.add(new URL(file, entry).href);
  }
  return { js: [...js], css: [...css] };
}

/** Whether a path is the entry of a remote this server hosts: remoteEntry.js, or its content-named copy (decision 114). */
function isHostedEntry(remote: RemoteName, pathname: string): boolean {
  const folder = defaultRemoteFolder(remote);
  return (
    pathname === defaultRemotePath(remote) ||
    (pathname.startsWith(folder) && IMMUTABLE_ENTRY.test(pathname.slice(folder.length)))
  );
}

/**
 * What each remote's entry will import right away, read from the mf-manifest.json that
 * @module-federation/vite writes next to remoteEntry.js, so a page can preload the whole first
 * step of its remote at once instead of discovering it one import at a time. Only a remote of
 * this very deploy (served at its default path on this origin) gets these hints: its files are
 * published together with the page. A remote deployed elsewhere is redeployed on its own
 * schedule, and a page kept by a CDN would otherwise name hashed files its new deploy removed;
 * such a page names only the remote's entry, whose URL never changes.
 */
export function remoteAssets(root: string): (remote: RemoteName, entry: URL, ownOrigin: string) => RemoteAssetList {
  const local = new Map<RemoteName, MfManifest | null>();
  const readLocal = (remote: RemoteName): MfManifest | null => {
    if (!local.has(remote)) {
      try {
        local.set(
          remote,
          JSON.parse(readFileSync(path.join(root, `mfe-${remote}/dist/mf-manifest.json`), 'utf8')) as MfManifest,
        );
      } catch {
        local.set(remote, null);
      }
    }
    return local.get(remote)!;
  };
  return (remote, entry, ownOrigin) => {
    const ownDeploy = entry.origin === ownOrigin && isHostedEntry(remote, entry.pathname);
    const manifest = ownDeploy ? readLocal(remote) : null;
    return manifest ? assetsOf(manifest, entry) : NONE;
  };
}

/** Above this many characters of CSS, a remote's style sheets are linked rather than inlined. */
const INLINE_CSS_LIMIT = 60_000;

/**
 * The style sheets of each remote whose pages this server renders (decision 087): a remote it
 * hosts itself (manifest entry = the default path) that ships a server module. They are inlined
 * into those pages, so the page's first paint waits for no style sheet; the CSP allows each by its
 * hash (compose.ts). A remote's CSS that is too large, or that could close a style element, is
 * left out (its pages then link it).
 */
export function renderedRemoteStyles(
  root: string,
  manifest: Pick<RemoteManifest, 'remotes'>,
): Map<RemoteName, string[]> {
  const styles = new Map<RemoteName, string[]>();
  for (const { remote, entry } of manifest.remotes) {
    const dist = path.join(root, `mfe-${remote}/dist`);
    if (entry !== defaultRemotePath(remote) || !existsSync(path.join(dist, SERVER_MODULE_PATH))) continue;
    try {
      const mf = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as MfManifest;
      const files = new Set(pagesModule(mf).flatMap((e) => e.assets?.css?.sync ?? []));
      const texts = [...files].map((file) => readFileSync(path.join(dist, file), 'utf8').trim());
      const size = texts.reduce((n, t) => n + t.length, 0);
      if (size <= INLINE_CSS_LIMIT && !texts.some((t) => /<\/style/i.test(t))) styles.set(remote, texts);
    } catch {
      // No manifest or an unreadable file: the remote's pages link their styles instead.
    }
  }
  return styles;
}
