import type * as z from 'zod/mini';
import type {
  authorListSchema,
  authorResponseSchema,
  bookListSchema,
  bookResponseSchema,
  musicEntryResponseSchema,
  musicListSchema,
  podcastListSchema,
  storyListSchema,
  storyResponseSchema,
} from '@publisher/shared/contracts/content';
import type { BookPage, SearchResponse } from '@publisher/shared/contracts/book-query-schema';
import { PATHS } from './paths';

/**
 * One content GET: its same-origin path, and the shared contract's type of its body. The body is
 * not checked again in the browser (decision 085): the catalogue's own endpoints answer it, from
 * records the server has already parsed with those contracts, and the team deploys both together.
 */
export interface Resource<T> {
  path: string;
  /** Type only: what the body is. */
  readonly body?: T;
}

const res = <T>(path: string): Resource<T> => ({ path });
type Body<S extends z.ZodMiniType> = z.infer<S>;

export const RESOURCES = {
  /** A page of /books; `search` is the canonical query string of the choice ("" for the first page). */
  books: (search = '') => res<BookPage>(PATHS.booksPage(search)),
  search: (q: string) => res<SearchResponse>(PATHS.search(q)),
  featuredBooks: () => res<Body<typeof bookListSchema>>(PATHS.featuredBooks),
  book: (slug: string) => res<Body<typeof bookResponseSchema>>(PATHS.book(slug)),
  stories: () => res<Body<typeof storyListSchema>>(PATHS.stories),
  featuredStories: () => res<Body<typeof storyListSchema>>(PATHS.featuredStories),
  story: (slug: string) => res<Body<typeof storyResponseSchema>>(PATHS.story(slug)),
  authors: () => res<Body<typeof authorListSchema>>(PATHS.authors),
  author: (slug: string) => res<Body<typeof authorResponseSchema>>(PATHS.author(slug)),
  music: () => res<Body<typeof musicListSchema>>(PATHS.music),
  musicEntry: (slug: string) => res<Body<typeof musicEntryResponseSchema>>(PATHS.musicEntry(slug)),
  podcast: () => res<Body<typeof podcastListSchema>>(PATHS.podcast),
};
