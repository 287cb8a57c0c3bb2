import type { Author, Book, Isbn, MusicEntry, PodcastEpisode, Story } from '@publisher/shared/contracts/content';

/**
 * The catalogue as the API serves it: Airtable when configured, the embedded sample otherwise.
 * Every read resolves with mapped, contract-shaped values (see shared/src/contracts/content.ts).
 * By-slug reads resolve `null` for an unknown slug and reject with {@link InvalidSlugError}
 * for a slug that is not `^[a-z0-9-]+$`.
 */
export interface ContentStore {
  listBooks(): Promise<Book[]>;
  /** Books with Featured ticked (the home page shows up to two). */
  featuredBooks(): Promise<Book[]>;
  bookBySlug(slug: string): Promise<Book | null>;
  listStories(): Promise<Story[]>;
  featuredStories(): Promise<Story[]>;
  storyBySlug(slug: string): Promise<Story | null>;
  listAuthors(): Promise<Author[]>;
  featuredAuthors(): Promise<Author[]>;
  authorBySlug(slug: string): Promise<Author | null>;
  /** Only entries that have artwork, a cover image or an image (spec section 5). */
  listMusic(): Promise<MusicEntry[]>;
  musicBySlug(slug: string): Promise<MusicEntry | null>;
  /** Newest episode number first; episodes without a number last. */
  listPodcastEpisodes(): Promise<PodcastEpisode[]>;
  listIsbns(): Promise<Isbn[]>;
  /**
   * Every Stripe price id the catalogue sells (flipbook and physical editions), for the
   * payments allow-list: a price id the browser sends is accepted only if it is in here.
   */
  knownPriceIds(): Promise<string[]>;
  /**
   * The full flipbook's URL of a book, or null. Server-side only: the public Book shape
   * carries just `hasFullFlipbook`, the URL is handed out by generate-flipbook-access.
   */
  fullFlipbookUrl(slug: string): Promise<string | null>;
}

/** The content database's tables (spec section 3). */
export type ContentTable = 'Authors' | 'Books' | 'Stories' | 'Musicals' | 'Podcast Episodes' | 'ISBNs';

/** Every table the site reads, in the order a full rebuild reads them. */
export const CONTENT_TABLES: readonly ContentTable[] = [
  'Books',
  'Authors',
  'Stories',
  'Musicals',
  'Podcast Episodes',
  'ISBNs',
];

/** One record as Airtable returns it: field names exactly as spelt in the base. */
export interface RawRecord {
  id: string;
  fields: Readonly<Record<string, unknown>>;
}

/**
 * Raw, Airtable-shaped records: the Airtable SDK in production, the embedded sample offline.
 * Both go through the same mapping, so the sample exercises every field rule.
 * Methods reject when the database cannot be reached; callers decide the fallback.
 */
export interface ContentRecordSource {
  /** Every record of a table (the "Grid view"), all pages. */
  list(table: ContentTable): Promise<RawRecord[]>;
  /** Records with Featured ticked. */
  featured(table: ContentTable): Promise<RawRecord[]>;
  /** Records whose Slug field equals the slug (already validated). */
  bySlug(table: ContentTable, slug: string): Promise<RawRecord[]>;
}

/** A slug that does not match `^[a-z0-9-]+$`: it never reaches a database formula. */
export class InvalidSlugError extends Error {
  constructor(readonly slug: string) {
    super('A slug may contain only lower-case letters, digits and hyphens.');
    this.name = 'InvalidSlugError';
  }
}

/** A record source kept as one snapshot every instance shares (adapters/snapshot, decision 105). */
export interface SnapshotSource extends ContentRecordSource {
  /**
   * Rebuilds every table now, one after another, under the rebuild lease (the signed refresh and
   * the Netlify schedule). Resolves `false`, having read nothing, when another instance holds the
   * lease: that one is reading Airtable already, and two readers would go past the base's pace.
   */
  refreshAll(tables: readonly ContentTable[]): Promise<boolean>;
  /** Marks every snapshot stale: the next read anywhere starts a rebuild, serving the old one meanwhile. */
  markStale(): Promise<void>;
}

/** The content kinds, as the API and the pages name them (also the CDN cache tags). */
export type ContentKind = 'books' | 'stories' | 'authors' | 'music' | 'podcast';

export const KIND_OF_TABLE: Readonly<Partial<Record<ContentTable, ContentKind>>> = {
  Books: 'books',
  Stories: 'stories',
  Authors: 'authors',
  Musicals: 'music',
  'Podcast Episodes': 'podcast',
};

/** One item that has just gone live. */
export interface LiveItem {
  kind: ContentKind;
  /** Its slug: its page is `/<kind>/<slug>` (books, stories, authors, music); episodes have no page. */
  slug: string;
  /** The Airtable record id. */
  id: string;
  /** Its title (the slug when the record has none). */
  title: string;
  /** Its page, a path on the site: `/books/<slug>`, `/stories/…`, `/authors/…`, `/music/…`; `/podcast` for an episode. */
  url: string;
  /** Its Publish At, ISO 8601. */
  publishAt: string;
}
