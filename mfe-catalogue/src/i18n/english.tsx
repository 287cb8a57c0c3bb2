import type { ComponentType } from 'react';
import { bookQueryString } from '@publisher/shared/contracts/book-query';
import { formatLongDay } from '@publisher/shared/domain/dates';
import { formatCount, formatGbp } from '@publisher/shared/domain/format';
import { LanguageSwitch } from '../components/language-switch';
import { ENGLISH_STRINGS } from '../strings/english';
import { SITE_LANG } from './editions';
import { LocaleContext, type Locale } from './locale';

/** The English edition's locale (docs/decisions/131): the site's own strings and formats. */
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

/**
 * A catalogue page in English: the English locale around it and, where the page has an Italian
 * edition, the link to it (LanguageSwitch draws nothing otherwise).
 */
export function englishPage(Page: ComponentType): ComponentType {
  function EnglishPage() {
    return (
      <LocaleContext.Provider value={ENGLISH}>
        <LanguageSwitch />
        <Page />
      </LocaleContext.Provider>
    );
  }
  return EnglishPage;
}
