import { getStore } from '@netlify/blobs';
import type { StateStore } from '../ports/state-store';
import { blobsStateStore } from './netlify-blobs/state-store';
import { sqliteStateStore } from './sqlite/state-store';

/** Where the app runs: Node (server.ts) or Netlify Functions (netlify.ts). */
export type Platform = 'node' | 'netlify';

/** The Blobs store of the short-lived state (sandbox checkouts, failed-attempt counts). */
export const STATE_BLOBS_STORE = 'ashgrove-state';

/**
 * The StateStore for the platform. On Netlify every call may run in a fresh instance, so
 * state goes to Netlify Blobs (inside a function the SDK reads its site, token and URLs from
 * the platform; the CLI emulates them offline), with strong consistency: a checkout written by
 * one call must be readable by the next. On Node, SQLite under DATA_DIR, which every process
 * sharing the directory sees.
 */
export function stateStoreFromEnv(
  env: { DATA_DIR: string },
  platform: Platform,
): { kind: 'netlify-blobs' | 'sqlite'; store: StateStore } {
  if (platform === 'netlify') {
    return {
      kind: 'netlify-blobs',
      store: blobsStateStore(() => getStore({ name: STATE_BLOBS_STORE, consistency: 'strong' }), {
        name: STATE_BLOBS_STORE,
      }),
    };
  }
  return { kind: 'sqlite', store: sqliteStateStore({ dataDir: env.DATA_DIR }) };
}
