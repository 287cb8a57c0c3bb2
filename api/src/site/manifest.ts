import { REMOTE_NAMES, containerName, defaultRemotePath, type RemoteName } from '@publisher/shared/remote-names';
import type { RemoteManifest } from '@publisher/shared/remotes';
import type { Env } from '../env';

const urlVar: Record<RemoteName, keyof Env> = {
  catalogue: 'REMOTE_URL_CATALOGUE',
  commerce: 'REMOTE_URL_COMMERCE',
  architect: 'REMOTE_URL_ARCHITECT',
  education: 'REMOTE_URL_EDUCATION',
};

/**
 * The runtime manifest the shell reads at /remotes.json. Each remote's entry URL comes from
 * configuration (REMOTE_URL_<NAME>), defaulting to the copy this server hosts itself.
 */
export function buildManifest(env: Env): RemoteManifest {
  return {
    remotes: REMOTE_NAMES.map((remote) => ({
      remote,
      name: containerName(remote),
      entry: (env[urlVar[remote]] as string | undefined) ?? defaultRemotePath(remote),
    })),
    loadTimeoutMs: env.REMOTE_LOAD_TIMEOUT_MS,
    analytics:
      env.ANALYTICS_DOMAIN && env.ANALYTICS_SRC ? { domain: env.ANALYTICS_DOMAIN, src: env.ANALYTICS_SRC } : null,
    errorReporting: env.SENTRY_DSN ? { dsn: env.SENTRY_DSN } : null,
  };
}
