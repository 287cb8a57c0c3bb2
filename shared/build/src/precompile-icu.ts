import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';

/*
 * A team's ICU message catalogue compiled at build time (docs/decisions/131): every
 * `icu<…>('message')` in the team's `src/strings/it.ts` becomes `icu(<a function>)`, compiled by
 * messageformat's own `compileModule`, whose functions need only `@messageformat/runtime` (a few
 * hundred bytes) in the browser, in the build and under `vite dev` alike (compiling in the browser
 * would need `new Function`, which the site's CSP refuses): the compiler is aliased away there. A
 * message that does not parse fails the build. The server module and the tests compile the same
 * messages at run time with the same library: the same output. The catalogue's Italian pages and commerce's
 * Italian thank-you page use it.
 */

const CALL = /\bicu(?:<[^>]*>)?\(\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*,?\s*\)/g;
/** Where the browser build finds `@messageformat/core`: nothing is left for it to compile. */
const NO_COMPILER = new URL('./icu-no-compiler.ts', import.meta.url).pathname;
/** The generated module's messages object, renamed from its `export default`. */
const MESSAGES = '__icuMessages';

/** `catalogue` names the module holding the messages, by the end of its path; `locale` their language. */
export function precompileIcu(catalogue = '/src/strings/it.ts', locale = 'it'): Plugin {
  return {
    name: 'publisher:precompile-icu',
    enforce: 'pre',
    config: () => ({
      resolve: { alias: [{ find: /^@messageformat\/core$/, replacement: NO_COMPILER }] },
    }),
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith(catalogue)) return null;
      const messages: Record<string, string> = {};
      const replaced = code.replace(CALL, (_call, literal: string) => {
        const key = `m${Object.keys(messages).length}`;
        messages[key] = new Function(`return ${literal}`)() as string;
        return `icu(${MESSAGES}.${key})`;
      });
      const compiled = compileModule(new MessageFormat(locale), messages).replace(
        /^export default /m,
        `const ${MESSAGES} = `,
      );
      return { code: `${compiled}\n${replaced}`, map: null };
    },
  };
}
