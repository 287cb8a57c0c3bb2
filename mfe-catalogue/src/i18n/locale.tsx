import { createContext, useContext } from 'react';
import type { BookQuery } from '@publisher/shared/contracts/book-query';
import type { DateInput } from '@publisher/shared/domain/dates';
import type { ENGLISH_STRINGS } from '../strings/english';
import { langAttr, type Written } from './lang';

/*
 * The page's language and its words (docs/decisions/131). Each page is wrapped in its edition's
 * provider: English pages in ./english.tsx's (the English strings as they are, no i18n library),
 * the Italian edition's in ./italian.tsx's (the Italian catalogue). Each edition's strings load
 * with its pages only.
 */

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

// One context for the server render and the browser (the catalogue's own bundle holds one copy).
// Every page is rendered inside its edition's provider (englishPage, italianPage): no default, so
// no edition's strings are loaded by a page of the other.
export const LocaleContext = createContext<Locale | null>(null);

export function useLocale(): Locale {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('A catalogue page renders inside englishPage or italianPage (pages/en, pages/it).');
  return locale;
}

/** The page's strings. */
export const useStrings = (): Strings => useLocale().s;

/** Spread on an element holding a record's text: `<h2 {...lang(book)}>` (./lang.ts). */
export function useLang(): (item: Written) => { lang?: string } {
  const { lang } = useLocale();
  return (item) => langAttr(item, lang);
}

/** A card action's accessible name: its visible label, then what it acts on ("Read More: The Weight of Snow"). */
export const withTitle = (label: string, title: string): string => `${label}: ${title}`;
