import { slugSchema } from '@publisher/shared/contracts/content';
import {
  InvalidSlugError,
  type ContentRecordSource,
  type ContentStore,
  type ContentTable,
  type RawRecord,
} from '../../ports/content-store';
import { slugFrom, text, pick } from './fields';
import { buildContext, emptyContext, linksRecords, type MappingContext } from './map-context';
import { mapAuthor } from './map-author';
import { fullFlipbookUrlOf, mapBook } from './map-book';
import { mapIsbn } from './map-isbn';
import { ARTIST_FIELDS, hasArtwork, mapMusic } from './map-music';
import { mapPodcastEpisode, newestFirst } from './map-podcast';
import { mapStory } from './map-story';

const TITLE_FIELDS: Record<ContentTable, readonly string[]> = {
  Books: ['Title'],
  Stories: ['Title'],
  Authors: ['Name', 'Title'],
  Musicals: ['Title', 'Name'],
  'Podcast Episodes': ['Episode Title', 'Title'],
  ISBNs: ['ISBN'],
};

/** The slug a record is served under: its Slug field, else its title (kebab-case). */
function recordSlug(table: ContentTable, record: RawRecord): string {
  return slugFrom(record.fields, text(pick(record.fields, TITLE_FIELDS[table])), record.id);
}

/**
 * The catalogue over raw Airtable-shaped records: every field rule of spec section 3 applied
 * by the map-* modules. Used with the Airtable SDK source and with the embedded sample.
 */
export function contentStoreFromRecords(source: ContentRecordSource): ContentStore {
  // A lookup table that cannot be read degrades the names it resolves, not the whole page.
  const optional = (table: ContentTable) => source.list(table).catch((): RawRecord[] => []);

  async function contextFor(records: RawRecord[], opts: { authors: boolean; isbns: boolean }): Promise<MappingContext> {
    const [authors, isbns] = await Promise.all([
      opts.authors ? optional('Authors') : [],
      opts.isbns && linksRecords(records, ['ISBNs']) ? optional('ISBNs') : [],
    ]);
    return buildContext(authors, isbns);
  }

  /** The record with this slug: a formula lookup, then the list for records without a Slug. */
  async function findBySlug(table: ContentTable, slug: string): Promise<RawRecord | null> {
    if (!slugSchema.safeParse(slug).success) throw new InvalidSlugError(slug);
    const matches = await source.bySlug(table, slug);
    const direct = matches.find((record) => recordSlug(table, record) === slug) ?? matches[0];
    if (direct) return direct;
    const all = await source.list(table);
    return all.find((record) => recordSlug(table, record) === slug) ?? null;
  }

  const books = async (records: RawRecord[]) => {
    const ctx = await contextFor(records, { authors: true, isbns: true });
    return records.map((record) => mapBook(record, ctx));
  };
  const stories = async (records: RawRecord[]) => {
    const ctx = await contextFor(records, { authors: true, isbns: false });
    return records.map((record) => mapStory(record, ctx));
  };
  const music = async (records: RawRecord[]) => {
    const ctx = await contextFor(records, { authors: linksRecords(records, ARTIST_FIELDS), isbns: false });
    return records.map((record) => mapMusic(record, ctx));
  };
  const one = async <T>(record: RawRecord | null, map: (records: RawRecord[]) => Promise<T[]>) =>
    record ? ((await map([record]))[0] ?? null) : null;

  const store: ContentStore = {
    listBooks: async () => books(await source.list('Books')),
    featuredBooks: async () => books(await source.featured('Books')),
    bookBySlug: async (slug) => one(await findBySlug('Books', slug), books),
    listStories: async () => stories(await source.list('Stories')),
    featuredStories: async () => stories(await source.featured('Stories')),
    storyBySlug: async (slug) => one(await findBySlug('Stories', slug), stories),
    listAuthors: async () => (await source.list('Authors')).map(mapAuthor),
    featuredAuthors: async () => (await source.featured('Authors')).map(mapAuthor),
    authorBySlug: async (slug) => {
      const record = await findBySlug('Authors', slug);
      return record ? mapAuthor(record) : null;
    },
    listMusic: async () => (await music(await source.list('Musicals'))).filter(hasArtwork),
    musicBySlug: async (slug) => one(await findBySlug('Musicals', slug), music),
    listPodcastEpisodes: async () => newestFirst((await source.list('Podcast Episodes')).map(mapPodcastEpisode)),
    listIsbns: async () =>
      (await source.list('ISBNs')).map(mapIsbn).filter((isbn): isbn is NonNullable<typeof isbn> => isbn !== null),
    knownPriceIds: async () => {
      // Price ids need no name resolution: skip the Authors and ISBNs reads. A physical price
      // counts only where the purchase box shows (spec section 5); flipbook prices always.
      const all = (await source.list('Books')).map((record) => mapBook(record, emptyContext));
      const ids = all.flatMap((book) => [
        book.flipbookPriceId,
        book.availablePhysical && (book.physicalPriceGbp ?? 0) > 0 ? book.physicalPriceId : null,
      ]);
      return [...new Set(ids.filter((id): id is string => id !== null))].sort();
    },
    fullFlipbookUrl: async (slug) => {
      const record = await findBySlug('Books', slug);
      return record ? fullFlipbookUrlOf(record) : null;
    },
  };
  return store;
}
