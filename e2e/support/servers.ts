import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budget } from './machine';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Running {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/** Starts the composed site (the real server) with extra configuration, on a free port. */
export async function startSite(env: Record<string, string> = {}): Promise<Running> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(REPO_ROOT, 'api'),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(REPO_ROOT, '.data/e2e-extra'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), budget(30_000));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
};

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

function closer(server: Server, sockets: Set<Socket>) {
  return () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
}

/** A plain static host with CORS, standing in for a remote deployed on another origin. */
export async function startStaticHost(dir: string, port = 0): Promise<Running> {
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  server.on('connection', (s) => sockets.add(s).size && s.on('close', () => sockets.delete(s)));
  const actual = await listen(server, port);
  return { port: actual, url: `http://127.0.0.1:${actual}`, stop: closer(server, sockets) };
}

/** A server that accepts connections and never answers: a remote that hangs. */
export async function startHangingHost(): Promise<Running> {
  const sockets = new Set<Socket>();
  const server = createServer(() => undefined);
  server.on('connection', (s) => sockets.add(s).size && s.on('close', () => sockets.delete(s)));
  const port = await listen(server, 0);
  return { port, url: `http://127.0.0.1:${port}`, stop: closer(server, sockets) };
}

/** A port nothing listens on (bound, then released). */
export async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server, 0);
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** A hash of every file under `dir` (names and contents): a build left untouched hashes the same. */
export function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(dir, full)).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}
