import type { RemoteManifest } from '@publisher/shared/remotes';
import type { ConfiguredManifest } from '../site/manifest';
import { requestVersions, versionsFor } from './assignment';
import type { ReleaseStore } from './config';

/**
 * The manifest of the deploys a request is served with (docs/decisions/135): its remotes are the
 * entries of the request under way (the current deploys, or the current ones with a canary), else,
 * outside a request (a background read), the current deploys. The code that reads
 * `manifest.remotes` on each call (the route source, the server-module loader) takes it, so the
 * routes, server modules and endpoints each deploy publishes answer for that request.
 */
export function liveManifest(base: ConfiguredManifest, releases: ReleaseStore): Pick<RemoteManifest, 'remotes'> {
  return {
    get remotes() {
      const { entries } = requestVersions() ?? versionsFor(releases.known(), null);
      return base.remotes.map((r) => ({ ...r, entry: entries[r.remote] }));
    },
  };
}
