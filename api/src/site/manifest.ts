import {
  REMOTE_NAMES,
  containerName,
  defaultRemotePath,
  remoteUrlVar,
  type RemoteName,
} from '@publisher/shared/remote-names';
import type { RemoteManifest } from '@publisher/shared/remotes';
import type { RouteTable } from '@publisher/shared/routes';
import type { Env } from '../env';

/** The manifest without its routes: what configuration says (the routes come from the remotes). */
export type ConfiguredManifest = Omit<RemoteManifest, 'routes'>;

/**
 * The runtime manifest the shell reads at /remotes.json (and inlined in each page). Each remote's
 * entry URL comes from configuration (REMOTE_URL_<NAME>), defaulting to the copy this server hosts
 * itself; its routes are those the remotes publish (route-source.ts, withRoutes).
 */
export function buildManifest(env: Env): ConfiguredManifest {
  return {
    remotes: REMOTE_NAMES.map((remote) => ({
      remote,
      name: containerName(remote),
      entry: env[remoteUrlVar(remote)] ?? defaultRemotePath(remote),
    })),
    loadTimeoutMs: env.REMOTE_LOAD_TIMEOUT_MS,
    analytics:
      env.ANALYTICS_DOMAIN && env.ANALYTICS_SRC ? { domain: env.ANALYTICS_DOMAIN, src: env.ANALYTICS_SRC } : null,
    errorReporting: env.SENTRY_DSN ? { dsn: env.SENTRY_DSN } : null,
  };
}

/**
 * The manifest with the current routes (crawl policies are the server's business: left out), and
 * the content-named entry of each remote this server hosts in place of its remoteEntry.js, where
 * its build published one (route-source.ts `entries`, docs/decisions/114).
 */
export function withRoutes(
  manifest: ConfiguredManifest,
  table: RouteTable,
  entries: Partial<Record<RemoteName, string>> = {},
): RemoteManifest {
  const routes = table.routes.map(({ path, remote, page, title, description }) => ({
    path,
    remote,
    page,
    title,
    description,
  }));
  const remotes = manifest.remotes.map((r) => ({ ...r, entry: entries[r.remote] ?? r.entry }));
  return { ...manifest, remotes, routes };
}
