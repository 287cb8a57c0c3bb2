import type { ContentRecordSource, ContentTable, RawRecord } from '@publisher/shared/server/ports/content-store';
import { checked, text } from '../airtable/fields';
import { deepFreeze, NO_RECORDS } from '../airtable/mapped-once';
import { sampleAuthors } from './sample-authors';
import { booksForthcoming } from './sample-books-forthcoming';
import { booksOnSale } from './sample-books';
import { booksUnpublished } from './sample-books-unpublished';
import { sampleIsbns } from './sample-isbns';
import { sampleMusic } from './sample-music';
import { samplePodcast } from './sample-podcast';
import { sampleStories } from './sample-stories';

/** The embedded sample base: the same tables and field spellings as the Airtable base. */
export const sampleTables: Readonly<Record<ContentTable, readonly RawRecord[]>> = {
  Authors: sampleAuthors,
  Books: [...booksOnSale, ...booksForthcoming, ...booksUnpublished],
  Stories: sampleStories,
  Musicals: sampleMusic,
  'Podcast Episodes': samplePodcast,
  ISBNs: sampleIsbns,
};

/**
 * Raw records from memory, answering the reads the Airtable source answers with formulas:
 * Featured ticked, and Slug equal to the slug (records without one are found by the
 * catalogue's list scan, exactly as with Airtable).
 * Every answer is worked out once, here: a deep, frozen copy of each table (so no caller can
 * edit the embedded catalogue, or what another caller sees), its featured records and an
 * index by Slug. Each read then hands out the same arrays, which also lets the mapping above
 * be done once (see ../airtable/mapped-once.ts).
 */
export function localRecordSource(tables = sampleTables): ContentRecordSource {
  const prepared = new Map<
    ContentTable,
    { all: RawRecord[]; featured: RawRecord[]; bySlug: Map<string, RawRecord[]> }
  >();
  for (const table of Object.keys(tables) as ContentTable[]) {
    const all = deepFreeze(structuredClone([...(tables[table] ?? [])]));
    const bySlug = new Map<string, RawRecord[]>();
    for (const record of all) {
      const slug = text(record.fields['Slug']);
      if (slug !== null) bySlug.set(slug, [...(bySlug.get(slug) ?? []), record]);
    }
    for (const [slug, records] of bySlug) bySlug.set(slug, deepFreeze(records));
    prepared.set(table, { all, featured: deepFreeze(all.filter((r) => checked(r.fields['Featured']))), bySlug });
  }
  const of = (table: ContentTable) => prepared.get(table);
  return {
    list: async (table) => of(table)?.all ?? NO_RECORDS,
    featured: async (table) => of(table)?.featured ?? NO_RECORDS,
    bySlug: async (table, slug) => of(table)?.bySlug.get(slug) ?? NO_RECORDS,
  };
}
