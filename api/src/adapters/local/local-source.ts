import type { ContentRecordSource, ContentTable, RawRecord } from '../../ports/content-store';
import { checked, text } from '../airtable/fields';
import { sampleAuthors } from './sample-authors';
import { booksForthcoming } from './sample-books-forthcoming';
import { booksOnSale } from './sample-books';
import { sampleIsbns } from './sample-isbns';
import { sampleMusic } from './sample-music';
import { samplePodcast } from './sample-podcast';
import { sampleStories } from './sample-stories';

/** The embedded sample base: the same tables and field spellings as the Airtable base. */
export const sampleTables: Readonly<Record<ContentTable, readonly RawRecord[]>> = {
  Authors: sampleAuthors,
  Books: [...booksOnSale, ...booksForthcoming],
  Stories: sampleStories,
  Musicals: sampleMusic,
  'Podcast Episodes': samplePodcast,
  ISBNs: sampleIsbns,
};

/**
 * Raw records from memory, answering the reads the Airtable source answers with formulas:
 * Featured ticked, and Slug equal to the slug (records without one are found by the
 * catalogue's list scan, exactly as with Airtable).
 */
export function localRecordSource(tables = sampleTables): ContentRecordSource {
  // Copies, so no caller can edit the embedded catalogue in place.
  const read = (table: ContentTable) => (tables[table] ?? []).map((r) => ({ id: r.id, fields: { ...r.fields } }));
  return {
    list: async (table) => read(table),
    featured: async (table) => read(table).filter((r) => checked(r.fields['Featured'])),
    bySlug: async (table, slug) => read(table).filter((r) => text(r.fields['Slug']) === slug),
  };
}
