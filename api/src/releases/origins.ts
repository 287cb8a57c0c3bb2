import { productionTeamUrl } from '../platform/team-origins';
import { defaultRemotePath, remoteUrlVar, type RemoteName, type RemoteUrlVar } from '@publisher/shared/remote-names';

/** REMOTE_URL_<NAME> of each remote that has one, and RELEASE_ORIGINS. */
export type ReleaseEnv = Partial<Record<RemoteUrlVar, string | undefined>> & {
  RELEASE_ORIGINS?: string | undefined;
  /** In production a release names only https deploys of other hosts (a loopback SITE_URL's test also loopback ones). */
  SITE_URL?: string | undefined;
};

/** Whether a release of `remote` may name the deploy at `url`. */
export type Releasable = (remote: RemoteName, url: string) => boolean;

/** `https://*--site.netlify.app` admits `https://<deploy>--site.netlify.app` (a deploy's permalink on Netlify). */
function permalinkOf(pattern: string, url: URL): boolean {
  const [scheme, site] = pattern.split('//*--');
  if (!site || scheme !== url.protocol) return false;
  const label = url.host.slice(0, -(site.length + 2));
  return url.host === `${label}--${site}` && /^[a-z0-9-]+$/i.test(label);
}

/**
 * Which deploys a release may name (a remote's server module runs in the root with its credentials,
 * decision 133, so only origins configuration trusts): the root's own copy, the origin of
 * REMOTE_URL_<NAME> and that site's deploy permalinks (`<deploy>--<host>`), and RELEASE_ORIGINS
 * (comma-separated origins; `https://*--site.netlify.app` admits every deploy permalink of a site).
 * In production only over https from another host (decision 141), whatever the origins listed say.
 */
export function releasable(env: ReleaseEnv, production = false): Releasable {
  const listed = (env.RELEASE_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return (remote, value) => {
    if (value === defaultRemotePath(remote)) return true;
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    if (production && !productionTeamUrl(url, env.SITE_URL)) return false;
    const patterns = [...listed];
    const configured = env[remoteUrlVar(remote)];
    if (configured && URL.canParse(configured)) {
      const own = new URL(configured);
      patterns.push(own.origin, `${own.protocol}//*--${own.host}`);
    }
    return patterns.some((p) => p === url.origin || permalinkOf(p, url));
  };
}
