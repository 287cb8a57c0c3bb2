import { REMOTE_NAMES, defaultRemotePath, remoteUrlVar } from '@publisher/shared/remote-names';
import { isLoopbackHost, isLoopbackUrl } from './loopback';

/**
 * Whether production may load team code (a remote's entry, its server module, a release) from
 * `url`: https on a host that is not this machine. A production whose own SITE_URL is a loopback
 * address (a production test on one machine: the deploy suite on Netlify's CLI) may also name
 * loopback origins, http included, since only this machine can reach it anyway; a public site never can.
 */
export function productionTeamUrl(url: URL, siteUrl: string | undefined): boolean {
  if (url.username || url.password) return false;
  if (isLoopbackHost(url.hostname)) return isLoopbackUrl(siteUrl) && /^https?:$/.test(url.protocol);
  return url.protocol === 'https:';
}

/**
 * A team's code runs in the root with its credentials (decisions 127, 133, 135): production loads it only over
 * https from a host that is not this machine (productionTeamUrl), or from the root's own copy.
 */
export function teamOriginProblems(source: NodeJS.ProcessEnv): string[] {
  const site = source.SITE_URL?.trim();
  const trusted = (value: string) => URL.canParse(value) && productionTeamUrl(new URL(value), site);
  const problems = REMOTE_NAMES.flatMap((remote) => {
    const value = source[remoteUrlVar(remote)]?.trim();
    if (!value || value === defaultRemotePath(remote) || trusted(value)) return [];
    return [
      `  ${remoteUrlVar(remote)}: production loads a remote only over https from another host (its server module runs here), or from the root's copy ${defaultRemotePath(remote)}`,
    ];
  });
  const origins = (source.RELEASE_ORIGINS ?? '').split(',').map((o) => o.trim());
  if (origins.some((o) => o && !trusted(o.replace('//*--', '//')))) {
    problems.push(
      '  RELEASE_ORIGINS: production releases only from https origins of other hosts (a release runs its server module here)',
    );
  }
  return problems;
}
