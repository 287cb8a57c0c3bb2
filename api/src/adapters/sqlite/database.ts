import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';

/*
 * The native driver is loaded on first open, not on import: the app imports this module on every
 * host, and where records live elsewhere (Airtable, Netlify Database) the addon is never needed, so a
 * host without it still starts.
 */
let driver: typeof BetterSqlite3 | undefined;
const loadDriver = () => (driver ??= createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3);

/** One schema step. Kept as TS strings (not .sql files) so a bundle of the API still has them. */
export interface Migration {
  /** 1, 2, 3…: stored in PRAGMA user_version once applied. Never renumber a shipped one. */
  version: number;
  name: string;
  sql: string;
}

export interface OpenDatabaseOptions {
  /** The database file; its directory is created when missing. */
  file: string;
  migrations: readonly Migration[];
  /**
   * How long a write waits for another connection's lock before SQLITE_BUSY. better-sqlite3
   * waits synchronously (the event loop stalls meanwhile), so keep it short: only a backup or
   * a sqlite3 shell in another process ever holds the lock for long.
   */
  busyTimeoutMs?: number;
}

export type Database = BetterSqlite3.Database;

/**
 * Opens (creating if needed) a SQLite database tuned for the API and brings its schema up to
 * date. WAL: readers never block the writer nor wait for it. synchronous=FULL: in WAL mode
 * NORMAL survives a process crash but may lose the last commits on power loss; a caller answers
 * success once a write resolves, so every commit is fsynced (measured cost in decision 100).
 */
export function openDatabase(options: OpenDatabaseOptions): Database {
  mkdirSync(dirname(options.file), { recursive: true });
  const db = new (loadDriver())(options.file, { timeout: options.busyTimeoutMs ?? 2000 });
  try {
    const mode = whenNotBusy(() => db.pragma('journal_mode = WAL', { simple: true }));
    if (mode !== 'wal') throw new Error(`${options.file}: journal_mode is ${String(mode)}, WAL is required`);
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrate(db, options.migrations);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Runs `step` again while SQLite answers SQLITE_BUSY, for at most about two seconds. Switching to WAL
 * needs the file to itself and SQLite answers BUSY at once, without its busy timeout, when another
 * process opens the same new file at the same moment (found by the two-process state test). It
 * runs once per open, so the synchronous wait costs nothing after start-up.
 */
function whenNotBusy<T>(step: () => T): T {
  for (let attempt = 1; ; attempt++) {
    try {
      return step();
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || attempt >= 20) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10 * attempt);
    }
  }
}

/** Applies the migrations above user_version, all in one write transaction. */
function migrate(db: Database, migrations: readonly Migration[]): void {
  const target = Math.max(0, ...migrations.map((m) => m.version));
  // A cheap read first: the common case (up to date) takes no write lock at all.
  if (Number(db.pragma('user_version', { simple: true })) >= target) return;
  db.transaction(() => {
    // Re-read inside the lock: another process may have migrated meanwhile.
    const current = Number(db.pragma('user_version', { simple: true }));
    for (const step of [...migrations].sort((a, b) => a.version - b.version)) {
      if (step.version <= current) continue;
      db.exec(step.sql);
      db.pragma(`user_version = ${step.version}`);
    }
  }).immediate();
}
