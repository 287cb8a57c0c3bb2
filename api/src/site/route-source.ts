import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
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
 * alone adds its pages: the shell is not rebuilt and this server is not restarted. Lists are kept
 * per deploy (remote and entry), so the sets of deploys a release serves (decision 135: the current
 * ones, with a canary) share the lists they have in common.
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
   * As of the last read, each remote's entry: for a remote this server hosts whose build published
   * one, its content-named entry (its URL path, docs/decisions/114), whose files ship with this
   * deploy, so a page may name it; else the manifest's.
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

/**
 * A remote's published server module and the style sheets its rendered pages link, as absolute URLs;
 * `fragmentStyles`: those of each fragment it lends (decision 136), by name, for a page that holds it.
 */
export interface PublishedServer {
  module: string;
  styles: string[];
  fragmentStyles?: Record<string, string[]>;
}

export interface RouteSourceOptions {
  /** The project root (where mfe-<name>/dist lives). */
  root: string;
  /** Read on each call: a live manifest (releases/versioned.ts) answers with the deploys of the request under way. */
  manifest: Pick<RemoteManifest, 'remotes'>;
  state?: StateStore;
  /** How long a fetched list is used before it is fetched again. */
  ttlMs?: number;
  /** The least time between two refreshes asked for by unknown paths. */
  minRefreshMs?: number;
  /** The longest a remote may take to answer for its list. */
  timeoutMs?: number;
  /** How many sets of deploys keep their lists and table (a canary and its current: two). */
  keep?: number;
  fetch?: typeof fetch;
  now?: () => number;
  log?: (message: string) => void;
}

/** One deploy of a remote: what its routes.json published. */
interface Slot {
  routes: RouteDef[] | null;
  /** A hosted remote's content-named entry file, when its build published one. */
  entry?: string | null;
  /** A remote deployed elsewhere: the server module its routes.json names, as absolute URLs. */
  server?: PublishedServer | null;
  /** The endpoints its server module declares (routes.json `api`). */
  api?: TeamApiDeclaration | null;
  /** A hosted remote: its file's modification time. */
  mtime?: number;
}

interface Deploy {
  remote: RemoteName;
  entry: string;
}

const apiOf = (published: unknown): TeamApiDeclaration | null =>
  teamApiDeclaration(typeof published === 'object' && published !== null ? (published as { api?: unknown }).api : null);

const stateKey = (remote: RemoteName) => `routes/v1/${remote}`;
const KEEP = { ttlMs: 365 * 24 * 3600_000 };
/** Hosted here (its entry is the default /remotes/<name>/ path): read from its build folder. */
const hosted = ({ remote, entry }: Deploy) => entry === defaultRemotePath(remote);
const keyOf = ({ remote, entry }: Deploy) => `${remote} ${entry}`;

export function remoteRouteSource(options: RouteSourceOptions): RouteSource {
  const { root, manifest, state } = options;
  const ttlMs = options.ttlMs ?? 30_000;
  const minRefreshMs = options.minRefreshMs ?? 2_000;
  const timeoutMs = options.timeoutMs ?? 2_000;
  const keep = options.keep ?? 8;
  const now = options.now ?? Date.now;
  const get = options.fetch ?? fetch;
  const log = options.log ?? ((m: string) => console.error(m));
  let lastForced = -Infinity;

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
    try {
      const { mtimeMs } = await stat(file);
      if (slot?.routes && slot.mtime === mtimeMs) return slot;
      const published: unknown = JSON.parse(await readFile(file, 'utf8'));
      const routes = parsePublishedRoutes(published, remote);
      return { routes, entry: publishedEntry(published), api: apiOf(published), mtime: mtimeMs };
    } catch (error) {
      if (slot?.routes) return slot;
      log(`The routes of ${remote} could not be read from ${file} (${String(error)}).`);
      return { routes: null };
    }
  }

  /**
   * A remote deployed elsewhere: its routes.json, next to its entry. While it is down, the last list
   * this or any instance read, else this deploy's own build of it; asked again after the TTL.
   */
  async function fetchRemote({ remote, entry }: Deploy, slot: Slot | undefined): Promise<Slot> {
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
      return { routes, server: publishedServer(published, url), api: apiOf(published) };
    } catch (error) {
      const here = slot?.routes && slot.api ? null : await builtHere(remote);
      const recalled = () => state?.get<RouteDef[]>(stateKey(remote)).catch(() => null);
      const routes = slot?.routes ?? (await recalled()) ?? here?.routes ?? null;
      if (!routes) log(`The routes of ${remote} could not be read from next to ${entry} (${String(error)}).`);
      return { routes, server: slot?.server ?? null, api: slot?.api ?? here?.api ?? null };
    }
  }

  /*
   * Each deploy's list is an lru-cache entry read by its fetchMethod: one read at a time, kept for
   * its TTL (hosted files are checked at most once a second), a forced refresh when a path matches
   * no route. The reads never reject: a failed one answers the last list it had.
   */
  const slots = new LRUCache<string, Slot, Deploy>({
    max: REMOTE_NAMES.length * keep,
    ttlResolution: 0,
    perf: { now },
    fetchMethod: (_key, slot, { context: deploy }) =>
      hosted(deploy) ? readHosted(deploy.remote, slot) : fetchRemote(deploy, slot),
  });
  /** The table of each set of deploys, the same object while their lists are. */
  const tables = new LRUCache<string, { parts: (RouteDef[] | null)[]; table: RouteTable }>({ max: keep });

  const deploys = (): Deploy[] => manifest.remotes.flatMap(({ remote, entry }) => (entry ? [{ remote, entry }] : []));
  const published = (): [Deploy, Slot | undefined][] =>
    deploys().map((d) => [d, slots.peek(keyOf(d), { allowStale: true })]);

  async function load(forceRefresh: boolean): Promise<RouteTable> {
    const deployed = deploys();
    const read = await Promise.all(
      deployed.map((d) => slots.fetch(keyOf(d), { context: d, forceRefresh, ttl: hosted(d) ? 1_000 : ttlMs })),
    );
    const parts = read.map((slot) => slot?.routes ?? null);
    const key = deployed.map(keyOf).join('\n');
    const kept = tables.get(key);
    if (kept?.parts.every((routes, i) => routes === parts[i])) return kept.table;
    const table = routeTable(parts.flatMap((routes) => routes ?? []));
    tables.set(key, { parts, table });
    return table;
  }

  return {
    current: () => load(false),
    refreshed: () => {
      if (now() - lastForced < minRefreshMs) return load(false);
      lastForced = now();
      return load(true);
    },
    entries: () =>
      Object.fromEntries(
        published().map(([d, slot]) => [
          d.remote,
          slot?.entry ? `${defaultRemoteFolder(d.remote)}${slot.entry}` : d.entry,
        ]),
      ),
    // Without a module URL (its deploy unreachable since this process started) the host answers 503.
    apis: () =>
      Object.fromEntries(
        published().flatMap(([d, slot]) =>
          slot?.api ? [[d.remote, slot.server ? { ...slot.api, module: slot.server.module } : slot.api]] : [],
        ),
      ),
    servers: () =>
      Object.fromEntries(published().flatMap(([d, slot]) => (slot?.server ? [[d.remote, slot.server]] : []))),
  };
}
