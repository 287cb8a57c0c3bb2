import * as z from 'zod/mini';
import { bookSummarySchema } from './content';

/*
 * /books and GET /api/books as a catalogue a reader can narrow (issue 15, decision 104): filters,
 * sort and page, every one a query parameter, so a choice is a URL that can be shared, crawled
 * and rendered without JavaScript. The API refuses a value that cannot be (400); a value that is
 * well formed but matches nothing (a genre no book has) is an empty page, not an error.
 */

/** Books per page of /books and GET /api/books. */
export const BOOK_PAGE_SIZE = 24;
export const BOOK_FORMATS = ['print', 'ebook', 'flipbook'] as const;
export const BOOK_AVAILABILITY = ['on-sale', 'presale', 'coming-soon'] as const;
export const BOOK_SORTS = ['newest', 'title'] as const;
/** The last page number anyone may ask for: far past any real catalogue, small enough to be harmless. */
export const MAX_PAGE = 10_000;

export type BookFormat = (typeof BOOK_FORMATS)[number];
export type BookAvailability = (typeof BOOK_AVAILABILITY)[number];
export type BookSort = (typeof BOOK_SORTS)[number];

export interface BookQuery {
  genre?: string;
  language?: string;
  /** An author's slug. */
  author?: string;
  format?: BookFormat;
  availability?: BookAvailability;
  sort: BookSort;
  page: number;
}

const label = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const rawQuerySchema = z.object({
  genre: z.optional(label),
  language: z.optional(label),
  author: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,120}$/))),
  format: z.optional(z.enum(BOOK_FORMATS)),
  availability: z.optional(z.enum(BOOK_AVAILABILITY)),
  sort: z.optional(z.enum(BOOK_SORTS)),
  page: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,4}$/))),
});

/** The filter names, in the order a canonical URL lists them. */
const FILTERS = ['genre', 'language', 'author', 'format', 'availability'] as const;

export type ParsedBookQuery = { ok: true; query: BookQuery } | { ok: false; field: string; error: string };

/** Reads the query of /books or /api/books. Empty values count as absent (an untouched form control). */
export function parseBookQuery(params: URLSearchParams): ParsedBookQuery {
  const raw: Record<string, string> = {};
  for (const key of [...FILTERS, 'sort', 'page']) {
    const value = params.get(key);
    if (value !== null && value.trim() !== '') raw[key] = value;
  }
  const parsed = rawQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'query');
    return { ok: false, field, error: `The "${field}" choice is not one this catalogue offers.` };
  }
  const { page, sort, ...filters } = parsed.data;
  const number = page ? Number(page) : 1;
  if (number > MAX_PAGE)
    return { ok: false, field: 'page', error: `The "page" choice is not one this catalogue offers.` };
  return { ok: true, query: { ...filters, sort: sort ?? 'newest', page: number } };
}

/**
 * The query as a canonical search string ("" or "?genre=…&page=2"): filters in a fixed order, the
 * defaults (newest, page 1) left out, so one choice has one URL.
 */
export function bookQueryString(query: Partial<BookQuery>): string {
  const out = new URLSearchParams();
  for (const key of FILTERS) {
    const value = query[key];
    if (value) out.set(key, value);
  }
  if (query.sort && query.sort !== 'newest') out.set('sort', query.sort);
  if (query.page && query.page > 1) out.set('page', String(query.page));
  const text = out.toString();
  return text ? `?${text}` : '';
}

export const hasFilters = (query: Partial<BookQuery>): boolean => FILTERS.some((key) => Boolean(query[key]));

const facetSchema = z.object({ value: z.string(), label: z.string(), count: z.number() });
export type Facet = z.infer<typeof facetSchema>;

/** GET /api/books?…: one page of summaries, the totals, and what each filter can be set to. */
export const bookPageSchema = z.object({
  books: z.array(bookSummarySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  pages: z.number(),
  facets: z.object({
    genres: z.array(facetSchema),
    languages: z.array(facetSchema),
    authors: z.array(facetSchema),
  }),
});
export type BookPage = z.infer<typeof bookPageSchema>;

/** The longest search a reader may type. */
export const MAX_SEARCH_LENGTH = 200;
export const SEARCH_KINDS = ['book', 'story', 'author', 'music'] as const;

export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  slug: z.string(),
  title: z.string(),
  /** A second line: the author, pen names or genre. */
  detail: z.string(),
  /** The page of the result on this site. */
  path: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET /api/search?q=: the best matches first (at most 50). */
export const searchResponseSchema = z.object({
  query: z.string(),
  total: z.number(),
  results: z.array(searchResultSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** The search as typed, trimmed; null when empty; an error sentence when too long. */
export function parseSearch(q: string | null): { ok: true; q: string | null } | { ok: false; error: string } {
  const text = (q ?? '').trim();
  if (text.length > MAX_SEARCH_LENGTH)
    return { ok: false, error: `Please search with ${MAX_SEARCH_LENGTH} characters or fewer.` };
  return { ok: true, q: text === '' ? null : text };
}
