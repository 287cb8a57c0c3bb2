import type { ContentStore } from '@publisher/shared/server/ports/content-store';
import { contentStoreFromRecords } from '../airtable/record-content-store';
import { localRecordSource } from './local-source';

/**
 * The embedded catalogue: raw Airtable-shaped sample records run through the same mapping
 * as the real base, so the site works offline and the sample exercises every field rule.
 * Images and files it links to live under api/media/ (served at /media/*).
 */
export function localContentStore(): ContentStore {
  return contentStoreFromRecords(localRecordSource());
}
