import { useState } from 'react';
import type { Book } from '@publisher/shared/contracts/content';
import { sampleUrl } from '@publisher/shared/domain/catalogue-offers';
import { cutText } from '@publisher/shared/domain/catalogue-text';
import { RESOURCES } from '../api-client/resources';
import { useResource } from '../hooks/use-resource';
import { useLang, useStrings, withTitle } from '../i18n/locale';
import { BookPreviewDialog } from './book-preview-dialog';
import { Empty, Loading, LoadError } from './load-state';

/** Home page features: at most 2 books (spec section 9). */
export const FEATURED_LIMIT = 2;

export function FeaturedBooks() {
  const { state, retry } = useResource(RESOURCES.featuredBooks());
  const [selected, setSelected] = useState<Book | null>(null);
  const { BOOKS, HOME } = useStrings();
  const lang = useLang();
  /** Preview Book when the book has a Sample Reader URL, otherwise View Details. */
  const label = (book: Book) => (sampleUrl(book) ? BOOKS.previewBook : BOOKS.viewDetails);

  if (state.status === 'loading') return <Loading text={HOME.loadingBooks} />;
  if (state.status === 'error') return <LoadError text={HOME.errorBooks} onRetry={retry} />;
  const books = state.data.books.slice(0, FEATURED_LIMIT);
  if (books.length === 0) return <Empty text={HOME.noFeaturedBooks} />;
  return (
    <>
      <ul className="cat-feature-grid" role="list">
        {books.map((book) => (
          <li key={book.id} className="card cat-feature-card">
            {book.coverUrl && (
              <img
                src={book.coverUrl}
                alt={BOOKS.coverAlt(book.title)}
                width="400"
                height="600"
                className="cat-feature-cover"
              />
            )}
            <div className="cat-feature-text">
              <h3 {...lang(book)}>{book.title}</h3>
              <p className="cat-byline">{book.author}</p>
              <p {...lang(book)}>{cutText(book.description)}</p>
              <button
                type="button"
                className="button"
                aria-label={withTitle(label(book), book.title)}
                onClick={() => setSelected(book)}
              >
                {label(book)}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {selected && <BookPreviewDialog book={selected} onClose={() => setSelected(null)} />}
    </>
  );
}
