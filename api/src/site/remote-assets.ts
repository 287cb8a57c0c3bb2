import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import {
  EXPOSED_MODULE,
  REMOTE_NAMES,
  defaultRemoteFolder,
  defaultRemotePath,
  type RemoteName,
} from '@publisher/shared/remote-names';
import type { RemoteManifest } from '@publisher/shared/remotes';
import { IMMUTABLE_ENTRY, ROUTES_FILE, publishedFragmentStyles } from '@publisher/shared/routes';
import { SERVER_MODULE_PATH } from '@publisher/shared/server-render';
import { escapeHtml } from '@publisher/shared/server/http/plain-page';
import { sha256 } from './inline-hashes';

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
  return (remote, entry, ownOrigin) => {
    if (entry.origin !== ownOrigin || !isHostedEntry(remote, entry.pathname)) return NONE;
    const manifest = readManifest(root, remote);
    return manifest ? assetsOf(manifest, entry) : NONE;
  };
}

/*
 * A hosted remote may be rebuilt in place while the server runs (a team deploying alone on a
 * self-hosted Node server): its routes are seen within a second (route-source.ts), so its
 * mf-manifest.json, routes.json and the styles inlined from them must be too, or its new pages
 * would arrive with the old build's styles (and the CSP's hashes of them). A file is looked at
 * once a second at most and read again only when its stamp changed.
 */
const stamps = new LRUCache<string, string>({
  max: 64,
  ttl: 1000,
  memoMethod: (file) => {
    try {
      const { mtimeMs, size } = statSync(file);
      return `${mtimeMs}:${size}`;
    } catch {
      return 'none';
    }
  },
});
const jsonFiles = new LRUCache<string, { value: unknown }, string>({
  max: 32,
  memoMethod: (_key, _stale, { context: file }) => {
    try {
      return { value: JSON.parse(readFileSync(file, 'utf8')) as unknown };
    } catch {
      return { value: null };
    }
  },
});
const readJson = (file: string): unknown => jsonFiles.memo(`${file}\n${stamps.memo(file)}`, { context: file }).value;

const readManifest = (root: string, remote: RemoteName): MfManifest | null =>
  readJson(path.join(root, `mfe-${remote}/dist/mf-manifest.json`)) as MfManifest | null;

/** The trimmed text of each file, or null when one cannot be read. */
function readTexts(dir: string, files: string[]): string[] | null {
  try {
    return files.map((file) => readFileSync(path.join(dir, file), 'utf8').trim());
  } catch {
    return null;
  }
}

/** Above this many characters of CSS, a remote's style sheets are linked rather than inlined. */
const INLINE_CSS_LIMIT = 60_000;

/** Head markup for a hosted remote's style sheets (`files`, relative to its folder), and the texts it inlined. */
function sheetsMarkup(remote: RemoteName, dist: string, files: string[]): { tags: string[]; inlined: string[] } {
  const texts = readTexts(dist, files);
  const inline = !!texts && texts.join('').length <= INLINE_CSS_LIMIT && !texts.some((t) => /<\/style/i.test(t));
  if (inline) return { tags: texts.map((css) => `<style>${css}</style>`), inlined: texts };
  const link = (file: string) => new URL(file, `http://localhost${defaultRemoteFolder(remote)}`).pathname;
  return { tags: files.map((file) => `<link rel="stylesheet" href="${escapeHtml(link(file))}" />`), inlined: [] };
}

/**
 * The style sheets of each remote whose pages this server renders (decision 087): a remote it
 * hosts itself (manifest entry = the default path) that ships a server module. `markup` is the
 * head markup of its pages: the sheets inlined, so the page's first paint waits for no style
 * sheet, or linked when they are too large or could close a style element. `fragments`: the same
 * for each fragment it lends (decision 136, by `<remote>/<name>`), which a page holding that
 * fragment's server HTML adds. `inlined` lists the inlined texts, `hashes` their CSP sources
 * (compose.ts allows them).
 */
export interface HostedStyles {
  markup: Map<RemoteName, string[]>;
  fragments: Map<string, string[]>;
  inlined: string[];
  hashes: string[];
}

function readHostedStyles(root: string, manifest: Pick<RemoteManifest, 'remotes'>): HostedStyles {
  const markup = new Map<RemoteName, string[]>();
  const fragments = new Map<string, string[]>();
  const inlined: string[] = [];
  for (const { remote, entry } of manifest.remotes) {
    const dist = path.join(root, `mfe-${remote}/dist`);
    const hosted = entry === defaultRemotePath(remote) && existsSync(path.join(dist, SERVER_MODULE_PATH));
    const mf = hosted ? readManifest(root, remote) : null;
    if (!mf) continue;
    const pages = sheetsMarkup(remote, dist, [...new Set(pagesModule(mf).flatMap((e) => e.assets?.css?.sync ?? []))]);
    markup.set(remote, pages.tags);
    inlined.push(...pages.inlined);
    for (const [name, files] of Object.entries(publishedFragmentStyles(readJson(path.join(dist, ROUTES_FILE))))) {
      const sheets = sheetsMarkup(remote, dist, files);
      fragments.set(`${remote}/${name}`, sheets.tags);
      inlined.push(...sheets.inlined);
    }
  }
  return { markup, fragments, inlined, hashes: [...new Set(inlined.map(sha256))] };
}

const styleSets = new LRUCache<string, HostedStyles, { root: string; manifest: Pick<RemoteManifest, 'remotes'> }>({
  max: 8,
  memoMethod: (_key, _stale, { context }) => readHostedStyles(context.root, context.manifest),
});

/**
 * A stamp of the remotes' builds under `root` (each one's mf-manifest.json and routes.json): it
 * changes within a second of a remote being rebuilt in place.
 */
export function hostedBuildsStamp(root: string): string {
  return REMOTE_NAMES.map((remote) => {
    const dist = path.join(root, `mfe-${remote}/dist`);
    return `${stamps.memo(path.join(dist, 'mf-manifest.json'))}|${stamps.memo(path.join(dist, ROUTES_FILE))}`;
  }).join(',');
}

/** The hosted remotes' styles as their builds on disk are now (read again within a second of a rebuild). */
export function hostedRemoteStyles(root: string, manifest: Pick<RemoteManifest, 'remotes'>): HostedStyles {
  const key = [root, hostedBuildsStamp(root), ...manifest.remotes.flatMap(({ remote, entry }) => [remote, entry])];
  return styleSets.memo(key.join('\n'), { context: { root, manifest } });
}
