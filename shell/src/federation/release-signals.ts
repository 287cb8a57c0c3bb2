import { routeTable } from '@publisher/shared/routes';
import type { RemoteName } from '@publisher/shared/remote-names';
import { manifestNow } from './manifest';

/*
 * What error reports and page views say about the remote a page belongs to (docs/decisions/135):
 * its name and the deploy this tab loads it from (the entry its manifest names: a content-named
 * file of this site's copy, or the URL of the team's own deploy, a canary's included). Nothing
 * about the visitor.
 */

export interface RemoteSignal {
  remote: RemoteName;
  version: string;
}

/** The remote and deploy of `remote`, or of the page at `pathname`, per this tab's manifest; null for the shell's own pages. */
export function remoteSignal(where: { remote?: RemoteName; pathname?: string }): RemoteSignal | null {
  const manifest = manifestNow();
  if (!manifest) return null;
  // routeTable keeps one table per route list: no work past the first call for this manifest.
  const remote =
    where.remote ??
    (where.pathname === undefined ? undefined : routeTable(manifest.routes).match(where.pathname)?.remote);
  const entry = remote && manifest.remotes.find((r) => r.remote === remote)?.entry;
  return remote && entry ? { remote, version: entry } : null;
}

type Reporter = (error: Error, signal: RemoteSignal | null) => void;
let reporter: Reporter | null = null;

/** Set by the error reporting once the visitor accepted it (consent/error-reporting.ts). */
export const setRemoteErrorReporter = (report: Reporter | null): void => {
  reporter = report;
};

/** Reports an error a remote's page threw (its error boundary caught it), with the remote's name and deploy. */
export const reportRemoteError = (remote: RemoteName, error: Error): void =>
  reporter?.(error, remoteSignal({ remote }));
