import { createContext, useContext } from 'react';
import { bookQueryString, type BookQuery } from '@publisher/shared/contracts/book-query';
import { formatLongDay, type DateInput } from '@publisher/shared/domain/dates';
import { formatCount, formatGbp } from '@publisher/shared/domain/format';
import { BOOK_DETAIL, BOOKS, PHYSICAL } from '../strings/books';
import { COMMON, PREVIEW, PURCHASE } from '../strings/common';
import { BOOK_FILTERS, SEARCH } from '../strings/find';
import { HOME, STORY_CARD } from '../strings/home';
import { NOTIFY } from '../strings/notify';
import { AUTHOR_DETAIL, AUTHORS, STORIES, STORY_DETAIL } from '../strings/stories';
import { langAttr, type Written } from './lang';
import { SITE_LANG } from './editions';

/*
 * The page's language and its words (docs/decisions/131). English pages read the English strings
 * as they always have (no i18n library on them); the Italian edition's pages are wrapped in a
 * provider with the Italian catalogue (./italian.tsx, loaded only by those pages).
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

/** The same shape with any text in place of each English literal. */
type Loose<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R extends string ? string : R
    : T extends readonly (infer E)[]
      ? readonly Loose<E>[]
      : T extends object
        ? { readonly [K in keyof T]: Loose<T[K]> }
        : T;

export type Strings = Loose<typeof ENGLISH_STRINGS>;

/** What a page needs to speak its language. */
export interface Locale {
  /** BCP 47: the page's <html lang>. */
  lang: string;
  s: Strings;
  /** A calendar day ("21 April 2022" / "21 aprile 2022"), or null. */
  day(value: DateInput): string | null;
  /** Pounds and pence ("£4.99" / "4,99 £"). */
  price(amount: number): string;
  /** A whole number with the language's thousands separator. */
  count(n: number): string;
  /** A record's language named in the page's language ("Italian" / "italiano"). */
  language(name: string): string;
  /** A site path in this edition where it has the page ("/books/x" → "/it/books/x"). */
  to(path: string): string;
  /** The /books page of a choice in this edition. */
  books(query: Partial<BookQuery>): string;
  /** The /books query the page reads: the URL's, with the edition's own filter. */
  bookSearch(search: URLSearchParams): URLSearchParams;
}

export const ENGLISH: Locale = {
  lang: SITE_LANG,
  s: ENGLISH_STRINGS,
  day: formatLongDay,
  price: formatGbp,
  count: formatCount,
  language: (name) => name,
  to: (path) => path,
  books: (query) => `/books${bookQueryString(query)}`,
  bookSearch: (search) => search,
};

// One context for the server render and the browser (the catalogue's own bundle holds one copy).
export const LocaleContext = createContext<Locale>(ENGLISH);

export const useLocale = (): Locale => useContext(LocaleContext);

/** The page's strings. */
export const useStrings = (): Strings => useContext(LocaleContext).s;

/** Spread on an element holding a record's text: `<h2 {...lang(book)}>` (./lang.ts). */
export function useLang(): (item: Written) => { lang?: string } {
  const { lang } = useContext(LocaleContext);
  return (item) => langAttr(item, lang);
}
