import { Link } from 'react-router-dom';
import type { BookQuery } from '@publisher/shared/contracts/book-query';
import { useLocale } from '../i18n/locale';

/** The page numbers to show around `page`: the first, the last, and two either side. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? ['gap' as const, n] : [n]));
}

/** Links to the other pages of the same choice: crawlable, and usable without JavaScript. */
export function Pagination({ query, pages }: { query: BookQuery; pages: number }) {
  const { s, books } = useLocale();
  const T = s.BOOK_FILTERS;
  if (pages <= 1) return null;
  const href = (page: number) => books({ ...query, page });
  const { page } = query;
  return (
    <nav className="cat-pages" aria-label={T.pages}>
      <ul role="list">
        {page > 1 && page <= pages && (
          <li>
            <Link to={href(page - 1)} rel="prev">
              {T.previous}
            </Link>
          </li>
        )}
        {pageWindow(Math.min(page, pages), pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" aria-label={T.page(n)}>
                  {n}
                </span>
              ) : (
                <Link to={href(n)} aria-label={T.page(n)}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={href(page + 1)} rel="next">
              {T.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
