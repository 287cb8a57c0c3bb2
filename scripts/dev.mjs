// `pnpm dev`: the API, the shell and the four remotes together, each with hot reload.
// The API writes a manifest pointing the shell at the remotes' dev servers.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

// The remotes and their dev ports: one line each in shared/src/remote-list.json.
const LIST = JSON.parse(readFileSync(new URL('../shared/src/remote-list.json', import.meta.url), 'utf8'));
const REMOTES = Object.fromEntries(Object.entries(LIST).map(([remote, { devPort }]) => [remote, devPort]));
const children = [];

function run(name, cwd, command, args, env = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(12);
  const print = (stream) => (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => stream.write(`${prefix} ${line}\n`));
  child.stdout.on('data', print(process.stdout));
  child.stderr.on('data', print(process.stderr));
  child.on('exit', (code) => code && console.error(`${prefix} exited with ${code}`));
  children.push(child);
}

const remoteUrls = Object.fromEntries(
  Object.entries(REMOTES).map(([r, port]) => [
    `REMOTE_URL_${r.toUpperCase()}`,
    `http://localhost:${port}/remoteEntry.js`,
  ]),
);
run('api', 'api', process.execPath, ['--import', 'tsx', '--watch', 'src/server.ts'], { PORT: '8080', ...remoteUrls });
for (const remote of Object.keys(REMOTES)) {
  run(remote, `mfe-${remote}`, 'node_modules/.bin/vite', []);
  // The team's server module (its endpoints: decision 133), rebuilt on change; its dev server publishes it.
  run(`${remote}:srv`, `mfe-${remote}`, 'node_modules/.bin/vite', ['build', '-c', 'vite.server.config.ts', '--watch']);
}
run('shell', 'shell', 'node_modules/.bin/vite', []);

console.log('Open http://localhost:5100 (shell with hot reload; API on :8080). Ctrl+C stops everything.');
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
