import { BOOK_DETAIL, BOOKS, PHYSICAL } from './books';
import { COMMON, PREVIEW, PURCHASE } from './common';
import { BOOK_FILTERS, SEARCH } from './find';
import { HOME, STORY_CARD } from './home';
import { NOTIFY } from './notify';
import { AUTHOR_DETAIL, AUTHORS, STORIES, STORY_DETAIL } from './stories';

/*
 * The English edition's interface strings (docs/decisions/131), loaded by the English pages only
 * (../i18n/english.tsx); their shape is the type every edition's catalogue fills (../i18n/locale.tsx).
 */

/** The interface strings of the pages that have an Italian edition, by area. */
export const ENGLISH_STRINGS = {
  COMMON,
  PURCHASE,
  PREVIEW,
  BOOKS,
  BOOK_DETAIL,
  PHYSICAL,
  HOME,
  STORY_CARD,
  BOOK_FILTERS,
  SEARCH,
  STORIES,
  STORY_DETAIL,
  AUTHORS,
  AUTHOR_DETAIL,
  NOTIFY,
  /** The language link's landmark (the link itself names its language in that language: editions.ts). */
  EDITION: { label: 'Other language' },
  /** A page's own title beyond the route's (the server's head says the same). */
  TITLES: { booksPage: (n: number) => `Books, page ${n}` },
};
