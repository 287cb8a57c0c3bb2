import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import { REMOTE_NAMES, defaultRemotePath, type RemoteName } from '@publisher/shared/remote-names';
import type { RemoteManifest } from '@publisher/shared/remotes';
import { SERVER_MODULE_FILE } from '@publisher/shared/routes';
import type { FragmentRenderFunction } from '@publisher/shared/fragments';
import { SERVER_MODULE_PATH, type RenderFunction } from '@publisher/shared/server-render';
import { teamApiDeclaration, type TeamApi } from '@publisher/shared/server/team-api';
import { importExact, keepModule, keptModule, privateFolder, sha256 } from './module-cache';

/*
 * Where a remote's server module comes from (docs/decisions/127): for a remote this server hosts,
 * its own copy of the build (mfe-<name>/dist/server/render.js), loaded once; for a remote deployed
 * on another origin, the content-named module its current deploy publishes next to its entry
 * (routes.json `server`), fetched from that origin and imported, as the browser loads its browser
 * module. The fetched bytes are checked and imported as checked, from a private folder under
 * DATA_DIR (module-cache.ts, decision 141).
 *
 * A fetched module is a copy of an immutable file (its name is its content's hash, checked here),
 * kept by URL in a small LRU: a new deploy has a new name. Only a URL under the remote's
 * configured origin (REMOTE_URL_<NAME>) is ever loaded. A load that fails (an error answer, a
 * timeout, a file too large or not matching its name, a module without `render`) gives null, is
 * logged once per URL and tried again after `retryMs`.
 */

export interface ServerModuleOptions {
  /** The project root (where mfe-<name>/dist lives). */
  root: string;
  manifest: Pick<RemoteManifest, 'remotes'>;
  fetch?: typeof fetch;
  /** The longest a remote may take to send its module. */
  timeoutMs?: number;
  /** The largest module accepted (bytes). */
  maxBytes?: number;
  /** How long a failed load is remembered before the URL is tried again. */
  retryMs?: number;
  /** How many fetched modules are kept (each deploy of a remote is one). */
  keep?: number;
  /** Where fetched modules are kept and imported from: a private folder (0700, this user's), e.g. DATA_DIR/server-modules. */
  dir: string;
  log?: (message: string) => void;
}

/**
 * What a remote's server module offers: its page render, when it has endpoints its `api` (decision 133),
 * and when it lends fragments their HTML (`renderFragment`, decision 136).
 */
export interface ServerModule {
  render: RenderFunction | null;
  api: TeamApi | null;
  renderFragment?: FragmentRenderFunction | null;
}

/** The server module of a remote: from this deploy's build, or from `url` (its own deploy). */
export type ServerModuleLoader = (remote: RemoteName, url?: string) => Promise<ServerModule | null>;

/** The loader, and the copy of each remote's module in this deploy's own build (when it has one). */
export type ServerModules = ServerModuleLoader & { builtHere(remote: RemoteName): Promise<ServerModule | null> };

/** The parts of an imported module that have the right shape; null when it offers neither. */
export function serverModuleOf(m: { render?: unknown; api?: unknown; renderFragment?: unknown }): ServerModule | null {
  const render = typeof m.render === 'function' ? (m.render as RenderFunction) : null;
  const renderFragment = typeof m.renderFragment === 'function' ? (m.renderFragment as FragmentRenderFunction) : null;
  const api =
    m.api && typeof (m.api as { create?: unknown }).create === 'function' && teamApiDeclaration(m.api)
      ? (m.api as TeamApi)
      : null;
  return render || api ? { render, api, ...(renderFragment ? { renderFragment } : {}) } : null;
}

/** Reads a body up to `max` bytes, or throws. */
async function boundedBody(response: Response, max: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > max) throw new Error(`over ${max} bytes`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new Error(`over ${max} bytes`);
    }
    chunks.push(value);
  }
}

