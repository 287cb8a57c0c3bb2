import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { DEFAULT_DATA_DIR } from '../airtable/record-store-from-env';
import { recordsFile } from './record-store';

/*
 * `corepack pnpm --filter api run records:backup [target]`: a consistent copy of the records
 * database, taken with SQLite's online backup while the server keeps running (a plain `cp` of a
 * WAL database can miss the last commits or catch a half-written page). DATA_DIR as the server
 * reads it; the target defaults to <DATA_DIR>/backups/records-<time>.sqlite.
 */
const dataDir = process.env.DATA_DIR || DEFAULT_DATA_DIR;
const source = recordsFile(dataDir);
if (!existsSync(source)) {
  console.error(`No records database at ${source} (set DATA_DIR?).`);
  process.exit(1);
}
// pnpm runs this in api/; a relative target means relative to where the command was typed.
const here = process.env.INIT_CWD ?? process.cwd();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = resolve(here, process.argv[2] ?? resolve(dataDir, 'backups', `records-${stamp}.sqlite`));
mkdirSync(dirname(target), { recursive: true });
const db = new Database(source, { readonly: true, fileMustExist: true });
try {
  await db.backup(target);
  console.log(`Backed up ${source} to ${target}`);
} finally {
  db.close();
}
