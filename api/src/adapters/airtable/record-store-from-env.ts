import { fileURLToPath } from 'node:url';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { netlifyDatabase } from '../postgres/connection';
import { postgresRecordStore } from '../postgres/record-store';
import { sqliteRecordStore } from '../sqlite/record-store';
import { airtableRecordStore } from './record-store';

export interface RecordStoreEnv {
  RECORDS_BACKEND: 'auto' | 'local' | 'airtable' | 'netlify-database';
  AIRTABLE_TOKEN?: string | undefined;
  AIRTABLE_BASE_ID?: string | undefined;
  AIRTABLE_ENDPOINT_URL?: string | undefined;
  AIRTABLE_TIMEOUT_MS: number;
  DATA_DIR?: string | undefined;
  /** Whether the published sample purchases are seeded (off in production unless a demo turns them on). */
  SAMPLE_PURCHASES?: 'on' | 'off' | undefined;
}

/** <repo>/.data: the local store's default directory (git-ignored). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../../.data', import.meta.url));

/**
 * Airtable tables when RECORDS_BACKEND is airtable, or auto with AIRTABLE_TOKEN and
 * AIRTABLE_BASE_ID set; else, on Netlify (or with netlify-database), the site's Netlify Database,
 * which every function instance shares (its disk does not outlive the call; decision 116); else the embedded SQLite
 * store (with the sample purchases) in DATA_DIR/records.sqlite (decision 100).
 */
export function recordStoreFromEnv(
  env: RecordStoreEnv,
  platform: 'node' | 'netlify' = 'node',
  /** The state every instance shares: Airtable's project limit takes a lease in it (decision 117). */
  state?: Pick<StateStore, 'update'>,
): { kind: 'airtable' | 'local' | 'netlify-database'; store: RecordStore } {
  const configured = Boolean(env.AIRTABLE_TOKEN && env.AIRTABLE_BASE_ID);
  const seedSamples = env.SAMPLE_PURCHASES !== 'off';
  if (env.RECORDS_BACKEND === 'airtable' && !configured) {
    throw new Error('Invalid configuration:\n  RECORDS_BACKEND: airtable needs AIRTABLE_TOKEN and AIRTABLE_BASE_ID');
  }
  if (env.RECORDS_BACKEND !== 'local' && configured) {
    return {
      kind: 'airtable',
      store: airtableRecordStore({
        token: env.AIRTABLE_TOKEN!,
        baseId: env.AIRTABLE_BASE_ID!,
        timeoutMs: env.AIRTABLE_TIMEOUT_MS,
        ...(env.AIRTABLE_ENDPOINT_URL ? { endpointUrl: env.AIRTABLE_ENDPOINT_URL } : {}),
        ...(state ? { state } : {}),
      }),
    };
  }
  if (env.RECORDS_BACKEND === 'netlify-database' || (env.RECORDS_BACKEND === 'auto' && platform === 'netlify')) {
    return { kind: 'netlify-database', store: postgresRecordStore({ db: netlifyDatabase, seedSamples }) };
  }
  return { kind: 'local', store: sqliteRecordStore({ dataDir: env.DATA_DIR ?? DEFAULT_DATA_DIR, seedSamples }) };
}
