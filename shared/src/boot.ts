/**
 * How a page boots (zod-free: read by the shell's first script and the server's page writer).
 *
 * The server writes two JSON data blocks into each page (api/src/site/boot-hints.ts): the runtime
 * manifest, and the modules the route's remote will import first. The page's one inline script
 * (shared/build/src/page-boot.js, added to index.html by shell/scripts/prerender.tsx and allowed
 * by its hash in the CSP) waits until the browser has painted the HTML (header, footer, consent banner, inlined
 * styles), then adds modulepreloads for those modules and the shell's own script. So the first
 * paint never waits for, or shares the network with, any JavaScript; the app follows a frame later.
 */
export const MANIFEST_ELEMENT_ID = 'remote-manifest';
export const BOOT_MODULES_ELEMENT_ID = 'boot-modules';
