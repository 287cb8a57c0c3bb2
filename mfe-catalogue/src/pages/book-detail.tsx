import { Link, useParams } from 'react-router-dom';
import { present, splitLines } from '@publisher/shared/domain/catalogue-text';
import { isNotFound } from '@publisher/shared/api-client';
import { PageTitle } from '@publisher/shared-react/page-title';
import { RESOURCES } from '../api-client/resources';
import { BookActions } from '../components/book-actions';
import { BookFacts } from '../components/book-facts';
import { Loading } from '../components/load-state';
import { ErrorPanel, NotFoundPanel } from '../components/not-found';
import { PhysicalPurchase } from '../components/physical-purchase';
import { ReleaseBlock } from '../components/release-block';
import { useResource } from '../hooks/use-resource';
import { useLang, useLocale } from '../i18n/locale';

export function BookDetailPage() {
  const { slug = '' } = useParams();
  const { state, retry } = useResource(RESOURCES.book(slug));
  const { s, to, books } = useLocale();
  const { BOOK_DETAIL, BOOKS, COMMON } = s;
  const lang = useLang();

  if (state.status === 'loading') {
    return (
      <section className="page">
        <h1 className="visually-hidden">{BOOK_DETAIL.loading}</h1>
        <Loading text={BOOK_DETAIL.loading} />
      </section>
    );
  }
  if (state.status === 'error') {
    if (isNotFound(state.error)) {
      return (
        <NotFoundPanel
          heading={BOOK_DETAIL.notFoundHeading}
          message={`${BOOK_DETAIL.notFound} “${slug}”.`}
          backTo={books({})}
          backLabel={BOOK_DETAIL.backToBooks}
        />
      );
    }
    return (
      <ErrorPanel
        text={BOOK_DETAIL.error}
        onRetry={retry}
        retryLabel={COMMON.retry}
        backTo={books({})}
        backLabel={BOOK_DETAIL.backToBooks}
      />
    );
  }

  const b = state.data.book;
  const synopsis = splitLines(present(b.synopsis) ?? b.description);
  return (
    <article className="page cat-book">
      <PageTitle title={b.title} />
      <p className="cat-crumb">
        <Link to={books({})}>{BOOK_DETAIL.backToBooks}</Link>
      </p>
      <div className="cat-book-layout">
        <div className="cat-book-cover">
          {b.coverUrl && <img src={b.coverUrl} alt={BOOKS.coverAlt(b.title)} width="400" height="600" />}
        </div>
        <div className="cat-book-main">
          <h1 {...lang(b)}>{b.title}</h1>
          <p className="cat-byline">
            {b.authorSlug ? (
              <Link to={to(`/authors/${b.authorSlug}`)}>{BOOK_DETAIL.byAuthor(b.author)}</Link>
            ) : (
              BOOK_DETAIL.byAuthor(b.author)
            )}
          </p>
          <BookFacts book={b} full />
          <h2 className="cat-subhead">{BOOK_DETAIL.synopsis}</h2>
          {synopsis.map((line, i) => (
            <p key={i} {...lang(b)}>
              {line}
            </p>
          ))}
          <ReleaseBlock book={b} />
          <BookActions book={b} />
          <PhysicalPurchase book={b} />
        </div>
      </div>
    </article>
  );
}
