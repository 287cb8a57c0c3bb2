import { readFileSync } from 'node:fs';
import { BOOT_MODULES_ELEMENT_ID } from '../../src/boot';

/** The boot script's source (boot-script.js), as the page carries it. */
export const BOOT_SCRIPT_SOURCE = readFileSync(new URL('./boot-script.js', import.meta.url), 'utf8').trim();

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The `<script>` element that starts the app (shell/scripts/prerender.tsx puts it at the end of
 * index.html): the script reads the shell's module and the boot-modules block's id from its own
 * data attributes, so its text, and so its CSP hash, is the same in every build.
 */
export function bootScriptElement(shellScript: string): string {
  return `<script data-shell="${attribute(shellScript)}" data-modules="${attribute(BOOT_MODULES_ELEMENT_ID)}">${BOOT_SCRIPT_SOURCE}</script>`;
}
