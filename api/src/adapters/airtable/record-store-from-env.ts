import { fileURLToPath } from 'node:url';
import type { RecordStore } from '../../ports/record-store';
import { getStore } from '@netlify/blobs';
import { blobsRecordStore } from '../netlify-blobs/record-store';
import { sqliteRecordStore } from '../sqlite/record-store';
import { airtableRecordStore } from './record-store';

export interface RecordStoreEnv {
  RECORDS_BACKEND: 'auto' | 'local' | 'airtable' | 'netlify-blobs';
  AIRTABLE_TOKEN?: string | undefined;
  AIRTABLE_BASE_ID?: string | undefined;
  AIRTABLE_ENDPOINT_URL?: string | undefined;
  AIRTABLE_TIMEOUT_MS: number;
  DATA_DIR?: string | undefined;
}

/** <repo>/.data: the local store's default directory (git-ignored). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../../.data', import.meta.url));

/** The Blobs store of the records on a Netlify deploy without Airtable. */
export const RECORDS_BLOBS_STORE = 'ashgrove-records';

/**
 * Airtable tables when RECORDS_BACKEND is airtable, or auto with AIRTABLE_TOKEN and
 * AIRTABLE_BASE_ID set; else, on Netlify (or with netlify-blobs), Netlify Blobs, which every
 * function instance shares (its disk does not outlive the call); else the embedded SQLite
 * store (with the sample purchases) in DATA_DIR/records.sqlite (decision 100).
 */
export function recordStoreFromEnv(
  env: RecordStoreEnv,
  platform: 'node' | 'netlify' = 'node',
): { kind: 'airtable' | 'local' | 'netlify-blobs'; store: RecordStore } {
  const configured = Boolean(env.AIRTABLE_TOKEN && env.AIRTABLE_BASE_ID);
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
      }),
    };
  }
  if (env.RECORDS_BACKEND === 'netlify-blobs' || (env.RECORDS_BACKEND === 'auto' && platform === 'netlify')) {
    // Opened per operation: Netlify gives a function its Blobs context per call.
    const store = () => getStore({ name: RECORDS_BLOBS_STORE, consistency: 'strong' });
    return { kind: 'netlify-blobs', store: blobsRecordStore(store, { name: RECORDS_BLOBS_STORE, seedSamples: true }) };
  }
  return { kind: 'local', store: sqliteRecordStore({ dataDir: env.DATA_DIR ?? DEFAULT_DATA_DIR, seedSamples: true }) };
}
