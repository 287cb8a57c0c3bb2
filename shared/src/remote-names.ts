// No zod here: every remote's entry imports these names, and must not pull a validator in with them.
import REMOTE_LIST from './remote-list.json' with { type: 'json' };

/**
 * The federated remotes: one line each in ./remote-list.json (name, dev port, the section's name in
 * messages). Adding a remote is its package `mfe-<name>` and that line (docs/architecture.md).
 * The key is the short name used in URLs and configuration.
 */
export type RemoteName = keyof typeof REMOTE_LIST;
export const REMOTE_NAMES = Object.keys(REMOTE_LIST) as readonly RemoteName[];

/** The port of a remote's Vite dev server. */
export const devPort = (remote: RemoteName): number => REMOTE_LIST[remote].devPort;

/** How the site names a remote's section in messages ("The shop is unavailable…"). */
export const sectionLabel = (remote: RemoteName): string => REMOTE_LIST[remote].label;

/** The variable that points a remote at its own deploy. */
export type RemoteUrlVar = `REMOTE_URL_${Uppercase<RemoteName>}`;
export const remoteUrlVar = (remote: RemoteName): RemoteUrlVar => `REMOTE_URL_${remote.toUpperCase()}` as RemoteUrlVar;

/** Module Federation container name of a remote (must be a valid JS identifier). */
export const containerName = (remote: RemoteName): string => `mfe_${remote}`;

/** The value every remote root carries in `data-boundary`. */
export const boundaryName = (remote: RemoteName): string => `mfe-${remote}`;

/** The module each remote exposes: a component rendering one of its pages. */
export const EXPOSED_MODULE = './routes';

/** The folder under which the composed server serves a remote's build. */
export const defaultRemoteFolder = (remote: RemoteName): string => `/remotes/${remote}/`;

/** Default path of a remote's entry on the composed server. */
export const defaultRemotePath = (remote: RemoteName): string => `${defaultRemoteFolder(remote)}remoteEntry.js`;
