import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { EXPOSED_MODULE } from '../../src/remote-names';
import { ROUTES_FILE, serverModuleName } from '../../src/routes';
import { SERVER_MODULE_PATH } from '../../src/server-render';
import { teamApiDeclaration } from '../../src/server/team-api';

interface MfManifest {
  exposes?: { path?: string; assets?: { css?: { sync?: string[] } } }[];
}

/**
 * Publishes the server module for hosts on other origins (docs/decisions/127): a copy named by its
 * content (`server/render-<12 hex of sha256>.js`), and its name with the pages' style sheets in the
 * routes.json the browser build wrote, so a host finds it next to the entry as it finds the routes;
 * and, when the module exports `api`, its paths and limited writes (docs/decisions/133), read from
 * the built module itself so the declaration has one source.
 */
function publishServerModule(outDir: string): Plugin {
  return {
    name: 'publisher:publish-server-module',
    apply: 'build',
    async closeBundle() {
      const built = path.join(outDir, SERVER_MODULE_PATH);
      const code = readFileSync(built);
      const server = serverModuleName(createHash('sha256').update(code).digest('hex').slice(0, 12));
      writeFileSync(path.join(outDir, server), code);
      const routesFile = path.join(outDir, ROUTES_FILE);
      const manifestFile = path.join(outDir, 'mf-manifest.json');
      const mf = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as MfManifest) : {};
      const serverStyles = [
        ...new Set(
          (mf.exposes ?? [])
            .filter((e) => e.path === undefined || e.path === EXPOSED_MODULE)
            .flatMap((e) => e.assets?.css?.sync ?? []),
        ),
      ];
      const exported = (await import(`${pathToFileURL(path.resolve(built)).href}?v=${server}`)) as { api?: unknown };
      const api = exported.api === undefined ? null : teamApiDeclaration(exported.api);
      if (exported.api !== undefined && !api) throw new Error(`${built}: its \`api\` export declares no valid paths.`);
      // A server build alone (`pnpm dev` watches it) starts the file: the browser build fills in the routes.
      const published = existsSync(routesFile)
        ? (JSON.parse(readFileSync(routesFile, 'utf8')) as Record<string, unknown>)
        : {};
      delete published.api;
      writeFileSync(
        routesFile,
        `${JSON.stringify({ ...published, server, serverStyles, ...(api ? { api } : {}) }, null, 2)}\n`,
      );
    },
  };
}

/**
 * Vite config for a remote's server module (docs/decisions/087, 127): `src/server-render.tsx` built
 * for Node into one self-contained file, `<outDir>/server/render.js` (React, react-dom/server, the
 * router and the shared package bundled in, dynamic imports inlined: no bare import and no chunk is
 * left), so it runs from wherever it is copied to, with no node_modules next to it, and from a
 * single file a host fetched from the remote's origin.
 */
export function remoteServerViteConfig(): UserConfig {
  const outDir = process.env.REMOTE_OUT_DIR ?? 'dist';
  const [dir, file] = SERVER_MODULE_PATH.split('/') as [string, string];
  return defineConfig({
    plugins: [react(), publishServerModule(outDir)],
    // The bundled React reads NODE_ENV at run time; the server must run its production build.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/server-render.tsx',
      outDir: `${outDir}/${dir}`,
      emptyOutDir: true,
      target: 'node20',
      copyPublicDir: false,
      // Half the bytes a host on another origin fetches, and a shorter cold import on each (a function's cold start).
      minify: true,
      rollupOptions: { output: { entryFileNames: file, inlineDynamicImports: true } },
    },
  });
}
