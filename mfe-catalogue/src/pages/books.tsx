import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { bookListSchema, type Book } from '@publisher/shared/contracts/content';
import { getJson } from '../api/get-json';
import { truncate } from '../lib/text';
import { STRINGS } from '../strings';

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; books: Book[] };

export default function BooksPage() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [reload, setReload] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    getJson('/api/books', bookListSchema, controller.signal)
      .then(({ books }) => setState({ kind: 'loaded', books }))
      .catch(() => !controller.signal.aborted && setState({ kind: 'error' }));
    return () => controller.abort();
  }, [reload]);

  return (
    <section className="page">
      <h1>{STRINGS.books.heading}</h1>
      {state.kind === 'loading' && <p role="status">{STRINGS.books.loading}</p>}
      {state.kind === 'error' && (
        <div className="notice error" role="alert">
          <p>{STRINGS.books.error}</p>
          <button type="button" className="button" onClick={() => setReload((n) => n + 1)}>
            {STRINGS.books.retry}
          </button>
        </div>
      )}
      {state.kind === 'loaded' && state.books.length === 0 && <p className="notice">{STRINGS.books.empty}</p>}
      {state.kind === 'loaded' && state.books.length > 0 && (
        <ul className="grid book-grid">
          {state.books.map((book) => (
            <li key={book.id} className="card book-card">
              <Link to={`/books/${book.slug}`} className="book-card-link">
                {book.coverUrl && (
                  <img src={book.coverUrl} alt={`Cover of ${book.title}`} width="400" height="600" loading="lazy" />
                )}
                <h2>{book.title}</h2>
              </Link>
              <dl className="book-facts">
                {book.genre && (<><dt>Genre</dt><dd>{book.genre}</dd></>)}
                {book.language && (<><dt>Language</dt><dd>{book.language}</dd></>)}
                {book.pages !== null && (<><dt>Pages</dt><dd>{book.pages}</dd></>)}
              </dl>
              <p>{truncate(book.description)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
