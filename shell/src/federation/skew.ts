import type { RemoteName } from '@publisher/shared/remote-names';

/*
 * No skew for open tabs (docs/decisions/135). A tab keeps loading the deploys its page started with
 * (the manifest inlined in it): a remote deployed or promoted since does not reach it until it
 * reloads. When the deploy it started with fails to load and the site now names another one for
 * this visitor (its files were withdrawn: a rollback, an old deploy removed), the tab reloads
 * itself once into what the site serves now instead of showing the remote's error state. The
 * reload is guarded in sessionStorage per deploy, so a deploy that keeps failing shows the error
 * state after one reload, never a loop.
 */

const GUARD = 'remote-withdrawn-reload';

/** The deploy a tab started with failed to load and the site names another one now. */
export class RemoteWithdrawnError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly entry: string,
    options?: { cause?: unknown },
  ) {
    super(`The ${remote} section this page started with is no longer published.`, options);
    this.name = 'RemoteWithdrawnError';
  }
}

/** Whether the site names another deploy of `remote` for this visitor than `tried` (asked without touching this tab's manifest). */
export async function withdrawnSince(remote: RemoteName, tried: string): Promise<boolean> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    if (!response.ok) return false;
    const now = (await response.json()) as { remotes?: { remote?: unknown; entry?: unknown }[] };
    const entry = now.remotes?.find((r) => r.remote === remote)?.entry;
    return typeof entry === 'string' && entry !== tried;
  } catch {
    return false;
  }
}

const guardKey = (error: RemoteWithdrawnError) => `${GUARD}:${error.remote}:${error.entry}`;

/** Whether this tab may still reload for this withdrawn deploy (once per deploy and tab). */
export function mayReloadFor(error: unknown): error is RemoteWithdrawnError {
  if (!(error instanceof RemoteWithdrawnError)) return false;
  try {
    return sessionStorage.getItem(guardKey(error)) === null;
  } catch {
    return false;
  }
}

/** Reloads the page once for this withdrawn deploy. */
export function reloadFor(error: RemoteWithdrawnError): void {
  try {
    sessionStorage.setItem(guardKey(error), String(Date.now()));
  } catch {
    return;
  }
  window.location.reload();
}
