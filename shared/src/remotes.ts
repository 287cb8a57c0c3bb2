import { REMOTE_NAMES, type RemoteName } from './remote-names';
import { routeListProblem, type RouteDef } from './routes';

/**
 * The runtime manifest the shell fetches from `/remotes.json` (or reads inlined in the page).
 * Written by the server from configuration and from the route lists the remotes publish
 * (docs/decisions/110), so moving a remote, or a remote adding a page, needs no shell rebuild.
 *
 * Checked by hand rather than with zod: it is the only thing the shell validates, and even
 * zod/mini would add ~6 KB (compressed) to the script every page downloads first.
 */
export interface RemoteManifest {
  remotes: { remote: RemoteName; name: string; entry: string }[];
  /** Every page of the site, in the order they are matched: which remote serves it, its title and description. */
  routes: RouteDef[];
  /** Milliseconds after which a remote that has not answered is treated as down. */
  loadTimeoutMs: number;
  /** Public, consent-gated third parties. Null when not configured: then nothing is loaded. */
  analytics: { domain: string; src: string } | null;
  errorReporting: { dsn: string } | null;
  /**
   * /remotes.json only (not inlined in pages): each remote's current deploy and its canary, if any,
   * with the share of visitors it is shown to (docs/decisions/135). Entry URLs: no secrets.
   */
  releases?: RemoteReleases;
}

/** Each remote's release: the entry URL of its current deploy, of its canary and the canary's share (0–100). */
export type RemoteReleases = Record<
  RemoteName,
  { current: string; canary?: { url: string; share: number }; previous?: string }
>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const CONTAINER_NAME = /^[A-Za-z_$][\w$]*$/;

function isUrl(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  try {
    new URL(v);
    return true;
  } catch {
    return false;
  }
}

/** Why a value is not a manifest (the first problem found), or null when it is one. */
export function manifestProblem(value: unknown): string | null {
  if (!isObject(value)) return 'not an object';
  if (!Array.isArray(value.remotes)) return 'remotes: not a list';
  for (const [i, r] of value.remotes.entries()) {
    if (!isObject(r)) return `remotes[${i}]: not an object`;
    if (!REMOTE_NAMES.includes(r.remote as RemoteName)) return `remotes[${i}].remote: unknown remote`;
    if (typeof r.name !== 'string' || !CONTAINER_NAME.test(r.name)) return `remotes[${i}].name: not a container name`;
    if (!text(r.entry)) return `remotes[${i}].entry: empty`;
  }
  const routes = routeListProblem(value.routes, true);
  if (routes) return `routes${routes.startsWith('[') ? '' : ': '}${routes}`;
  const timeout = value.loadTimeoutMs;
  if (typeof timeout !== 'number' || !Number.isInteger(timeout) || timeout <= 0)
    return 'loadTimeoutMs: not a positive integer';
  const analytics = value.analytics;
  if (analytics !== null && !(isObject(analytics) && text(analytics.domain) && isUrl(analytics.src)))
    return 'analytics: needs a domain and a script URL, or null';
  const errors = value.errorReporting;
  if (errors !== null && !(isObject(errors) && text(errors.dsn))) return 'errorReporting: needs a dsn, or null';
  return null;
}

/** The manifest, or an error saying what is wrong with it. */
export function parseRemoteManifest(value: unknown): RemoteManifest {
  const problem = manifestProblem(value);
  if (problem) throw new Error(`The site configuration is invalid (${problem}).`);
  return value as RemoteManifest;
}
