// Bundles the Netlify entry (api/src/netlify.ts, TypeScript importing @publisher/shared's .ts files)
// into one plain ESM file, api/netlify/dist/app.mjs, that the function files import. Netlify's
// packager uses its `nft` bundler for default-export (v2) functions whatever netlify.toml says, and
// Node cannot load .ts: so the functions must be handed JavaScript (issue 13, TOOLCHAIN.md).
//
// The bundle sits three folders below the repository root, as api/src/site/inline-hashes.ts does:
// the app finds shell/dist, mfe-*/dist and api/private relative to its own file (siteRoot,
// flipbook-library), so the depth is checked below.
import { createRequire } from 'node:module';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiRequire = createRequire(path.join(root, 'api/package.json'));
const esbuild = apiRequire('esbuild');

const entry = path.join(root, 'api/src/netlify.ts');
const outfile = path.join(root, 'api/netlify/dist/app.mjs');
if (path.relative(root, path.dirname(outfile)).split(path.sep).length !== 3) {
  throw new Error('the bundle must sit three folders below the root, like api/src/site/*.ts (siteRoot)');
}

// Kept out of the bundle and traced by nft from api/node_modules: CommonJS with dynamic requires
// (airtable, stripe), the native SQLite binding (loaded only on Node, by dynamic import), and the
// Netlify Database client (pg with its optional native binding, Neon's driver, ws).
export const EXTERNAL = ['airtable', 'stripe', 'better-sqlite3', '@netlify/database'];

rmSync(path.dirname(outfile), { recursive: true, force: true });
mkdirSync(path.dirname(outfile), { recursive: true });
const started = Date.now();
const result = await esbuild.build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  // Bundled CommonJS code may call require() for Node built-ins: give the ESM file one.
  banner: {
    js: "import { createRequire as __netlifyCreateRequire } from 'node:module';\nconst require = __netlifyCreateRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});
const kb = Math.round(statSync(outfile).size / 1024);
const externals = new Set(
  Object.values(result.metafile.outputs).flatMap((o) =>
    o.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => i.path),
  ),
);
console.log(
  `bundled ${path.relative(root, entry)} -> ${path.relative(root, outfile)} (${kb} KB, ${Date.now() - started} ms; external: ${[...externals].sort().join(', ') || 'none'})`,
);
