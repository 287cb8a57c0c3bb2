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

/** The filter names, in the order a canonical URL lists them. */
const FILTERS = ['genre', 'language', 'author', 'format', 'availability'] as const;

export type ParsedBookQuery = { ok: true; query: BookQuery } | { ok: false; field: string; error: string };

/** The answer for a query parameter that cannot be (the API's 400 says the same sentence). */
export const refuseBookQuery = (field: string): ParsedBookQuery => ({
  ok: false,
  field,
  error: `The "${field}" choice is not one this catalogue offers.`,
});

/** What each query parameter may be: the rules the API's zod schema is built from (book-query-schema.ts). */
export const QUERY_RULES = {
  /** genre and language: a label, trimmed. */
  labelMax: 100,
  author: /^[a-z0-9-]{1,120}$/,
  page: /^[1-9][0-9]{0,4}$/,
} as const;

const oneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * A /books page's reading of its own URL, in the browser and in the server render alike: the same
 * answers as the API's zod validation of the same query (parseBookQuery in book-query-schema.ts,
 * proven equal over a table of inputs in book-query.test.ts), without loading zod into every
 * catalogue page. Empty values count as absent (an untouched form control).
 */
export function readBookQuery(params: URLSearchParams): ParsedBookQuery {
  const query: BookQuery = { sort: 'newest', page: 1 };
  for (const key of [...FILTERS, 'sort', 'page'] as const) {
    const value = params.get(key);
    if (value === null || value.trim() === '') continue;
    if (key === 'genre' || key === 'language') {
      const text = value.trim();
      if (text.length > QUERY_RULES.labelMax) return refuseBookQuery(key);
      query[key] = text;
    } else if (key === 'author') {
      if (!QUERY_RULES.author.test(value)) return refuseBookQuery(key);
      query.author = value;
    } else if (key === 'format') {
      if (!oneOf(BOOK_FORMATS, value)) return refuseBookQuery(key);
      query.format = value;
    } else if (key === 'availability') {
      if (!oneOf(BOOK_AVAILABILITY, value)) return refuseBookQuery(key);
      query.availability = value;
    } else if (key === 'sort') {
      if (!oneOf(BOOK_SORTS, value)) return refuseBookQuery(key);
      query.sort = value;
    } else {
      if (!QUERY_RULES.page.test(value) || Number(value) > MAX_PAGE) return refuseBookQuery(key);
      query.page = Number(value);
    }
  }
  return { ok: true, query };
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

/** The longest search a reader may type. */
export const MAX_SEARCH_LENGTH = 200;
export const SEARCH_KINDS = ['book', 'story', 'author', 'music'] as const;

/** The search as typed, trimmed; null when empty; an error sentence when too long. */
export function parseSearch(q: string | null): { ok: true; q: string | null } | { ok: false; error: string } {
  const text = (q ?? '').trim();
  if (text.length > MAX_SEARCH_LENGTH)
    return { ok: false, error: `Please search with ${MAX_SEARCH_LENGTH} characters or fewer.` };
  return { ok: true, q: text === '' ? null : text };
}
