import { useLayoutEffect, type ComponentType } from 'react';
import { ITALIAN_STRINGS } from '../strings/it';
import { LanguageSwitch } from '../components/language-switch';
import { italianBooksPath, italianBookSearch, ITALIAN, pathIn, SITE_LANG } from './editions';
import { formatItalianCount, formatItalianDay, formatItalianGbp, italianLanguageName } from './italian-format';
import { LocaleContext, type Locale } from './locale';

/** The Italian edition's locale (docs/decisions/131); this module and messageformat's runtime load only on its pages. */
export const ITALIAN_LOCALE: Locale = {
  lang: ITALIAN,
  s: ITALIAN_STRINGS,
  day: formatItalianDay,
  price: formatItalianGbp,
  count: formatItalianCount,
  language: italianLanguageName,
  to: (path) => pathIn(ITALIAN, path),
  books: italianBooksPath,
  bookSearch: italianBookSearch,
};

/** How many Italian pages are mounted (the server's page and the next one overlap for a moment). */
let shown = 0;

/**
 * A catalogue page as its Italian edition: the Italian locale around it, the link to its English
 * page, and <html lang="it"> while it is shown (the server writes it into the first HTML; after a
 * client-side navigation this sets it, and leaving gives the site's language back).
 */
export function italianPage(Page: ComponentType): ComponentType {
  function ItalianPage() {
    useLayoutEffect(() => {
      const html = document.documentElement;
      shown += 1;
      html.lang = ITALIAN;
      return () => {
        // Leaving the server's page unmounts it a moment after the next page mounted (the shell's
        // deferred release): the language goes back only when no Italian page is left.
        shown -= 1;
        if (shown === 0) html.lang = SITE_LANG;
      };
    }, []);
    return (
      <LocaleContext.Provider value={ITALIAN_LOCALE}>
        <LanguageSwitch />
        <Page />
      </LocaleContext.Provider>
    );
  }
  return ItalianPage;
}
