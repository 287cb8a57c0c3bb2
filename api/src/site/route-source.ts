import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, defaultRemoteFolder, defaultRemotePath, type RemoteName } from '@publisher/shared/remote-names';
import type { RemoteManifest } from '@publisher/shared/remotes';
import {
  ROUTES_FILE,
  parsePublishedRoutes,
  publishedEntry,
  publishedServer,
  routeTable,
  type RouteDef,
  type RouteTable,
} from '@publisher/shared/routes';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { teamApiDeclaration, type TeamApiDeclaration } from '@publisher/shared/server/team-api';

/*
 * The composed site's routes, read at run time from what each remote's build published
 * (docs/decisions/110). A remote this server hosts (its manifest entry is the default
 * /remotes/<name>/ path) is read from its build folder whenever that file changes; a remote
 * deployed elsewhere is fetched from next to its entry (routes.json), again after `ttlMs`, or
 * sooner when a path matches no route (a page that remote has just shipped). So a remote's deploy
 * alone adds its pages: the shell is not rebuilt and this server is not restarted.
 *
 * Each list that was read is kept in the shared state store, so an instance that starts while a
 * remote is down still routes that remote's pages (the page then shows the remote's "unavailable"
 * state with Retry, as for any remote that fails to load) instead of answering 404. With no list
 * anywhere (the very first start, the remote down), the list the remote published in this
 * deploy's own build is used, when the deploy has one.
 */

export interface RouteSource {
  /** The current table (cached; hosted lists re-read when their file changes). */
  current(): Promise<RouteTable>;
  /** The table after asking the remotes again, unless that was done within the last few seconds. */
  refreshed(): Promise<RouteTable>;
  /**
   * As of the last read: the content-named entry (its URL path) of each remote this server hosts
   * whose build published one (docs/decisions/114). Its files ship with this deploy, so a page
   * may name it; a remote deployed elsewhere keeps its configured entry.
   */
  entries(): Partial<Record<RemoteName, string>>;
  /**
   * As of the last read: the server module (absolute URL) and its style sheets that each remote
   * deployed elsewhere published next to its entry (docs/decisions/127).
   */
  servers(): Partial<Record<RemoteName, PublishedServer>>;
  /**
   * As of the last read: the endpoints each remote's server module declares (decision 133), from
   * its routes.json; `module` is the URL of that module for a remote deployed elsewhere.
   */
  apis(): Partial<Record<RemoteName, PublishedApi>>;
}

/** A remote's declared endpoints, and where its module is when it is not hosted here. */
export interface PublishedApi extends TeamApiDeclaration {
  module?: string;
}

/** A remote's published server module and the style sheets its rendered pages link, as absolute URLs. */
export interface PublishedServer {
  module: string;
  styles: string[];
}

export interface RouteSourceOptions {
  /** The project root (where mfe-<name>/dist lives). */
  root: string;
  manifest: Pick<RemoteManifest, 'remotes'>;
  state?: StateStore;
  /** How long a fetched list is used before it is fetched again. */
  ttlMs?: number;
  /** The least time between two refreshes asked for by unknown paths. */
  minRefreshMs?: number;
  /** The longest a remote may take to answer for its list. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  log?: (message: string) => void;
}

interface Slot {
  /** Hosted here (its entry is the default /remotes/<name>/ path): read from its build folder. */
  hosted: boolean;
  routes: RouteDef[] | null;
  /** A hosted remote's content-named entry file, when its build published one. */
  entry?: string | null;
  /** A remote deployed elsewhere: the server module its routes.json names, as absolute URLs. */
  server?: PublishedServer | null;
  /** The endpoints its server module declares (routes.json `api`). */
  api?: TeamApiDeclaration | null;
  /** The hosted file's modification time, or when the list was fetched. */
  version: number;
  checkedAt: number;
}

const apiOf = (published: unknown): TeamApiDeclaration | null =>
  teamApiDeclaration(typeof published === 'object' && published !== null ? (published as { api?: unknown }).api : null);

const stateKey = (remote: RemoteName) => `routes/v1/${remote}`;
const KEEP = { ttlMs: 365 * 24 * 3600_000 };

