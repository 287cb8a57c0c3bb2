import * as z from 'zod/mini';
import {
  BOOK_AVAILABILITY,
  BOOK_FORMATS,
  BOOK_SORTS,
  MAX_PAGE,
  QUERY_RULES,
  refuseBookQuery,
  SEARCH_KINDS,
  type BookQuery,
  type ParsedBookQuery,
} from './book-query';
import { bookSummarySchema } from './content';

/*
 * The zod side of /books and GET /api/books (decision 104): the API validates its query with
 * bookQuerySchema, and the response schemas are the contract its tests hold the answers to. The
 * pages read their URL with readBookQuery (book-query.ts, no zod in the browser; decision 085),
 * which gives the same answers (book-query.test.ts).
 */

const label = z.string().check(z.trim(), z.minLength(1), z.maxLength(QUERY_RULES.labelMax));
export const bookQuerySchema = z.object({
  genre: z.optional(label),
  language: z.optional(label),
  author: z.optional(z.string().check(z.regex(QUERY_RULES.author))),
  format: z.optional(z.enum(BOOK_FORMATS)),
  availability: z.optional(z.enum(BOOK_AVAILABILITY)),
  sort: z.optional(z.enum(BOOK_SORTS)),
  page: z.optional(z.string().check(z.regex(QUERY_RULES.page))),
});

const KEYS = Object.keys(bookQuerySchema.def.shape) as (keyof BookQuery)[];

/** Validates the query of /api/books (and of the /books page's head). Empty values count as absent. */
export function parseBookQuery(params: URLSearchParams): ParsedBookQuery {
  const raw: Record<string, string> = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value !== null && value.trim() !== '') raw[key] = value;
  }
  const parsed = bookQuerySchema.safeParse(raw);
  if (!parsed.success) return refuseBookQuery(String(parsed.error.issues[0]?.path[0] ?? 'query'));
  const { page, sort, ...filters } = parsed.data;
  const number = page ? Number(page) : 1;
  if (number > MAX_PAGE) return refuseBookQuery('page');
  return { ok: true, query: { ...filters, sort: sort ?? 'newest', page: number } };
}

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
