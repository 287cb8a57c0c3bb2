import { Link } from 'react-router-dom';
import type { Author } from '@publisher/shared/contracts/content';
import { bookQueryString } from '@publisher/shared/contracts/book-query';
import { RESOURCES } from '../api-client/resources';
import { useResource } from '../hooks/use-resource';
import { isByAuthor } from '../lib/author-works';
import { useLang, useLocale } from '../i18n/locale';
import { Loading, LoadError } from './load-state';

/** The author's books and stories from the catalogue, linked to their pages. */
export function AuthorWorks({ author }: { author: Author }) {
  const books = useResource(RESOURCES.books(bookQueryString({ author: author.slug })));
  const stories = useResource(RESOURCES.stories());
  const { s: strings, to } = useLocale();
  const { AUTHOR_DETAIL, BOOKS } = strings;
  const lang = useLang();

  if (books.state.status === 'loading') return <Loading text={BOOKS.loading} />;
  if (books.state.status === 'error') return <LoadError text={AUTHOR_DETAIL.worksError} onRetry={books.retry} />;
  const theirBooks = books.state.data.books.filter((b) => isByAuthor(b, author));
  const theirStories =
    stories.state.status === 'ready' ? stories.state.data.stories.filter((s) => isByAuthor(s, author)) : [];

  return (
    <>
      <section aria-labelledby="author-books" className="cat-section">
        <h2 id="author-books">{AUTHOR_DETAIL.books(author.name)}</h2>
        {theirBooks.length === 0 ? (
          <p className="muted">{AUTHOR_DETAIL.noBooks}</p>
        ) : (
          <ul className="cat-work-list" role="list">
            {theirBooks.map((b) => (
              <li key={b.id} className="card cat-work">
                {b.coverUrl && (
                  <img src={b.coverUrl} alt={BOOKS.coverAlt(b.title)} width="96" height="144" loading="lazy" />
                )}
                <div>
                  <h3 {...lang(b)}>
                    <Link to={to(`/books/${b.slug}`)}>{b.title}</Link>
                  </h3>
                  {/* Cut to 150 characters by the API (BookSummary). */}
                  <p className="cat-card-text" {...lang(b)}>
                    {b.description}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {books.state.data.total > books.state.data.books.length && (
          <p>
            <Link to={to(`/books${bookQueryString({ author: author.slug })}`)}>
              {AUTHOR_DETAIL.allBooks(books.state.data.total)}
            </Link>
          </p>
        )}
      </section>
      {theirStories.length > 0 && (
        <section aria-labelledby="author-stories" className="cat-section">
          <h2 id="author-stories">{AUTHOR_DETAIL.stories(author.name)}</h2>
          <ul className="cat-story-links" role="list">
            {theirStories.map((s) => (
              <li key={s.id}>
                <Link to={to(`/stories/${s.slug}`)} {...lang(s)}>
                  {s.title}
                </Link>
                {s.storyType && <span className="muted"> · {s.storyType}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