/** Whether `url` is a content-named server module next to the remote's configured entry. */
export function allowedModuleUrl(entry: string | undefined, url: string): { hash: string } | null {
  if (!entry || !URL.canParse(entry) || !URL.canParse(url)) return null;
  const base = new URL('.', entry);
  const target = new URL(url);
  if (target.origin !== base.origin || target.search || target.hash || !target.pathname.startsWith(base.pathname))
    return null;
  const match = SERVER_MODULE_FILE.exec(target.pathname.slice(base.pathname.length));
  return match ? { hash: match[1]! } : null;
}

export function serverModules(options: ServerModuleOptions): ServerModules {
  const { root, manifest } = options;
  const get = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const maxBytes = options.maxBytes ?? 8 * 1024 * 1024;
  const retryMs = options.retryMs ?? 10_000;
  const { dir } = options;
  const log = options.log ?? ((m: string) => console.error(m));
  const logged = new LRUCache<string, true>({ max: 64 });
  const logOnce = (key: string, message: string) => {
    if (logged.has(key)) return;
    logged.set(key, true);
    log(message);
  };

  const entryOf = (remote: RemoteName) => manifest.remotes.find((r) => r.remote === remote)?.entry;
  const hostedFile = (remote: RemoteName) => path.join(root, `mfe-${remote}/dist`, SERVER_MODULE_PATH);

  /*
   * Each module is an lru-cache entry read by its fetchMethod, keyed by its hosted file or its URL:
   * one load at a time; a module kept until evicted (a new deploy names a new file); a failed load
   * answered as none for `retryMs`, then tried again. Loads never reject.
   */
  const modules = new LRUCache<string, { module: ServerModule | null }, { remote: RemoteName; hash?: string }>({
    max: (options.keep ?? 4) + REMOTE_NAMES.length,
    fetchMethod: async (key, _stale, { context: { remote, hash }, options: entry }) => {
      try {
        if (hash) return { module: await fetchAndImport(remote, key, hash) };
        if (!existsSync(key)) return { module: null };
        return { module: serverModuleOf((await import(pathToFileURL(key).href)) as { render?: unknown }) };
      } catch (error) {
        logOnce(
          key,
          hash
            ? `The server module of ${remote} at ${key} did not load; the browser renders its pages (${String(error)}).`
            : `Server rendering of ${remote} is off: its server module did not load (${String(error)}).`,
        );
        entry.ttl = retryMs;
        return { module: null };
      }
    },
  });
  const loaded = async (key: string, remote: RemoteName, hash?: string) =>
    (await modules.fetch(key, { context: { remote, ...(hash && { hash }) } }))?.module ?? null;
  const loadHosted = (remote: RemoteName) => loaded(hostedFile(remote), remote);

  const fetchAndImport = async (remote: RemoteName, url: string, hash: string): Promise<ServerModule> => {
    const folder = await privateFolder(dir);
    // Another instance on this machine (a Netlify function's next start) may have fetched it already.
    let code = await keptModule(folder, remote, hash);
    if (!code) {
      code = await fetchModule(url, hash);
      await keepModule(folder, remote, code);
    }
    const module = serverModuleOf(await importExact(folder, code));
    if (!module) throw new Error('it exports neither render nor api');
    return module;
  };

  const fetchModule = async (url: string, hash: string): Promise<Buffer> => {
    const response = await get(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const code = await boundedBody(response, maxBytes);
    if (!sha256(code).startsWith(hash)) throw new Error('its content does not match its name');
    return code;
  };

  const load: ServerModuleLoader = (remote, url) => {
    const entry = entryOf(remote);
    if (entry === defaultRemotePath(remote)) return loadHosted(remote);
    if (!url) return Promise.resolve(null);
    const allowed = allowedModuleUrl(entry, url);
    if (!allowed) {
      logOnce(url, `The server module of ${remote} at ${url} is not under its configured origin: not loaded.`);
      return Promise.resolve(null);
    }
    return loaded(url, remote, allowed.hash);
  };
  return Object.assign(load, { builtHere: loadHosted });
}
