import type { Book } from '@publisher/shared/contracts/content';

/** Where the catalogue comes from: Airtable when configured, the local sample otherwise. */
export interface ContentStore {
  listBooks(): Promise<Book[]>;
}
