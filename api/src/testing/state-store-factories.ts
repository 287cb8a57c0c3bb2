import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sqliteStateStore } from '../adapters/sqlite/state-store';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { netlifyDatabaseState } from './netlify-database';

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

/** Every StateStore adapter the site runs on: Node's SQLite, and Netlify's database (testing/netlify-database.ts). */
export const STATE_STORE_FACTORIES: readonly StateStoreFactory[] = [sqliteState, netlifyDatabaseState];
