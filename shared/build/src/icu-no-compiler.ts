/**
 * `@messageformat/core` in a team's browser build (precompile-icu.ts): the team's messages arrive
 * compiled, so `icu()` never compiles one there; a message left as text is a build mistake.
 */
export default class NoCompiler {
  compile(message: string): never {
    throw new Error(`ICU message not compiled at build time: ${message}`);
  }
}
