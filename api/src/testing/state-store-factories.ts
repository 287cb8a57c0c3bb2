import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresStateStore } from '../adapters/postgres/state-store';
import { startTestDatabase, type TestDatabase } from '../adapters/postgres/test-database';
import { sqliteStateStore } from '../adapters/sqlite/state-store';
import type { StateStore } from '../ports/state-store';

/** One shared state store, and a handle on it per server instance. */
export interface SharedState {
  /** A new handle on the shared store, as one more Node process or Netlify function instance opens it. */
  open(): StateStore;
  close(): Promise<void>;
}

/** A kind of store the site keeps its shared state in; tests that must hold across instances run on each. */
export interface StateStoreFactory {
  name: string;
  /**
   * Every one of 40 concurrent hits on one key gets its count (a single statement). A store
   * built on compare-and-swap with a bounded number of tries would answer some with 503.
   */
  exact: boolean;
  /** A fresh, empty store. */
  start(): Promise<SharedState>;
  /** Frees what outlives one store (a database server); call once after the tests. */
  stop?(): Promise<void>;
}

/** Node: SQLite under one DATA_DIR that every process opens. */
export const sqliteState: StateStoreFactory = {
  name: 'SQLite',
  exact: true,
  async start() {
    const dataDir = mkdtempSync(join(tmpdir(), 'shared-sqlite-'));
    const opened: Array<{ close(): void }> = [];
    return {
      open: () => {
        const store = sqliteStateStore({ dataDir });
        opened.push(store);
        return store;
      },
      close: async () => {
        for (const store of opened) store.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

let database: Promise<TestDatabase> | null = null;

/** Netlify: the site's Netlify Database (the CLI's local one), each instance with its own pool. */
export const netlifyDatabaseState: StateStoreFactory = {
  name: 'Netlify Database (local)',
  exact: true,
  async start() {
    const db = await (database ??= startTestDatabase());
    await db.empty();
    return { open: () => postgresStateStore({ db: db.pool() }), close: async () => {} };
  },
  async stop() {
    const started = database;
    database = null;
    await (await started)?.stop();
  },
};

/** Every StateStore adapter the site runs on. */
export const STATE_STORE_FACTORIES: readonly StateStoreFactory[] = [sqliteState, netlifyDatabaseState];
