// The plugin is shared with commerce's Italian pages (shared/build/src/precompile-icu.ts).
export { precompileIcu } from '../shared/build/src/precompile-icu';