export function remoteRouteSource(options: RouteSourceOptions): RouteSource {
  const { root, manifest, state } = options;
  const ttlMs = options.ttlMs ?? 30_000;
  const minRefreshMs = options.minRefreshMs ?? 2_000;
  const timeoutMs = options.timeoutMs ?? 2_000;
  const now = options.now ?? Date.now;
  const get = options.fetch ?? fetch;
  const log = options.log ?? ((m: string) => console.error(m));
  const slots = new Map<RemoteName, Slot>();
  let table: RouteTable = routeTable([]);
  let pending: Promise<RouteTable> | null = null;
  let lastForced = -Infinity;

  const entryOf = (remote: RemoteName) => manifest.remotes.find((r) => r.remote === remote)?.entry;
  const hostedFile = (remote: RemoteName) => path.join(root, `mfe-${remote}/dist`, ROUTES_FILE);

  /** The routes and endpoints in this deploy's own build of the remote, where it has them. */
  async function builtHere(remote: RemoteName): Promise<{ routes: RouteDef[] | null; api: TeamApiDeclaration | null }> {
    const published: unknown = await readFile(hostedFile(remote), 'utf8').then(JSON.parse, () => null);
    let routes: RouteDef[] | null = null;
    try {
      routes = parsePublishedRoutes(published, remote);
    } catch {
      // Not built here, or not a valid list.
    }
    return { routes, api: apiOf(published) };
  }

  /** A hosted remote's list: re-read when its file changed. */
  async function readHosted(remote: RemoteName, slot: Slot | undefined): Promise<Slot> {
    const file = hostedFile(remote);
    const at = now();
    try {
      const { mtimeMs } = await stat(file);
      if (slot?.routes && slot.version === mtimeMs) return { ...slot, checkedAt: at };
      const published: unknown = JSON.parse(await readFile(file, 'utf8'));
      const routes = parsePublishedRoutes(published, remote);
      const entry = publishedEntry(published);
      return { hosted: true, routes, entry, api: apiOf(published), version: mtimeMs, checkedAt: at };
    } catch (error) {
      if (slot?.routes) return { ...slot, checkedAt: at };
      log(`The routes of ${remote} could not be read from ${file} (${String(error)}).`);
      return { hosted: true, routes: null, version: 0, checkedAt: at };
    }
  }

  /**
   * A remote deployed elsewhere: its routes.json, next to its entry. While it is down, the last list
   * this or any instance read, else this deploy's own build of it; asked again after the TTL.
   */
  async function fetchRemote(remote: RemoteName, entry: string, slot: Slot | undefined): Promise<Slot> {
    const at = now();
    try {
      const url = new URL(ROUTES_FILE, entry);
      const response = await get(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const published: unknown = await response.json();
      const routes = parsePublishedRoutes(published, remote);
      if (state && JSON.stringify(routes) !== JSON.stringify(slot?.routes))
        await state.set(stateKey(remote), routes, KEEP).catch(() => undefined);
      const named = publishedServer(published);
      const server = named && {
        module: new URL(named.module, url).href,
        styles: named.styles.map((file) => new URL(file, url).href),
      };
      return { hosted: false, routes, server, api: apiOf(published), version: at, checkedAt: at };
    } catch (error) {
      const here = slot?.routes && slot.api ? null : await builtHere(remote);
      const recalled = () => state?.get<RouteDef[]>(stateKey(remote)).catch(() => null);
      const routes = slot?.routes ?? (await recalled()) ?? here?.routes ?? null;
      if (!routes) log(`The routes of ${remote} could not be read from next to ${entry} (${String(error)}).`);
      const api = slot?.api ?? here?.api ?? null;
      return { hosted: false, routes, server: slot?.server ?? null, api, version: slot?.version ?? 0, checkedAt: at };
    }
  }

  async function load(force: boolean): Promise<RouteTable> {
    const at = now();
    let changed = false;
    await Promise.all(
      REMOTE_NAMES.map(async (remote) => {
        const entry = entryOf(remote);
        if (!entry) return;
        const slot = slots.get(remote);
        const hosted = entry === defaultRemotePath(remote);
        // Hosted files are checked at most once a second; fetched lists after the TTL.
        const due = !slot || force || at - slot.checkedAt >= (hosted ? 1_000 : ttlMs);
        if (!due) return;
        const next = hosted ? await readHosted(remote, slot) : await fetchRemote(remote, entry, slot);
        if (next.routes !== slot?.routes) changed = true;
        slots.set(remote, next);
      }),
    );
    if (changed) {
      const routes = REMOTE_NAMES.flatMap((remote) => slots.get(remote)?.routes ?? []);
      table = routeTable(routes);
    }
    return table;
  }

  /** One load at a time: concurrent requests share it; a forced one runs after the one under way. */
  const run = (force: boolean): Promise<RouteTable> => {
    if (pending && !force) return pending;
    const next: Promise<RouteTable> = (pending ?? Promise.resolve(table)).then(() => load(force));
    pending = next;
    const clear = () => {
      if (pending === next) pending = null;
    };
    next.then(clear, clear);
    return next;
  };

  const source: RouteSource = {
    current: () => run(false),
    refreshed: () => {
      if (now() - lastForced < minRefreshMs) return run(false);
      lastForced = now();
      return run(true);
    },
    entries: () => {
      const found: Partial<Record<RemoteName, string>> = {};
      for (const [remote, slot] of slots)
        if (slot.hosted && slot.entry) found[remote] = `${defaultRemoteFolder(remote)}${slot.entry}`;
      return found;
    },
    // Without a module URL (its deploy unreachable since this process started) the host answers 503.
    apis: () => {
      const found: Partial<Record<RemoteName, PublishedApi>> = {};
      for (const [remote, { api, server }] of slots)
        if (api) found[remote] = server ? { ...api, module: server.module } : api;
      return found;
    },
    servers: () => {
      const found: Partial<Record<RemoteName, PublishedServer>> = {};
      for (const [remote, slot] of slots) if (slot.server) found[remote] = slot.server;
      return found;
    },
  };
  return source;
}
