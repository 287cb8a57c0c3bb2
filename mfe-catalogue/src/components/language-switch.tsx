import { Link, useLocation } from 'react-router-dom';
import { counterpart, EDITION_NAMES } from '../i18n/editions';
import { useStrings } from '../i18n/locale';

/**
 * The link to the page's other edition (English ↔ Italian), named in the language it leads to;
 * nothing on a page without one. An ordinary link: reachable and followed by keyboard.
 */
export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const s = useStrings();
  const other = counterpart(`${pathname}${search}`);
  if (!other) return null;
  return (
    <nav className="page cat-edition" aria-label={s.EDITION.label}>
      <Link to={other.href} lang={other.lang} hrefLang={other.lang} className="cat-edition-link">
        {EDITION_NAMES[other.lang]}
      </Link>
    </nav>
  );
}
