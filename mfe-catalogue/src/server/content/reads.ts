import { slugSchema } from '@publisher/shared/contracts/content';
import type { ContentStore } from '@publisher/shared/server/ports/content-store';
import { bookSummaries } from './book-summaries';

/** One kind of content under /api/<kind>: its list, its featured list, its by-slug read. */
export interface ContentKind {
  /** The response key of the list (and of the featured list): `{ books: [...] }`. */
  listKey: string;
  list: () => Promise<object>;
  /** `/<kind>/featured`, when the kind has one. */
  featured?: () => Promise<object>;
  /** `/<kind>/:slug`, when the kind has one: its response key and read, and its "not found" noun. */
  one?: { key: string; noun: string; read: (slug: string) => Promise<object | null> };
}

/**
 * Every content read (spec section 2 screens, shapes in shared/src/contracts/content.ts), in
 * one table: the Hono routes (routes.ts) are built from it, and the paths the catalogue declares
 * to the host (CONTENT_PATHS) are checked against it (endpoints.test.ts).
 */
export function contentKinds(store: ContentStore): Readonly<Record<string, ContentKind>> {
  const summaries = bookSummaries();
  return {
    books: {
      listKey: 'books',
      // Summaries (BookSummary): what the lists show. Full records are read by slug; featured
      // books stay full, the home page's preview dialog shows their synopsis and buy links.
      list: () => store.listBooks().then(summaries),
      featured: () => store.featuredBooks(),
      one: { key: 'book', noun: 'a book', read: (slug) => store.bookBySlug(slug) },
    },
    stories: {
      listKey: 'stories',
      list: () => store.listStories(),
      featured: () => store.featuredStories(),
      one: { key: 'story', noun: 'a story', read: (slug) => store.storyBySlug(slug) },
    },
    authors: {
      listKey: 'authors',
      list: () => store.listAuthors(),
      featured: () => store.featuredAuthors(),
      one: { key: 'author', noun: 'an author', read: (slug) => store.authorBySlug(slug) },
    },
    music: {
      listKey: 'entries',
      list: () => store.listMusic(),
      one: { key: 'entry', noun: 'a music entry', read: (slug) => store.musicBySlug(slug) },
    },
    podcast: { listKey: 'episodes', list: () => store.listPodcastEpisodes() },
    isbns: { listKey: 'isbns', list: () => store.listIsbns() },
  };
}

/** What `/<kind>/<segment>` reads: `featured` first (it is not a slug), else the slug. */
export type SegmentRead =
  { found: true; key: string; value: object } | { found: false; reason: 'bad-slug' | 'not-found'; noun: string };

export type KindWithSlugs = ContentKind & Required<Pick<ContentKind, 'one'>>;

export const hasSlugs = (kind: ContentKind): kind is KindWithSlugs => kind.one !== undefined;

export async function readSegment(kind: KindWithSlugs, segment: string): Promise<SegmentRead> {
  if (kind.featured && segment === 'featured') return { found: true, key: kind.listKey, value: await kind.featured() };
  const { one } = kind;
  if (!slugSchema.safeParse(segment).success) return { found: false, reason: 'bad-slug', noun: one.noun };
  const value = await one.read(segment);
  return value === null ? { found: false, reason: 'not-found', noun: one.noun } : { found: true, key: one.key, value };
}
