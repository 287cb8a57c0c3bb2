// No zod here: every remote's entry imports these names, and must not pull a validator in with them.
/** The four federated remotes. The key is the short name used in URLs and config. */
export const REMOTE_NAMES = ['catalogue', 'commerce', 'architect', 'education'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module Federation container name of a remote (must be a valid JS identifier). */
export const containerName = (remote: RemoteName): string => `mfe_${remote}`;

/** The value every remote root carries in `data-boundary`. */
export const boundaryName = (remote: RemoteName): string => `mfe-${remote}`;

/** The module each remote exposes: a component rendering one of its pages. */
export const EXPOSED_MODULE = './routes';

/** Commerce's basket service alone (decision 108): loaded by the shell when a page asks to add to the basket. */
export const BASKET_MODULE = './basket';

/** The folder under which the composed server serves a remote's build. */
export const defaultRemoteFolder = (remote: RemoteName): string => `/remotes/${remote}/`;

/** Default path of a remote's entry on the composed server. */
export const defaultRemotePath = (remote: RemoteName): string => `${defaultRemoteFolder(remote)}remoteEntry.js`;
