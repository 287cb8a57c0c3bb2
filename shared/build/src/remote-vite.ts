import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
// The core by path, not by package name: Vite's config loader leaves a package import to Node, which
// cannot load TypeScript (the same for every file of shared/build).
import { EXPOSED_MODULE, containerName, devPort, type RemoteName } from '../../src/remote-names';
import {
  SERVER_MODULE_FILE,
  ROUTES_FILE,
  immutableEntryName,
  routeListProblem,
  type PublishedRoute,
  type PublishedRoutes,
} from '../../src/routes';
import { fragmentSheets } from './fragment-sheets';
import { remoteChunkGroups } from './remote-chunks';

/** Shared singletons: one copy of React and the router on the page, provided by the shell. */
export function sharedSingletons(fromDir: string): Record<string, { singleton: true; requiredVersion: string }> {
  const require = createRequire(`${fromDir}/package.json`);
  const versionOf = (pkg: string): string => (require(`${pkg}/package.json`) as { version: string }).version;
  const react = `^${versionOf('react')}`;
  const dom = `^${versionOf('react-dom')}`;
  const router = `^${versionOf('react-router-dom')}`;
  return {
    react: { singleton: true, requiredVersion: react },
    'react/jsx-runtime': { singleton: true, requiredVersion: react },
    'react-dom': { singleton: true, requiredVersion: dom },
    'react-dom/client': { singleton: true, requiredVersion: dom },
    'react-router-dom': { singleton: true, requiredVersion: router },
  };
}

type Shared = ReturnType<typeof sharedSingletons>;

/**
 * A production remote consumes the shell's singletons only (`import: false`): it builds no
 * fallback copy of React or the router, and each share's wrapper is a few live bindings instead of
 * a loader with a fallback. Production builds already need the shell's runtime
 * (`externalRuntime`); the shell provides every one of these (shell/src/federation/runtime.ts).
 */
const consumeOnly = (shared: Shared) =>
  Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, { ...config, import: false as const }]));

/** Source bytes under which code shared by some pages joins a larger chunk (see remote-chunks.ts). */
const CHUNK_MIN_SIZE = 3000;
/**
 * What one more request costs a page, in bytes of source (remote-chunks.ts): about 500 bytes of
 * HTTP/1.1 headers, at the ~3:1 compression of the code it is weighed against.
 */
const REQUEST_COST = 1500;
const EXPOSED_FILE = './src/remote-entry.tsx';
/** The remote's entry, under the name hosts configure (REMOTE_URL_<NAME>): the same across builds. */
const ENTRY_FILE = 'remoteEntry.js';

/**
 * The remote's page map (page id → module under src/pages), read from the source of the module that
 * calls createRemoteRoot: `'book-detail': () => import('./pages/book-detail')`.
 */
