import { BOOT_MODULES_ELEMENT_ID } from '../../src/boot';
import { inlineScript } from './inline-script';

/**
 * The `<script>` element that starts the app (page-boot.js; shell/scripts/prerender.tsx puts it at
 * the end of index.html): it reads the shell's module and the boot-modules block's id from its own
 * data attributes.
 */
export function bootScriptElement(shellScript: string): string {
  return inlineScript(import.meta.url, './page-boot.js', {
    shell: shellScript,
    modules: BOOT_MODULES_ELEMENT_ID,
  });
}
