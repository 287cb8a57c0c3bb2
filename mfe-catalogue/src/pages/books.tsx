import { Link } from 'react-router-dom';
import { RESOURCES } from '../api-client/resources';
import { BookFacts } from '../components/book-facts';
import { ReleaseChip } from '../components/release-block';
import { Empty, Loading, LoadError } from '../components/load-state';
import { useResource } from '../hooks/use-resource';
import { BOOKS } from '../strings/books';

export default function BooksPage() {
  const { state, retry } = useResource(RESOURCES.books());
  return (
    <section className="page">
      <h1>{BOOKS.heading}</h1>
      <p className="cat-lead">{BOOKS.intro}</p>
      {state.status === 'loading' && <Loading text={BOOKS.loading} />}
      {state.status === 'error' && <LoadError text={BOOKS.error} onRetry={retry} />}
      {state.status === 'ready' && state.data.books.length === 0 && <Empty text={BOOKS.empty} />}
      {state.status === 'ready' && state.data.books.length > 0 && (
        <ul className="grid cat-book-grid" role="list">
          {state.data.books.map((book, index) => (
            <li key={book.id} className="card cat-book-card">
              <Link to={`/books/${book.slug}`} className="cat-card-link">
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
                <h2>{book.title}</h2>
              </Link>
              <p className="cat-byline">{book.author}</p>
              <ReleaseChip book={book} />
              <BookFacts book={book} />
              {/* Cut to 150 characters by the API (BookSummary). */}
              <p className="cat-card-text">{book.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
