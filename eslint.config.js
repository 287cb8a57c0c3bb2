// The static gate's lint rules (run by `npm run lint`, part of `npm test`).
// typescript-eslint's recommended rules, the rules of hooks, no import cycles, and the package
// boundaries of docs/architecture.md: a remote imports no other remote and not the shell; no
// browser package imports the API; shared/ imports no remote, no shell and no API.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

// The remotes: one line each in shared/src/remote-list.json.
const remotes = Object.keys(
  JSON.parse(readFileSync(new URL('./shared/src/remote-list.json', import.meta.url), 'utf8')),
).map((name) => `mfe-${name}`);

/** The API's folders that form layers, and what each may import (besides shared/ and packages). */
const API_FOLDERS = ['routes', 'site', 'middleware', 'services', 'ports', 'adapters', 'cache', 'platform', 'wiring'];
const API_LAYERS = [
  // The API's few HTML pages (sign-in, the sandbox's checkout, the dev outbox) use the site's page template.
  ['routes', ['site', 'middleware', 'services', 'ports', 'cache', 'platform']],
  ['site', ['middleware', 'services', 'ports', 'cache', 'platform']],
  ['middleware', ['services', 'ports', 'cache', 'platform']],
  ['services', ['ports', 'cache', 'platform']],
  ['adapters', ['ports', 'cache', 'platform']],
  ['ports', []],
  ['cache', ['ports', 'platform']],
  ['platform', []],
];

/** The server kit (ports, HTTP helpers, identity): for server code only. */
const SERVER_KIT = ['@publisher/shared/server/*', '**/shared/src/server/**'];
const SERVER_KIT_WHY =
  "Browser code never imports shared/src/server: it is the host's and the teams' server code (decision 133).";

/** Patterns that reach into a package's folder, whether by relative path or by bare name. */
const packagePatterns = (name) => [`**/${name}/**`, name, `${name}/*`];

/** A boundary rule: files matching `files` may not import any of `packages`. */
function boundary(files, packages, why) {
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: packages.flatMap(packagePatterns), message: why }] }],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.netlify/**',
      'api/netlify/dist/**',
      'deploy/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Playwright fixtures: `use` is the fixture callback, not a React hook, and `{}` is how a
    // fixture that needs no other fixture is written.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  ...remotes.map((remote) =>
    boundary(
      [`${remote}/**`],
      [...remotes.filter((other) => other !== remote), 'shell', 'api'],
      'A remote talks to others through shared/ contracts and the runtime manifest, never by importing them.',
    ),
  ),
  // A remote's browser code never imports the server kit (its endpoints run in the host: decision 133).
  ...remotes.map((remote) => ({
    files: [`${remote}/src/**`],
    ignores: [`${remote}/src/server/**`, `${remote}/src/server-render.tsx`, `${remote}/src/**/*.test.*`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...remotes.filter((other) => other !== remote), 'shell', 'api'].flatMap(packagePatterns),
              message:
                'A remote talks to others through shared/ contracts and the runtime manifest, never by importing them.',
            },
            { group: [...SERVER_KIT], message: SERVER_KIT_WHY },
          ],
        },
      ],
    },
  })),
  {
    files: ['shell/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...remotes, 'api'].flatMap(packagePatterns),
              message: 'The shell loads remotes at run time and calls the API over HTTP.',
            },
            { group: [...SERVER_KIT], message: SERVER_KIT_WHY },
          ],
        },
      ],
    },
  },
  boundary(['shared/**'], [...remotes, 'shell', 'api'], 'shared/ is the bottom layer: it imports no package above it.'),
  {
    // shared/src is the framework-free part (contracts, domain, routes, API client) that the API and every
    // browser package import; React helpers live in shared/react, build tooling in shared/build.
    files: ['shared/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...remotes, 'shell', 'api'].flatMap(packagePatterns),
              message: 'shared/ is the bottom layer: it imports no package above it.',
            },
            {
              group: [
                'react',
                'react-dom',
                'react-dom/*',
                'react-router-dom',
                'vite',
                '@vitejs/*',
                '@module-federation/*',
              ],
              message: 'shared/src is framework-free: React helpers go in shared/react, build tooling in shared/build.',
            },
            {
              group: [
                '@publisher/shared-react',
                '@publisher/shared-react/*',
                '@publisher/shared-build',
                '@publisher/shared-build/*',
                '**/react/src/**',
                '**/build/src/**',
              ],
              message: 'shared/src is imported by shared/react and shared/build, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    ...boundary(
      ['api/**'],
      remotes,
      'The server reads what each remote publishes (routes.json, its server module) at run time: a remote deploys alone.',
    ),
    ignores: ['api/**/*.test.ts', 'api/src/testing/**'],
  },
  {
    // The API's layers (docs/architecture.md): routes → the site server → middleware → services →
    // ports ← adapters, with cache/ and platform/ below them all; wiring/ and the entry files
    // compose them. Each layer imports only downward. Tests and test support may reach anywhere.
    files: ['api/src/**'],
    ignores: ['api/**/*.test.ts', 'api/src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: API_LAYERS.map(([layer, below]) => ({
            target: `./api/src/${layer}`,
            from: API_FOLDERS.filter((other) => other !== layer && !below.includes(other)).map((f) => `./api/src/${f}`),
            message: `api/src/${layer} imports only from ${below.length ? below.join(', ') : 'no other layer'} (docs/architecture.md).`,
          })),
        },
      ],
    },
  },
);
