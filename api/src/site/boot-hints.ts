import type { RouteDef } from '@publisher/shared/routes';
import type { RemoteManifest } from '@publisher/shared/remotes';
import type { RemoteAssetList } from './remote-assets';
import { BOOT_MODULES_ELEMENT_ID, MANIFEST_ELEMENT_ID } from '@publisher/shared/boot';

export { MANIFEST_ELEMENT_ID };

/**
 * Head markup that lets a page start everything it needs at once: the runtime manifest inlined
 * as a JSON data block (the shell reads it instead of fetching /remotes.json), and the list of
 * modules to preload for the route: the entry of the remote that owns it and every module that
 * entry imports right away (from the remote's mf-manifest.json, see remote-assets.ts), so the
 * remote's first step downloads in one round trip rather than one import level at a time. The
 * page's boot script adds those preloads with the shell's script once the HTML has been painted
 * (shared/src/boot.ts). Data blocks are not scripts: the CSP needs no hash for them.
 */
export function bootHints(
  route: RouteDef | undefined,
  manifest: RemoteManifest,
  origin: string,
  assetsOf: (
    remote: RemoteManifest['remotes'][number]['remote'],
    entry: URL,
    origin: string,
  ) => RemoteAssetList = () => ({ js: [], css: [] }),
): string {
  const entry = route && manifest.remotes.find((r) => r.remote === route.remote)?.entry;
  const modules: string[] = [];
  if (route && entry) {
    const entryUrl = new URL(entry, origin);
    const href = (url: URL) => (url.origin === origin ? url.pathname : url.href);
    modules.push(href(entryUrl), ...assetsOf(route.remote, entryUrl, origin).js.map((file) => href(new URL(file))));
  }
  return [dataBlock(MANIFEST_ELEMENT_ID, manifest), dataBlock(BOOT_MODULES_ELEMENT_ID, modules)].join('\n    ');
}

/** A JSON data block; `<` escaped so no value can close the element. */
export const dataBlock = (id: string, value: unknown): string =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** Adds boot hints to a rendered index.html, at the end of its head. */
export function withBootHints(html: string, hints: string): string {
  return html.replace('</head>', `    ${hints}\n  </head>`);
}
