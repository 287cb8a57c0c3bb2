import { Link, useSearchParams } from 'react-router-dom';
import {
  BOOK_PAGE_SIZE,
  bookQueryString,
  hasFilters,
  readBookQuery,
  type BookQuery,
} from '@publisher/shared/contracts/book-query';
import type { BookSummary } from '@publisher/shared/contracts/content';
import { PageTitle } from '@publisher/shared-react/page-title';
import { RESOURCES } from '../api-client/resources';
import { BookFacts } from '../components/book-facts';
import { BookFilters } from '../components/book-filters';
import { ReleaseChip } from '../components/release-block';
import { Empty, Loading, LoadError } from '../components/load-state';
import { Pagination } from '../components/pagination';
import { SearchBox } from '../components/search-box';
import { useResource } from '../hooks/use-resource';
import { useLang, useLocale } from '../i18n/locale';

function BookGrid({ books }: { books: readonly BookSummary[] }) {
  const { s, to } = useLocale();
  const { BOOKS } = s;
  const lang = useLang();
  return (
    <ul className="grid cat-book-grid" role="list">
      {books.map((book, index) => (
        <li key={book.id} className="card cat-book-card">
          <Link to={to(`/books/${book.slug}`)} className="cat-card-link">
            {book.coverUrl && (
              <img
                src={book.coverUrl}
                alt={BOOKS.coverAlt(book.title)}
                width="400"
                height="600"
                // The first row is above the fold on desktop; the rest can wait.
                loading={index < 4 ? 'eager' : 'lazy'}
              />
            )}
            <h2 {...lang(book)}>{book.title}</h2>
          </Link>
          <p className="cat-byline">{book.author}</p>
          <ReleaseChip book={book} />
          <BookFacts book={book} />
          {/* Cut to 150 characters by the API (BookSummary). */}
          <p className="cat-card-text" {...lang(book)}>
            {book.description}
          </p>
        </li>
      ))}
    </ul>
  );
}

const DEFAULT_QUERY: BookQuery = { sort: 'newest', page: 1 };

/** /books: every book, narrowed by the filters in the URL, a page at a time (decision 104). */
export function BooksPage() {
  const [params] = useSearchParams();
  const { s, books, bookSearch } = useLocale();
  const { BOOKS, BOOK_FILTERS, TITLES } = s;
  const parsed = readBookQuery(bookSearch(params));
  const query = parsed.ok ? parsed.query : DEFAULT_QUERY;
  const { state, retry } = useResource(parsed.ok ? RESOURCES.books(bookQueryString(query)) : null);
  const data = state.status === 'ready' ? state.data : null;
  // The Italian list's own filter is no choice of the reader's.
  const filtered = hasFilters(query) && books({ ...query, sort: 'newest', page: 1 }) !== books({});

  return (
    <section className="page">
      {/* The server's title for the same page (head-resolver.ts): page 1 keeps the route's own. */}
      {query.page > 1 && <PageTitle title={TITLES.booksPage(query.page)} />}
      <h1>{BOOKS.heading}</h1>
      <p className="cat-lead">{BOOKS.intro}</p>
      <SearchBox />
      <BookFilters key={params.toString()} query={query} facets={data?.facets} />
      {filtered && (
        <p>
          <Link to={books({})}>{BOOK_FILTERS.clear}</Link>
        </p>
      )}
      {!parsed.ok && (
        <div className="notice error" role="alert">
          <p>{BOOK_FILTERS.invalid}</p>
          <p>
            <Link to={books({})}>{BOOK_FILTERS.clear}</Link>
          </p>
        </div>
      )}
      {parsed.ok && state.status === 'loading' && <Loading text={BOOKS.loading} />}
      {parsed.ok && state.status === 'error' && <LoadError text={BOOKS.error} onRetry={retry} />}
      {data && data.total === 0 && (filtered ? <Empty text={BOOK_FILTERS.noMatch} /> : <Empty text={BOOKS.empty} />)}
      {data && data.total > 0 && data.books.length === 0 && (
        <div className="notice cat-empty">
          <p>{BOOK_FILTERS.pastEnd(query.page, data.pages)}</p>
          <p>
            <Link to={books({ ...query, page: data.pages })}>{BOOK_FILTERS.lastPage(data.pages)}</Link>
          </p>
        </div>
      )}
      {data && data.books.length > 0 && (
        <>
          <p className="muted cat-count" aria-live="polite">
            {BOOK_FILTERS.showing(
              (query.page - 1) * BOOK_PAGE_SIZE + 1,
              (query.page - 1) * BOOK_PAGE_SIZE + data.books.length,
              data.total,
            )}
          </p>
          <BookGrid books={data.books} />
          <Pagination query={query} pages={data.pages} />
        </>
      )}
    </section>
  );
}
