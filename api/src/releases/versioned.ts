import { LRUCache } from 'lru-cache';
import { REMOTE_NAMES, type RemoteName } from '@publisher/shared/remote-names';
import type { RemoteManifest } from '@publisher/shared/remotes';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import type { ConfiguredManifest } from '../site/manifest';
import { remoteRouteSource, type RouteSource, type RouteSourceOptions } from '../site/route-source';
import { requestVersions, versionsFor, type Versions } from './assignment';
import type { ReleaseStore } from './config';

/*
 * The site's routes, server modules and manifest per release (docs/decisions/135): each set of
 * deploys a request may be served with (the current ones; the current ones with a canary) has its
 * own route source, reading the route table, server module and endpoints each deploy publishes,
 * and the objects the site already takes (a RouteSource, a manifest) answer for the request under
 * way. Outside a request (a background read) they answer for the current deploys.
 */

/** The entries of the request under way, else of the current deploys. */
function currentVersions(releases: ReleaseStore): Versions {
  return requestVersions() ?? versionsFor(releases.known(), null);
}

/**
 * A manifest whose remotes are the entries of the request under way, for the code that reads
 * `manifest.remotes` on each call (the server-module loader).
 */
export function liveManifest(base: ConfiguredManifest, releases: ReleaseStore): Pick<RemoteManifest, 'remotes'> {
  return {
    get remotes() {
      const { entries } = currentVersions(releases);
      return base.remotes.map((r) => ({ ...r, entry: entries[r.remote] }));
    },
  };
}

export interface VersionedRoutesOptions extends Omit<RouteSourceOptions, 'manifest'> {
  base: ConfiguredManifest;
  releases: ReleaseStore;
  state?: StateStore;
  /** How many sets of deploys keep their route source (a canary and its current: two). */
  keep?: number;
}

/** A RouteSource that answers with the routes of the deploys the request under way is served with. */
export function versionedRouteSource(options: VersionedRoutesOptions): RouteSource {
  const { base, releases, keep = 8, ...rest } = options;
  const sources = new LRUCache<string, RouteSource>({ max: keep });
  const sourceFor = (versions: Versions): RouteSource => {
    const key = JSON.stringify(REMOTE_NAMES.map((r) => versions.entries[r]));
    let source = sources.get(key);
    if (!source) {
      const manifest = { remotes: base.remotes.map((r) => ({ ...r, entry: versions.entries[r.remote] })) };
      source = remoteRouteSource({ ...rest, manifest });
      sources.set(key, source);
    }
    return source;
  };
  const now = (): RouteSource => sourceFor(currentVersions(releases));
  return {
    current: () => now().current(),
    refreshed: () => now().refreshed(),
    // Each remote's entry for this request: the hosted copy's content-named file, else the deploy's.
    entries: () => {
      const versions = currentVersions(releases);
      const hosted = sourceFor(versions).entries();
      return Object.fromEntries(REMOTE_NAMES.map((r) => [r, hosted[r] ?? versions.entries[r]])) as Partial<
        Record<RemoteName, string>
      >;
    },
    servers: () => now().servers(),
    apis: () => now().apis(),
  };
}
