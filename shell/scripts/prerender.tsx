/**
 * Finishes the built index.html so the first paint needs nothing but the HTML:
 * - the site's chrome (header, loading state, footer, consent banner) rendered from the same
 *   React components the app renders first (ShellFallback), so React replaces it with an
 *   identical DOM and nothing moves when the app starts; rendered at no route (the Node server
 *   marks the page's header link current: api/src/site/current-link.ts);
 * - the shell's style sheet inlined (one request fewer before the first paint; it is small);
 * - the inline script that hides the banner for a visitor who has already chosen, the one that
 *   remembers a button pressed or focus moved in a server-rendered page (docs/decisions/087), and
 *   the one that opens the narrow screen's menu before the app starts (scripts/early-menu.js);
 * - Vite's <script type="module"> replaced by the boot script (shared/build/src/page-boot.js), which loads
 *   the app and the route's remote modules once the HTML has been painted: the first paint
 *   (chrome, banner, styles) needs nothing but this HTML and shares the network with no script.
 * The server allows the inline script and style by their hashes (api/src/site/inline-hashes.ts).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { bootScriptElement } from '@publisher/shared-build/boot-script';
import { consentEarlyScript, outletEarlyScript } from '@publisher/shared-build/early-scripts';
import { inlineScript } from '@publisher/shared-build/inline-script';
import { EARLY_HEADER_ATTRIBUTE, EARLY_MENU_TOGGLE } from '../src/layout/early-menu';
import { ShellFallback } from '../src/layout/shell-fallback';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const indexFile = path.join(dist, 'index.html');
let html = readFileSync(indexFile, 'utf8');

function replaceOnce(pattern: string | RegExp, replacement: (match: string, ...groups: string[]) => string): void {
  const before = html;
  html = html.replace(pattern, replacement as (substring: string, ...args: string[]) => string);
  if (html === before) throw new Error(`${indexFile}: nothing matched ${String(pattern)}`);
}

const chrome = renderToString(
  <MemoryRouter initialEntries={['/__prerender__']}>
    <ShellFallback />
  </MemoryRouter>,
);
// The prerendered header is marked, so the early menu script acts on it and never on the app's.
if (!chrome.includes('<header class="site-header"')) throw new Error('The prerendered chrome has no site header.');
const markedChrome = chrome.replace(
  '<header class="site-header"',
  `<header class="site-header" ${EARLY_HEADER_ATTRIBUTE}=""`,
);
replaceOnce('<div id="root"></div>', () => `<div id="root">${markedChrome}</div>`);

// Vite writes one <link rel="stylesheet"> for the shell's CSS; it becomes a <style> element.
let inlined = 0;
replaceOnce(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/, (_tag, file) => {
  const css = readFileSync(path.join(dist, file), 'utf8').trim();
  rmSync(path.join(dist, file));
  inlined = css.length;
  return `<style>${css}</style>`;
});

replaceOnce(
  '<meta name="viewport"',
  (m) =>
    `${consentEarlyScript()}\n    ${outletEarlyScript()}\n    ${inlineScript(import.meta.url, './early-menu.js', { toggle: EARLY_MENU_TOGGLE })}\n    ${m}`,
);

let shellScript = '';
replaceOnce(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src) => {
  shellScript = src;
  return '';
});
if (/<link rel="modulepreload"/.test(html))
  throw new Error(`${indexFile}: Vite preloads modules the boot script does not know about.`);
replaceOnce('</body>', () => `  ${bootScriptElement(shellScript)}\n  </body>`);

writeFileSync(indexFile, html);
console.log(
  `index.html: chrome prerendered (${chrome.length} characters), ${inlined} characters of CSS inlined, consent hint and boot scripts added (${shellScript})`,
);
