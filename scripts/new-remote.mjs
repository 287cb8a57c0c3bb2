// Scaffolds a new federated remote (docs/architecture.md, "Adding a remote"):
//   node scripts/new-remote.mjs <name> [--port <dev port>] [--label "<section name>"] [--root <repo>]
// writes the package mfe-<name> (one page at /<name>, server-rendered and hydrated, with its head and an
// endpoint at /api/<name>/hello in its server module) and adds its one line to shared/src/remote-list.json.
// Then `corepack pnpm install` links it, `corepack pnpm run build` builds it, and the host serves it: nothing
// else in the repository names a remote.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string' }, label: { type: 'string' }, root: { type: 'string' } },
});
const name = positionals[0] ?? '';
if (!/^[a-z][a-z0-9]{1,20}$/.test(name)) {
  console.error('usage: node scripts/new-remote.mjs <name: lower-case letters and digits> [--port N] [--label L]');
  process.exit(2);
}
const root = path.resolve(values.root ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const listFile = path.join(root, 'shared/src/remote-list.json');
const list = JSON.parse(readFileSync(listFile, 'utf8'));
const dir = path.join(root, `mfe-${name}`);
if (list[name] || existsSync(dir)) {
  console.error(`mfe-${name} exists already.`);
  process.exit(1);
}
const port = Number(values.port ?? Math.max(...Object.values(list).map((r) => r.devPort)) + 1);
const label = values.label ?? name;
const title = name.charAt(0).toUpperCase() + name.slice(1);
const versions = JSON.parse(readFileSync(path.join(root, 'mfe-education/package.json'), 'utf8'));

const files = {
  'package.json': `${JSON.stringify(
    {
      name: `mfe-${name}`,
      private: true,
      type: 'module',
      scripts: {
        dev: 'vite',
        build: 'vite build && vite build -c vite.server.config.ts',
        typecheck: 'tsc -p tsconfig.json',
      },
      dependencies: {
        ...versions.dependencies,
        hono: JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8')).dependencies.hono,
      },
      devDependencies: versions.devDependencies,
    },
    null,
    2,
  )}\n`,
  'tsconfig.json': `{
  "extends": "../tsconfig.base.json",
  "compilerOptions": { "types": ["vite/client", "node"] },
  "include": ["src", "vite.config.ts"]
}
`,
  'vite.config.ts': `// Relative import: Vite bundles the config itself and would not transpile a linked package's .ts.
import { remoteViteConfig } from '../shared/build/src/remote-vite';
import { ROUTES } from './src/routes';

export default remoteViteConfig('${name}', import.meta.dirname, ROUTES);
`,
  'vite.server.config.ts': `// Relative import: Vite bundles the config itself and would not transpile a linked package's .ts.
import { remoteServerViteConfig } from '../shared/build/src/remote-server-vite';

export default remoteServerViteConfig();
`,
  // The standalone page and the site's netlify.toml are the education remote's, renamed.
  'index.html': readFileSync(path.join(root, 'mfe-education/index.html'), 'utf8').replaceAll(
    'mfe-education',
    `mfe-${name}`,
  ),
  'netlify.toml': readFileSync(path.join(root, 'mfe-education/netlify.toml'), 'utf8')
    .replaceAll('mfe-education', `mfe-${name}`)
    .replaceAll('REMOTE_URL_EDUCATION', `REMOTE_URL_${name.toUpperCase()}`),
  'src/routes.ts': `import type { PublishedRoute } from '@publisher/shared/routes';

/** The pages this remote serves (docs/decisions/110): its build publishes them in routes.json. */
export const ROUTES: readonly PublishedRoute[] = [
  {
    path: '/${name}',
    page: 'home',
    title: '${title}',
    description: 'The ${label} section of Ashgrove Press.',
  },
];
`,
  'src/root.tsx': `import { createRemoteRoot } from '@publisher/shared-react/remote-root';

/** The remote's root: its pages, keyed by the page ids of ./routes.ts. */
export const Root = createRemoteRoot('${name}', {
  home: () => import('./pages/home'),
});
`,
  'src/remote-entry.tsx': `import { Root } from './root';
import './styles.css';

/** The one module this remote exposes (the server renders the same root: server-render.tsx). */
export default Root;
`,
  'src/server-render.tsx': `import { contentFreeRender } from '@publisher/shared-react/server-page';
import { Root } from './root';

/** This remote's server module (docs/decisions/127, 133): its pages' HTML and its endpoints. */
export const render = contentFreeRender(Root);

export { api } from './server/endpoints';
`,
  'src/server/endpoints.ts': `import { Hono } from 'hono';
import { handleError, jsonError } from '@publisher/shared/server/http/errors';
import type { TeamApi } from '@publisher/shared/server/team-api';

/** This remote's endpoints (docs/decisions/133), built from the host's ports. */
export const api: TeamApi = {
  paths: ['/api/${name}/*'],
  create() {
    const app = new Hono();
    app.get('/api/${name}/hello', (c) => c.json({ hello: '${name}' }));
    app.notFound((c) => jsonError(c, 404, 'Not found.'));
    app.onError(handleError);
    return app;
  },
};
`,
  'src/standalone.tsx': `import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@publisher/shared-react/standalone-host';
import RemoteRoot from './remote-entry';
import { ROUTES } from './routes';

createRoot(document.getElementById('root')!).render(<StandaloneHost remote="${name}" routes={ROUTES} Root={RemoteRoot} />);
`,
  'src/styles.css': `.${name}-page {
  max-width: 48rem;
}
`,
  'src/pages/home.tsx': `import { useState } from 'react';
import { PageTitle } from '@publisher/shared-react/page-title';

/** /${name}: the remote's first page. */
export default function HomePage() {
  const [count, setCount] = useState(0);
  return (
    <section className="page ${name}-page" aria-labelledby="${name}-heading">
      <PageTitle title="${title}" />
      <h1 id="${name}-heading">${title}</h1>
      <p>The ${label} section of Ashgrove Press.</p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Pressed {count} times
      </button>
    </section>
  );
}
`,
};

for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}
// One line per remote, as the file is written by hand.
const lines = Object.entries({ ...list, [name]: { devPort: port, label } }).map(
  ([remote, { devPort, label: l }]) =>
    `  ${JSON.stringify(remote)}: { "devPort": ${devPort}, "label": ${JSON.stringify(l)} }`,
);
writeFileSync(listFile, `{\n${lines.join(',\n')}\n}\n`);
console.log(
  `mfe-${name} written; shared/src/remote-list.json names it (dev port ${port}). Next: corepack pnpm install`,
);
