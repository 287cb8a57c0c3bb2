import type { RemoteManifest } from '@publisher/shared/remotes';
import type { CspConfig } from '../middleware/csp';
import { sha256, shellInlineHashes } from './inline-hashes';
import { PREVIEW_BANNER_CSS } from './preview';
import { hostedRemoteStyles } from './remote-assets';

/**
 * What the CSP allows inline on the site's pages, by hash: the shell page's own scripts and style (none
 * where the shell is not built), the preview banner's style, and the style sheets inlined into
 * server-rendered remote pages (decision 087), read per response so a hosted remote rebuilt in place
 * brings its new styles (remote-assets.ts).
 */
export function inlineSources(
  root: string,
  manifest: Pick<RemoteManifest, 'remotes'>,
): NonNullable<CspConfig['inline']> {
  const shell = shellInlineHashes(root);
  return {
    scripts: shell.scripts,
    styles: [
      ...new Set([...shell.styles, sha256(PREVIEW_BANNER_CSS)]),
      () => hostedRemoteStyles(root, manifest).hashes.join(' '),
    ],
  };
}
