import type { Statement } from 'better-sqlite3';
import { StoreUnavailableError } from '@publisher/shared/server/ports/store-unavailable';
import { openDatabase, type Database, type OpenDatabaseOptions } from './database';

/** What a store step gets: the open database and a cache of its prepared statements. */
export interface Session {
  db: Database;
  sql(text: string): Statement;
}

export interface Connection {
  /**
   * Runs `step` on the database, opening it first if needed. A failure the driver reports is
   * passed to `toError`; after one, the handle is closed so the next call reopens the file
   * (a file replaced, repaired or made writable again is picked up without a restart).
   */
  run<T>(step: (session: Session) => T): T;
  close(): void;
}

export interface ConnectionOptions extends OpenDatabaseOptions {
  /** Maps a driver failure to the error callers see (a StoreUnavailableError closes the handle). */
  toError: (error: unknown) => Error;
  /** Runs once per opened handle, after the migrations (one-time imports, seeds). */
  onOpen?: (db: Database) => void;
}

export function createConnection(options: ConnectionOptions): Connection {
  let session: Session | null = null;

  function open(): Session {
    const db = openDatabase(options);
    try {
      options.onOpen?.(db);
    } catch (error) {
      db.close();
      throw error;
    }
    const statements = new Map<string, Statement>();
    return {
      db,
      sql(text) {
        const cached = statements.get(text);
        if (cached) return cached;
        const statement = db.prepare(text);
        statements.set(text, statement);
        return statement;
      },
    };
  }

  function close(): void {
    const current = session;
    session = null;
    try {
      current?.db.close();
    } catch {
      // Closing a handle that already failed may fail too; it is dropped either way.
    }
  }

  return {
    run(step) {
      try {
        session ??= open();
        return step(session);
      } catch (error) {
        const mapped = options.toError(error);
        // A lock passes by itself; anything else (corrupt or replaced file, I/O) gets a fresh handle.
        if (mapped instanceof StoreUnavailableError && !/^SQLITE_(BUSY|LOCKED)/.test(mapped.reason)) close();
        throw mapped;
      }
    },
    close,
  };
}
