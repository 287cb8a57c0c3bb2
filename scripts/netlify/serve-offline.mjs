// Builds and serves the root site with Netlify's own CLI, offline (the pinned copy in deploy/,
// installed by `npm ci --prefix deploy`): `netlify serve` reruns the netlify.toml build, packages the
// functions with Netlify's packager and serves the publish folder, the functions, headers and
// redirects as Netlify would. It starts no Netlify Database (netlify-cli 27.10.2: only `netlify dev`
// does): startLocalDatabase() below starts the CLI's own one, and its URL goes in `env` as
// NETLIFY_DB_URL (the command line below and the deploy suite do so).
//
//   node scripts/netlify/serve-offline.mjs [--port 8910]     (Ctrl-C stops it)
//
// The CLI's quirks (TOOLCHAIN.md): run from OUTSIDE the repository with --cwd (in the root it stops
// at a "Select the project" prompt, or exits 1 under CI=true), stdin from /dev/null, BROWSER=none,
// --internal-disable-edge-functions (otherwise it tries to download Deno). It appends `.netlify` to
// .gitignore unless ignored already (it is).
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLI = path.join(REPO_ROOT, 'deploy/node_modules/netlify-cli/bin/run.js');
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'netlify/database/migrations');

/**
 * Netlify Database as the CLI runs it for `netlify dev`: @netlify/database-dev from the CLI's own
 * install (PGlite behind a Postgres socket on localhost), in memory, with netlify/database/migrations
 * applied by its applyMigrations (what `netlify database migrations apply` runs).
 * @returns {Promise<{ url: string, migrations: string[], stop: () => Promise<void> }>}
 */
export async function startLocalDatabase() {
  const entry = path.join(REPO_ROOT, 'deploy/node_modules/@netlify/database-dev/dist/main.js');
  if (!existsSync(entry))
    throw new Error(`Netlify's CLI is not installed: run \`npm ci --prefix deploy\` (${entry} missing)`);
  const { NetlifyDB } = await import(pathToFileURL(entry).href);
  const db = new NetlifyDB({ logger: () => {} });
  const url = await db.start();
  const migrations = await db.applyMigrations(MIGRATIONS_DIR);
  return { url, migrations, stop: () => db.stop() };
}

/**
 * Starts `netlify serve --offline` on `port` and resolves once the site answers.
 * @param {{ port: number, functionsPort?: number, staticPort?: number, env?: Record<string, string>, timeoutMs?: number, echo?: boolean, logFile?: string }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void>, output: () => string, startedMs: number }>}
 */
export async function startNetlifyServe({
  port,
  functionsPort = port + 1,
  staticPort = port + 2,
  env = {},
  timeoutMs = 300_000,
  echo = false,
  logFile,
}) {
  if (!existsSync(CLI))
    throw new Error(`Netlify's CLI is not installed: run \`npm ci --prefix deploy\` (${CLI} missing)`);
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [
      CLI,
      'serve',
      '--offline',
      '--internal-disable-edge-functions',
      '--cwd',
      REPO_ROOT,
      '--port',
      String(port),
      '--functions-port',
      String(functionsPort),
      '--staticServerPort',
      String(staticPort),
    ],
    {
      cwd: tmpdir(),
      // Its own process group: the CLI starts the build and the function workers as children.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, BROWSER: 'none', NETLIFY_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', ...env },
    },
  );
  let output = '';
  if (logFile) writeFileSync(logFile, '');
  const onData = (chunk) => {
    output += chunk.toString();
    if (echo) process.stderr.write(chunk);
    // The function log as it happens (function errors are printed there), for the tests to quote.
    if (logFile) appendFileSync(logFile, chunk);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  };

  const url = `http://localhost:${port}`;
  const deadline = started + timeoutMs;
  let done = false;
  exited.then(() => (done = true));
  while (!done) {
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`netlify serve did not answer on ${url} within ${timeoutMs} ms:\n${output}`);
    }
    // Ready once the CLI says so and its server answers (a static file: no function involved).
    if (/Server now ready|Local dev server ready/i.test(output)) {
      try {
        const res = await fetch(`${url}/favicon.svg`, { signal: AbortSignal.timeout(5_000) });
        if (res.status < 500) return { url, stop, output: () => output, startedMs: Date.now() - started };
      } catch {
        /* not yet */
      }
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const { code, signal } = await exited;
  throw new Error(`netlify serve exited (${code ?? signal}) before it answered:\n${output}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--port');
  const port = at > 0 ? Number(process.argv[at + 1]) : 8910;
  const database = await startLocalDatabase();
  const site = await startNetlifyServe({ port, echo: true, env: { NETLIFY_DB_URL: database.url } });
  console.error(
    `\nnetlify serve answers on ${site.url} (ready after ${Math.round(site.startedMs / 1000)} s), its Netlify Database (local, in memory) on ${database.url}; Ctrl-C stops both`,
  );
  const quit = async () => {
    await site.stop();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGINT', quit);
  process.on('SIGTERM', quit);
}
