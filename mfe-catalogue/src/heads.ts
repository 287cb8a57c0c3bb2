import { bookQueryString, parseBookQuery, parseSearch } from '@publisher/shared/contracts/book-query';
import type { PageHeadParts } from '@publisher/shared/server-render';
import { SITE } from '@publisher/shared/site';
import { RESOURCES, type Resource } from './api-client/resources';
import { bookParts, type BookPage } from './heads/book-parts';
import { authorParts, musicParts, storyParts } from './heads/content-parts';

/*
 * The heads of the catalogue's pages (docs/decisions/127): title, description, canonical, Open
 * Graph, JSON-LD and share image, built on the server from the very content the page rendered
 * with. The server writes them into the first HTML (crawlers and link previews run no JavaScript);
 * what a head leaves out keeps the root's generic head for the route (its title and description
 * from routes.json, the canonical URL on SITE_URL, the publisher's card).
 */

export interface HeadInput {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** The site's public origin, for absolute URLs. */
  origin: string;
  /** What the page read, by API path. */
  data: Record<string, unknown>;
  now?: Date;
}

/** The body the page read at `resource`, checked against its contract; undefined when absent or malformed. */
function bodyOf<T>(input: HeadInput, resource: Resource<T>): T | undefined {
  const parsed = resource.schema.safeParse(input.data[resource.path]);
  return parsed.success ? parsed.data : undefined;
}

const bookHead =
  (page: BookPage) =>
  (input: HeadInput, slug: string): PageHeadParts | undefined => {
    const found = bodyOf(input, RESOURCES.book(slug));
    return found && bookParts(found.book, page, input.origin, input.now);
  };

/** The pages of one record: their head from that record. */
const RECORD_HEADS: Record<string, (input: HeadInput, slug: string) => PageHeadParts | undefined> = {
  'book-detail': bookHead('book-detail'),
  'sample-reader': bookHead('sample-reader'),
  'full-flipbook': bookHead('full-flipbook'),
  'story-detail': (input, slug) => {
    const found = bodyOf(input, RESOURCES.story(slug));
    return found && storyParts(found.story, input.origin);
  },
  'author-detail': (input, slug) => {
    const found = bodyOf(input, RESOURCES.author(slug));
    return found && authorParts(found.author, input.origin);
  },
  'music-entry': (input, slug) => {
    const found = bodyOf(input, RESOURCES.musicEntry(slug));
    return found && musicParts(found.entry, input.origin);
  },
};

/** Whether the page shows one record named by its slug (a missing record makes it a 404). */
export const isRecordPage = (page: string): boolean => page in RECORD_HEADS;

/**
 * /books: one canonical URL per choice, rel prev/next between its pages, and a title naming the
 * page; an impossible choice is not indexed.
 */
function booksHead(input: HeadInput): PageHeadParts {
  const parsed = parseBookQuery(input.search);
  if (!parsed.ok) return { noindex: true };
  const { query } = parsed;
  const url = (page: number) => `${input.origin}/books${bookQueryString({ ...query, page })}`;
  const own: PageHeadParts = {
    canonical: url(query.page),
    ...(query.page > 1 ? { title: `Books, page ${query.page} | ${SITE.name}` } : {}),
  };
  const found = bodyOf(input, RESOURCES.books(bookQueryString(query)));
  if (!found) return own;
  const { pages } = found;
  const links = [
    ...(query.page > 1 && query.page <= pages ? [{ rel: 'prev', href: url(query.page - 1) }] : []),
    ...(query.page < pages ? [{ rel: 'next', href: url(query.page + 1) }] : []),
  ];
  return { ...own, links, noindex: query.page > pages };
}

/** /search: results pages are for visitors, not for an index. */
function searchHead(input: HeadInput): PageHeadParts {
  const parsed = parseSearch(input.search.get('q'));
  const q = parsed.ok ? parsed.q : null;
  return {
    ...(q ? { title: `Search: ${q} | ${SITE.name}` } : {}),
    canonical: `${input.origin}/search${q ? `?${new URLSearchParams({ q })}` : ''}`,
    noindex: true,
  };
}

/** The head of a catalogue page, from what it rendered with; undefined leaves the route's generic head. */
export function pageHead(page: string, input: HeadInput): PageHeadParts | undefined {
  if (page === 'books') return booksHead(input);
  if (page === 'search') return searchHead(input);
  const record = RECORD_HEADS[page];
  return record && input.params.slug ? record(input, input.params.slug) : undefined;
}
