import type * as z from 'zod/mini';
import {
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
import { bookPageSchema, searchResponseSchema } from '@publisher/shared/contracts/book-query';
import { PATHS } from './paths';

/** One content GET: its same-origin path and the shared contract its body must match. */
export interface Resource<T> {
  path: string;
  schema: z.ZodMiniType<T>;
}

const res = <T>(path: string, schema: z.ZodMiniType<T>): Resource<T> => ({ path, schema });

export const RESOURCES = {
  /** A page of /books; `search` is the canonical query string of the choice ("" for the first page). */
  books: (search = '') => res(PATHS.booksPage(search), bookPageSchema),
  search: (q: string) => res(PATHS.search(q), searchResponseSchema),
  featuredBooks: () => res(PATHS.featuredBooks, bookListSchema),
  book: (slug: string) => res(PATHS.book(slug), bookResponseSchema),
  stories: () => res(PATHS.stories, storyListSchema),
  featuredStories: () => res(PATHS.featuredStories, storyListSchema),
  story: (slug: string) => res(PATHS.story(slug), storyResponseSchema),
  authors: () => res(PATHS.authors, authorListSchema),
  author: (slug: string) => res(PATHS.author(slug), authorResponseSchema),
  music: () => res(PATHS.music, musicListSchema),
  musicEntry: (slug: string) => res(PATHS.musicEntry(slug), musicEntryResponseSchema),
  podcast: () => res(PATHS.podcast, podcastListSchema),
};
