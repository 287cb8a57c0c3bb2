import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '@publisher/shared/server/ports/store-unavailable';
import { sqliteStateStore } from './state-store';

const API_DIR = fileURLToPath(new URL('../../../', import.meta.url));
const CHILD = fileURLToPath(new URL('./state-update-child.ts', import.meta.url));
const HIT_CHILD = fileURLToPath(new URL('./state-store-hit-child.ts', import.meta.url));
const run = promisify(execFile);

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'state-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('SQLite state store', () => {
  it('never loses an update when two processes increment one key at the same time', async () => {
    const child = () => run(process.execPath, ['--import', 'tsx', CHILD, dataDir, '150'], { cwd: API_DIR });
    await Promise.all([child(), child()]);
    expect(await sqliteStateStore({ dataDir }).get('counter')).toBe(300);
  }, 60_000);

  it('gives each hit of a counter its own count when two processes hit one key at the same time', async () => {
    const child = async () =>
      JSON.parse(
        (await run(process.execPath, ['--import', 'tsx', HIT_CHILD, dataDir, '150'], { cwd: API_DIR })).stdout,
      ) as number[];
    const counts = (await Promise.all([child(), child()])).flat().sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
  }, 60_000);

  it('keeps every one of many updates issued together in one process', async () => {
    const store = sqliteStateStore({ dataDir });
    await Promise.all(
      Array.from({ length: 100 }, () => store.update<number[]>('k', (l) => [...(l ?? []), 1], { ttlMs: 1000 })),
    );
    expect(await store.get<number[]>('k')).toHaveLength(100);
  });

  it('answers null once a value expired, and prunes expired rows', async () => {
    let clock = 1_000_000;
    const store = sqliteStateStore({ dataDir, now: () => clock, pruneEvery: 2 });
    await store.set('short', { n: 1 }, { ttlMs: 100 });
    expect(await store.get('short')).toEqual({ n: 1 });
    clock += 100;
    expect(await store.get('short')).toBeNull();
    // An update sees an expired value as missing.
    expect(await store.update<number>('short', (n) => (n ?? 10) + 1, { ttlMs: 100 })).toBe(11);
    clock += 200;
    await store.set('other', 1, { ttlMs: 1000 }); // the 2nd... writes trigger pruning
    await store.set('other', 2, { ttlMs: 1000 });
    store.close();
    const Database = (await import('better-sqlite3')).default;
    const raw = new Database(join(dataDir, 'state.sqlite'));
    expect(raw.prepare('SELECT key FROM state').all()).toEqual([{ key: 'other' }]);
    raw.close();
  });

  it('deletes a key on delete and when update returns null', async () => {
    const store = sqliteStateStore({ dataDir });
    await store.set('a', 'x', { ttlMs: 1000 });
    await store.delete('a');
    expect(await store.get('a')).toBeNull();
    await store.set('b', 'y', { ttlMs: 1000 });
    expect(await store.update('b', () => null, { ttlMs: 1000 })).toBeNull();
    expect(await store.get('b')).toBeNull();
  });

  it('lets a reopened store read what an earlier one wrote', async () => {
    const first = sqliteStateStore({ dataDir });
    await first.set('token', { used: false }, { ttlMs: 60_000 });
    first.close();
    expect(await sqliteStateStore({ dataDir }).get('token')).toEqual({ used: false });
  });

  it('rejects with StoreUnavailableError naming the file when it is not a database, then recovers', async () => {
    const file = join(dataDir, 'state.sqlite');
    await writeFile(file, 'this is not a database '.repeat(100));
    const store = sqliteStateStore({ dataDir });
    const failure = await store.set('k', 1, { ttlMs: 1000 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StoreUnavailableError);
    expect((failure as Error).message).toMatch(/state\.sqlite.*SQLITE_NOTADB/);
    await rm(file);
    await store.set('k', 1, { ttlMs: 1000 });
    expect(await store.get('k')).toBe(1);
  });
});
