import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { sqliteRecordStore } from './record-store';

const API_DIR = fileURLToPath(new URL('../../../', import.meta.url));
const CHILD = fileURLToPath(new URL('./project-race-child.ts', import.meta.url));
const run = promisify(execFile);

let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('SQLite record store shared by several processes', () => {
  it('never lets racing processes exceed a plan limit', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'race-'));
    // Opened (and migrated) first so the children race on creations, not on the schema.
    sqliteRecordStore({ dataDir }).close();
    const child = () => run(process.execPath, ['--import', 'tsx', CHILD, dataDir!, '60', '40'], { cwd: API_DIR });
    const outputs = await Promise.all([child(), child(), child()]);
    const created = outputs.map(({ stdout }) => Number(/CREATED (\d+)/.exec(stdout)?.[1]));
    expect(created.reduce((a, b) => a + b, 0)).toBe(40);
    expect(await sqliteRecordStore({ dataDir }).listProjects('racer@example.com')).toHaveLength(40);
  }, 60_000);
});