function pageModules(dir: string): Map<string, string> {
  const src = path.join(dir, 'src');
  const pages = new Map<string, string>();
  for (const file of readdirSync(src).filter((f) => /\.tsx?$/.test(f))) {
    const code = readFileSync(path.join(src, file), 'utf8');
    if (!code.includes('createRemoteRoot(')) continue;
    for (const m of code.matchAll(/(['"]?)([\w-]+)\1\s*:\s*\(\)\s*=>\s*import\(\s*['"]\.\/(pages\/[^'"]+)['"]\s*\)/g))
      pages.set(m[2]!, path.join(src, m[3]!));
  }
  return pages;
}

/**
 * Publishes the remote's route table next to its entry (docs/decisions/110): `routes.json` in the
 * build, and the same file from `vite dev`. A malformed table fails the build. The build also
 * gets a copy of its entry named by its content (docs/decisions/114), which routes.json names.
 */
function publishRoutes(
  remote: RemoteName,
  dir: string,
  routes: readonly PublishedRoute[],
  exposes: Record<string, string>,
): Plugin {
  const problem = routeListProblem(routes);
  const json = (file: PublishedRoutes) => `${JSON.stringify(file, null, 2)}\n`;
  let outDir = '';
  let published: Omit<PublishedRoutes, 'entry'> | null = null;
  return {
    name: 'publisher:publish-routes',
    // After Vite's own generateBundle, which drops the chunks of CSS-only modules: list only files that ship.
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      if (problem) this.error(`The route table of ${remote} is invalid (routes${problem}).`);
    },
    generateBundle(_options, bundle) {
      // The entry, the exposed module's chunk and everything they import statically, with their style sheets.
      const chunks = new Map(
        Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o] as const] : [])),
      );
      const exposed = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(EXPOSED_FILE.slice(1)));
      const firstStep = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || firstStep.has(fileName)) return;
        firstStep.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) firstStep.add(css);
        chunk.imports.forEach(visit);
      };
      visit(ENTRY_FILE);
      if (exposed) visit(exposed.fileName);
      // The entry itself is the host's to name (this file's `entry`, or the configured URL).
      firstStep.delete(ENTRY_FILE);
      // Each page's chunk and what it imports beyond the first step.
      const modules = pageModules(dir);
      const pages: Record<string, string[]> = {};
      for (const route of routes) {
        const module = modules.get(route.page);
        if (!module)
          this.error(`${remote}: the route ${route.path} names page "${route.page}", which its root does not load.`);
        const chunk = [...chunks.values()].find((c) => c.facadeModuleId?.replace(/\.tsx?$/, '') === module);
        if (!chunk || pages[route.page]) continue;
        const files = new Set<string>();
        const add = (fileName: string) => {
          const c = chunks.get(fileName);
          if (!c || files.has(fileName) || firstStep.has(fileName)) return;
          files.add(fileName);
          for (const css of c.viteMetadata?.importedCss ?? []) if (!firstStep.has(css)) files.add(css);
          c.imports.forEach(add);
        };
        add(chunk.fileName);
        pages[route.page] = [...files];
      }
      const fragmentStyles = fragmentSheets(chunks, exposes, firstStep);
      published = {
        remote,
        routes: [...routes],
        firstStep: [...firstStep],
        pages,
        ...(Object.keys(fragmentStyles).length > 0 ? { fragmentStyles } : {}),
      };
    },
    // Once every plugin has written its files (module federation rewrites the entry on disk in
    // writeBundle): the copy is byte for byte the entry that shipped.
    closeBundle() {
      if (!published) return;
      const code = readFileSync(path.join(outDir, ENTRY_FILE));
      const entry = immutableEntryName(createHash('sha256').update(code).digest('hex').slice(0, 12));
      writeFileSync(path.join(outDir, entry), code);
      writeFileSync(path.join(outDir, ROUTES_FILE), json({ ...published, entry }));
    },
    configureServer(server) {
      // `vite dev`: the server module comes from `pnpm dev`'s watching server build (dist/server), so
      // a host finds the team's endpoints here as on a deploy (decision 133). Pages are not
      // server-rendered from it in development (no style sheets are named): the shell's dev server serves them.
      const distDir = path.join(dir, 'dist');
      const serverPart = () => {
        try {
          const built = JSON.parse(readFileSync(path.join(distDir, ROUTES_FILE), 'utf8')) as PublishedRoutes;
          return built.server
            ? { server: built.server, serverStyles: [], ...(built.api ? { api: built.api } : {}) }
            : {};
        } catch {
          return {};
        }
      };
      server.middlewares.use(`/${ROUTES_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.end(json({ remote, routes: [...routes], ...serverPart() }));
      });
      server.middlewares.use('/server/', (req, res, next) => {
        const name = `server${(req.url ?? '').split('?')[0]}`;
        if (!SERVER_MODULE_FILE.test(name)) return next();
        try {
          const code = readFileSync(path.join(distDir, name));
          res.setHeader('Content-Type', 'text/javascript');
          res.end(code);
        } catch {
          next();
        }
      });
    },
  };
}

/**
 * Vite config for a federated remote. `base: './'` makes every chunk and stylesheet resolve
 * relative to wherever remoteEntry.js was loaded from, so the same build can be served from
 * /remotes/<name>/ on the composed server or from any other origin (see docs/decisions/001).
 * `exposes`: modules the remote offers besides its pages (commerce's basket service, decision 108).
 */
export function remoteViteConfig(
  remote: RemoteName,
  dir: string,
  routes: readonly PublishedRoute[],
  { exposes = {}, overrides = {} }: { exposes?: Record<string, string>; overrides?: UserConfig } = {},
): UserConfig {
  // Production builds use the shell's federation runtime (published on the page by the shell);
  // `vite dev` keeps its own so a remote still runs alone in its standalone host.
  const isBuild = process.argv.includes('build');
  const port = devPort(remote);
  const apiTarget = process.env.API_ORIGIN ?? 'http://localhost:8080';
  return defineConfig({
    base: './',
    plugins: [
      react(),
      publishRoutes(remote, dir, routes, exposes),
      federation({
        name: containerName(remote),
        filename: ENTRY_FILE,
        exposes: { [EXPOSED_MODULE]: EXPOSED_FILE, ...exposes },
        shared: isBuild ? consumeOnly(sharedSingletons(dir)) : sharedSingletons(dir),
        manifest: true,
        dts: false,
        ...(isBuild ? { experiments: { externalRuntime: true } } : {}),
      }),
    ],
    server: {
      port,
      strictPort: true,
      origin: `http://localhost:${port}`,
      cors: true,
      proxy: {
        '/api': apiTarget,
        '/.netlify': apiTarget,
        '/media': apiTarget,
      },
    },
    preview: { port, strictPort: true, cors: true },
    build: {
      target: 'es2022',
      outDir: process.env.REMOTE_OUT_DIR ?? 'dist',
      emptyOutDir: true,
      // A page's code in a few files rather than one per set of pages that share it (decision 085).
      rolldownOptions: {
        output: {
          codeSplitting: { groups: remoteChunkGroups(path.resolve(dir, EXPOSED_FILE), CHUNK_MIN_SIZE, REQUEST_COST) },
        },
      },
    },
    ...overrides,
  });
}
