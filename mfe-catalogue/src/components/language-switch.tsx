import { Link, useLocation } from 'react-router-dom';
import { isNotFound } from '@publisher/shared/api-client';
import { PATHS } from '../api-client/paths';
import { useResource } from '../hooks/use-resource';
import { counterpart, EDITION_NAMES } from '../i18n/editions';
import { useStrings } from '../i18n/locale';

const RECORD_PAGE = /^(?:\/it)?\/(books|stories|authors)\/([^/]+)$/;
const RECORD_PATH = { books: PATHS.book, stories: PATHS.story, authors: PATHS.author } as const;

/**
 * Whether the record a page shows (/books/:slug, /stories/:slug, /authors/:slug) does not exist. It
 * reads the page's own resource through the shared cache, so it sends no request of its own.
 */
function useMissingRecord(pathname: string): boolean {
  const match = RECORD_PAGE.exec(pathname.replace(/\/+$/, ''));
  const kind = match?.[1] as keyof typeof RECORD_PATH | undefined;
  let slug: string | null = null;
  try {
    slug = match ? decodeURIComponent(match[2]!) : null;
  } catch {
    // A malformed escape: the page's own read fails the same way; nothing to say here.
  }
  const { state } = useResource(kind && slug !== null ? { path: RECORD_PATH[kind](slug) } : null);
  return state.status === 'error' && isNotFound(state.error);
}

/**
 * The link to the page's other edition (English ↔ Italian), named in the language it leads to;
 * nothing on a page without one. On a record that does not exist, the other edition's list (the
 * same slug is a 404 there too). An ordinary link: reachable and followed by keyboard.
 */
export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const s = useStrings();
  const other = counterpart(`${pathname}${search}`, useMissingRecord(pathname));
  if (!other) return null;
  return (
    <nav className="page cat-edition" aria-label={s.EDITION.label}>
      <Link to={other.href} lang={other.lang} hrefLang={other.lang} className="cat-edition-link">
        {EDITION_NAMES[other.lang]}
      </Link>
    </nav>
  );
}
