import { matchRoute } from '@publisher/shared/routes';
import type { RemoteManifest } from '@publisher/shared/remotes';
import { escapeHtml } from './page-head';

export const MANIFEST_ELEMENT_ID = 'remote-manifest';

/**
 * Head markup that lets a page start everything it needs in parallel with the shell's own
 * script: the runtime manifest inlined as a JSON data block (the shell reads it instead of
 * fetching /remotes.json; a data block is not a script, so the CSP needs no hash), and a
 * modulepreload of the entry of the remote that owns the route.
 */
export function bootHints(pathname: string, manifest: RemoteManifest, origin: string): string {
  // `<` escaped so no value can close the element.
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  const tags = [`<script type="application/json" id="${MANIFEST_ELEMENT_ID}">${json}</script>`];
  const route = matchRoute(pathname);
  const entry = route && manifest.remotes.find((r) => r.remote === route.remote)?.entry;
  if (entry) {
    const href = new URL(entry, origin);
    const cross = href.origin === origin ? '' : ' crossorigin';
    tags.push(`<link rel="modulepreload" href="${escapeHtml(href.origin === origin ? href.pathname : href.href)}"${cross} />`);
  }
  return tags.join('\n    ');
}

/** Adds boot hints to a rendered index.html, before its own scripts. */
export function withBootHints(html: string, hints: string): string {
  return html.replace('<script type="module"', `${hints}\n    <script type="module"`);
}
