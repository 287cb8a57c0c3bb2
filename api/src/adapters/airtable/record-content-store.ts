import { slugSchema, type Author, type MusicEntry } from '@publisher/shared/contracts/content';
import {
  InvalidSlugError,
  type ContentRecordSource,
  type ContentStore,
  type ContentTable,
  type RawRecord,
} from '@publisher/shared/server/ports/content-store';
import { slugFrom, text, pick } from './fields';
import { emptyContext, linksRecords, type MappingContext } from './map-context';
import { contextCache, mappedOnce, NO_RECORDS } from './mapped-once';
import { mapAuthor } from './map-author';
import { fullFlipbookUrlOf, mapBook } from './map-book';
import { mapIsbn } from './map-isbn';
import { ARTIST_FIELDS, hasArtwork, mapMusic } from './map-music';
import { mapPodcastEpisode, newestFirst } from './map-podcast';
import { mapStory } from './map-story';
import { flipbookPriceId, physicalOffer } from '@publisher/shared/domain/catalogue-offers';
import { visibleRecords } from '../snapshot/visible-records';

const TITLE_FIELDS: Record<ContentTable, readonly string[]> = {
  Books: ['Title'],
  Stories: ['Title'],
  Authors: ['Name', 'Title'],
  Musicals: ['Title', 'Name'],
  'Podcast Episodes': ['Episode Title', 'Title'],
  ISBNs: ['ISBN'],
};

interface Needs {
  authors: boolean;
  isbns: boolean;
}

/** The slug a record is served under: its Slug field, else its title (kebab-case). */
function recordSlug(table: ContentTable, record: RawRecord): string {
  return slugFrom(record.fields, text(pick(record.fields, TITLE_FIELDS[table])), record.id);
}

/**
 * The catalogue over raw Airtable-shaped records: every field rule of spec section 3 applied
 * by the map-* modules. Used with the Airtable SDK source and with the embedded sample.
 * Mapped values are frozen and kept per cached input (mapped-once.ts): reads between two
 * refreshes of the cache answer the very same objects.
 * Drafts and items whose Publish At has not passed are left out here, for every read and both
 * sources (../snapshot/visible-records.ts, decision 123), except inside a signed preview.
 */
