import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { sqliteRecordStore } from './record-store';

const API_DIR = fileURLToPath(new URL('../../../', import.meta.url));
const CHILD = fileURLToPath(new URL('../../testing/record-durability-child.ts', import.meta.url));

let child: ChildProcess | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Starts the app in a child process and resolves its port once it listens. */
function startChild(dir: string): Promise<number> {
  child = spawn(process.execPath, ['--import', 'tsx', CHILD, dir], { cwd: API_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child!.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child!.on('exit', (code) => reject(new Error(`child exited (${code}) before listening: ${err}`)));
  });
}

const killed = (p: ChildProcess) =>
  new Promise<NodeJS.Signals | null>((resolve) => p.once('exit', (_code, signal) => resolve(signal)));

describe('SQLite record store durability', () => {
  it('keeps every write the HTTP app acknowledged when the process is killed with SIGKILL right after', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'durable-'));
    const port = await startChild(dataDir);
    const create = (i: number) =>
      fetch(`http://127.0.0.1:${port}/api/projects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `writer${i}@example.com`, userId: `u${i}`, title: `Novel ${i}` }),
      });
    const acknowledged: string[] = [];
    // Concurrent requests, each a new free-trial browser.
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => create(i)));
    for (const response of responses) {
      expect(response.status).toBe(201);
      acknowledged.push(((await response.json()) as { project: { id: string } }).project.id);
    }
    // One more, killed the moment its success arrives.
    const last = await create(99);
    expect(last.status).toBe(201);
    // The acknowledgement is the whole answer (it may stream, compressed): read it, then kill at once.
    acknowledged.push(((await last.json()) as { project: { id: string } }).project.id);
    const exit = killed(child!);
    child!.kill('SIGKILL');
    expect(await exit).toBe('SIGKILL');

    const reopened = sqliteRecordStore({ dataDir });
    const found = await Promise.all(acknowledged.map((id) => reopened.getProject(id)));
    expect(found.map((p) => p?.id)).toEqual(acknowledged);
    expect(found.find((p) => p?.title === 'Novel 99')).toBeTruthy();
  });
});
