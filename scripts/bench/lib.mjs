// Helpers shared by the benchmark scripts (scripts/bench/*): ports, child servers, tables.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const API_DIR = join(ROOT, 'api');

/** Ports the benchmarks may use (8200–8299); each call hands out a different free one. */
const handedOut = new Set();
export async function freePort(from = 8200, to = 8299) {
  for (let port = from; port <= to; port += 1) {
    if (handedOut.has(port)) continue;
    const free = await new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('No free port in 8200–8299.');
}

export function tempDir(prefix) {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Every child started here, so an exit (normal, error or Ctrl-C) stops them all. */
const children = new Set();
/** Stops a child and everything it spawned; resolves once it has exited (SIGKILL after 5 s). */
export function stopChild(child) {
  if (!children.delete(child) || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name) => {
    try {
      process.kill(-child.pid, name); // its own process group: the child and what it spawned
    } catch {
      /* already gone */
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5000);
  return exited.then(() => clearTimeout(timer));
}
const stopAll = () => [...children].forEach(stopChild);
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });

/** Starts a child in its own process group and tracks it. */
export function startChild(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Resolves when the child prints `ready`, rejects when it exits first or after `timeoutMs`. */
export function waitForOutput(child, ready, timeoutMs = 60_000) {
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`Timed out waiting for "${ready}":\n${log}`)), timeoutMs);
    const onData = (chunk) => {
      log += chunk;
      if (log.includes(ready)) {
        clearTimeout(timer);
        resolve(log);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Exited with ${code} before "${ready}":\n${log}`));
    });
  });
}

/**
 * The project's own server (api/src/server.ts, as `pnpm serve` runs it) on 127.0.0.1:port,
 * with a throwaway DATA_DIR. `env` adds configuration (e.g. the Airtable variables).
 */
export async function startSiteServer(port, env = {}) {
  const dataDir = tempDir('bench-data-');
  const child = startChild(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
  });
  const log = await waitForOutput(child, 'is serving on');
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

/** Runs a command to completion with its output captured; throws with the tail on failure. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = startChild(command, args, { cwd: ROOT, ...options });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${out.slice(-4000)}`)),
    );
  });
}

/** The machine, for the record: CPU model and count, Node, load average at the time. */
export function machine() {
  const list = cpus();
  return {
    cpu: list[0]?.model ?? 'unknown',
    cores: list.length,
    node: process.version,
    loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
  };
}

/** A plain-text table: `columns` are [header, key] pairs, right-aligned except the first. */
export function table(columns, rows) {
  const cells = [columns.map(([h]) => h), ...rows.map((r) => columns.map(([, k]) => String(r[k] ?? '')))];
  const widths = columns.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
