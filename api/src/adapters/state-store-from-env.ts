import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { netlifyDatabase } from './postgres/connection';
import { postgresStateStore } from './postgres/state-store';
import { sqliteStateStore } from './sqlite/state-store';

/** Where the app runs: Node (server.ts) or Netlify Functions (netlify.ts). */
export type Platform = 'node' | 'netlify';

/**
 * The StateStore for the platform. On Netlify every call may run in a fresh instance, so state
 * goes to the site's Netlify Database (decision 116: NETLIFY_DB_URL, set by Netlify, and by the
 * CLI for its local database). On Node, SQLite under DATA_DIR, which every process sharing the
 * directory sees.
 */
export function stateStoreFromEnv(
  env: { DATA_DIR: string },
  platform: Platform,
): { kind: 'netlify-database' | 'sqlite'; store: StateStore } {
  if (platform === 'netlify') return { kind: 'netlify-database', store: postgresStateStore({ db: netlifyDatabase }) };
  return { kind: 'sqlite', store: sqliteStateStore({ dataDir: env.DATA_DIR }) };
}