export function contentStoreFromRecords(
  records: ContentRecordSource,
  now: () => number = () => Date.now(),
): ContentStore {
  const source = visibleRecords(records, now);
  // A lookup table that cannot be read degrades the names it resolves, not the whole page.
  const optional = (table: ContentTable) => source.list(table).catch(() => NO_RECORDS);
  const context = contextCache();
  // Slugs per cached record (a lookup kebab-cases every candidate's title otherwise).
  const slugs = new Map<ContentTable, WeakMap<RawRecord, string>>();
  const slugOf = (table: ContentTable, record: RawRecord): string => {
    let known = slugs.get(table);
    if (!known) slugs.set(table, (known = new WeakMap()));
    let slug = known.get(record);
    if (slug === undefined) known.set(record, (slug = recordSlug(table, record)));
    return slug;
  };

  /** The lookups a mapping needs: `isbns` only where a record links the ISBNs table. */
  async function contextFor(needs: Needs): Promise<MappingContext> {
    const [authors, isbns] = await Promise.all([
      needs.authors ? optional('Authors') : NO_RECORDS,
      needs.isbns ? optional('ISBNs') : NO_RECORDS,
    ]);
    return context(authors, isbns);
  }

  /** The record with this slug: a formula lookup, then the list for records without a Slug. */
  async function findBySlug(table: ContentTable, slug: string): Promise<RawRecord | null> {
    if (!slugSchema.safeParse(slug).success) throw new InvalidSlugError(slug);
    const matches = await source.bySlug(table, slug);
    const direct = matches.find((record) => slugOf(table, record) === slug) ?? matches[0];
    if (direct) return direct;
    const all = await source.list(table);
    return all.find((record) => slugOf(table, record) === slug) ?? null;
  }

  /**
   * A list mapping and its one-record form, both remembered per input (see mapped-once.ts), as
   * are the lookups each input needs (finding them scans every record's links).
   */
  function mapping<T>(
    needsOf: (records: readonly RawRecord[]) => Needs,
    map: (r: RawRecord, ctx: MappingContext) => T,
  ) {
    const lists = mappedOnce<T[]>();
    const ones = mappedOnce<T>();
    const needs = new WeakMap<object, Needs>();
    const needsFor = (input: object, records: readonly RawRecord[]) => {
      let known = needs.get(input);
      if (!known) needs.set(input, (known = needsOf(records)));
      return known;
    };
    return {
      list: async (records: RawRecord[]) => {
        const ctx = await contextFor(needsFor(records, records));
        return lists(records, ctx, () => records.map((record) => map(record, ctx)));
      },
      one: async (record: RawRecord | null) => {
        if (!record) return null;
        const ctx = await contextFor(needsFor(record, [record]));
        return ones(record, ctx, () => map(record, ctx));
      },
    };
  }
  const books = mapping((records) => ({ authors: true, isbns: linksRecords(records, ['ISBNs']) }), mapBook);
  const stories = mapping(() => ({ authors: true, isbns: false }), mapStory);
  const music = mapping((records) => ({ authors: linksRecords(records, ARTIST_FIELDS), isbns: false }), mapMusic);
  /** Tables mapped without lookups: remembered per input array alone. */
  const plain = <T>(map: (records: RawRecord[]) => T) => {
    const memo = mappedOnce<T>();
    return (records: RawRecord[]) => memo(records, emptyContext, () => map(records));
  };
  const authors = plain((records) => records.map(mapAuthor));
  const author = mappedOnce<Author>();
  const episodes = plain((records) => newestFirst(records.map(mapPodcastEpisode)));
  const isbns = plain((records) =>
    records.map(mapIsbn).filter((isbn): isbn is NonNullable<typeof isbn> => isbn !== null),
  );
  const musicList = mappedOnce<MusicEntry[]>();

  const store: ContentStore = {
    listBooks: async () => books.list(await source.list('Books')),
    featuredBooks: async () => books.list(await source.featured('Books')),
    bookBySlug: async (slug) => books.one(await findBySlug('Books', slug)),
    listStories: async () => stories.list(await source.list('Stories')),
    featuredStories: async () => stories.list(await source.featured('Stories')),
    storyBySlug: async (slug) => stories.one(await findBySlug('Stories', slug)),
    listAuthors: async () => authors(await source.list('Authors')),
    featuredAuthors: async () => authors(await source.featured('Authors')),
    authorBySlug: async (slug) => {
      const record = await findBySlug('Authors', slug);
      return record ? author(record, emptyContext, () => mapAuthor(record)) : null;
    },
    listMusic: async () => {
      const entries = await music.list(await source.list('Musicals'));
      return musicList(entries, emptyContext, () => entries.filter(hasArtwork));
    },
    musicBySlug: async (slug) => music.one(await findBySlug('Musicals', slug)),
    listPodcastEpisodes: async () => episodes(await source.list('Podcast Episodes')),
    listIsbns: async () => isbns(await source.list('ISBNs')),
    knownPriceIds: async () => {
      // Price ids need no name resolution: skip the Authors and ISBNs reads. A price counts only
      // where the book page offers it (catalogue-offers.ts): the purchase box (spec section 5), and
      // the flipbook where there is one to deliver (decision 103).
      const all = (await source.list('Books')).map((record) => mapBook(record, emptyContext));
      const ids = all.flatMap((book) => [flipbookPriceId(book), physicalOffer(book)?.priceId ?? null]);
      return [...new Set(ids.filter((id): id is string => id !== null))].sort();
    },
    fullFlipbookUrl: async (slug) => {
      const record = await findBySlug('Books', slug);
      return record ? fullFlipbookUrlOf(record) : null;
    },
  };
  return store;
}
