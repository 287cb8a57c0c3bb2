import { matchRoute } from '@publisher/shared/routes';
import type { RemoteManifest } from '@publisher/shared/remotes';
import { escapeHtml } from './page-head';
import type { RemoteAssetList } from './remote-assets';

export const MANIFEST_ELEMENT_ID = 'remote-manifest';

/**
 * Head markup that lets a page start everything it needs in parallel with the shell's own
 * script: the runtime manifest inlined as a JSON data block (the shell reads it instead of
 * fetching /remotes.json; a data block is not a script, so the CSP needs no hash), and
 * modulepreloads of the entry of the remote that owns the route and of the modules that entry
 * imports right away (from the remote's mf-manifest.json, see remote-assets.ts), so the
 * remote's first step downloads at once rather than one import level per round trip.
 */
export function bootHints(
  pathname: string,
  manifest: RemoteManifest,
  origin: string,
  assetsOf: (remote: RemoteManifest['remotes'][number]['remote'], entry: URL, origin: string) => RemoteAssetList = () => ({ js: [], css: [] }),
): string {
  // `<` escaped so no value can close the element.
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  const tags = [`<script type="application/json" id="${MANIFEST_ELEMENT_ID}">${json}</script>`];
  const route = matchRoute(pathname);
  const entry = route && manifest.remotes.find((r) => r.remote === route.remote)?.entry;
  if (route && entry) {
    const entryUrl = new URL(entry, origin);
    // Low priority: the first paint needs only the HTML (see shell/scripts/prerender.tsx).
    const cross = `${entryUrl.origin === origin ? '' : ' crossorigin'} fetchpriority="low"`;
    const href = (url: URL) => escapeHtml(url.origin === origin ? url.pathname : url.href);
    tags.push(`<link rel="modulepreload" href="${href(entryUrl)}"${cross} />`);
    for (const file of assetsOf(route.remote, entryUrl, origin).js) {
      tags.push(`<link rel="modulepreload" href="${href(new URL(file))}"${cross} />`);
    }
  }
  return tags.join('\n    ');
}

/** Adds boot hints to a rendered index.html, before its own scripts. */
export function withBootHints(html: string, hints: string): string {
  return html.replace(/<script (?:fetchpriority="low" )?type="module"/, (tag) => `${hints}\n    ${tag}`);
}
