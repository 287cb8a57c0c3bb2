import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/*
 * A team's ICU message catalogue parsed at build time (docs/decisions/131): each
 * `icu<…>('message')` in the team's `src/strings/it.ts` becomes `icu(<its AST>)`, and the browser
 * build takes intl-messageformat without its parser (the library's own `no-parser` entry), ~9 KB
 * gzip less on every Italian page. A message that does not parse fails the build. The server
 * module, the tests and `vite dev` keep the parser and parse at run time: the same messages, the
 * same output. The catalogue's Italian pages and commerce's Italian thank-you page use it.
 */

const CALL = /\bicu(?:<[^>]*>)?\(\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*,?\s*\)/g;

/** `catalogue` names the module holding the messages, by the end of its path. */
export function precompileIcu(catalogue = '/src/strings/it.ts'): Plugin {
  return {
    name: 'publisher:precompile-icu',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith(catalogue)) return null;
      return code.replace(CALL, (_call, literal: string) => {
        const message = new Function(`return ${literal}`)() as string;
        return `icu(${JSON.stringify(parse(message))})`;
      });
    },
  };
}
