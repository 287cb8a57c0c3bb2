import { Link, useParams } from 'react-router-dom';
import { sampleUrl } from '@publisher/shared/domain/catalogue-offers';
import { isNotFound } from '@publisher/shared/api-client';
import { PageTitle } from '@publisher/shared-react/page-title';
import { RESOURCES } from '../api-client/resources';
import { Downloads } from '../components/downloads';
import { Loading } from '../components/load-state';
import { ErrorPanel, NotFoundPanel } from '../components/not-found';
import { PreviewFrame } from '../components/preview-frame';
import { ReleaseBlock } from '../components/release-block';
import { useResource } from '../hooks/use-resource';
import { BOOK_DETAIL } from '../strings/books';
import { READER } from '../strings/reader';
import { COMMON } from '../strings/common';
import { useLang } from '../i18n/locale';
import { englishPage } from '../i18n/english';

function SampleReaderPage() {
  const { slug = '' } = useParams();
  const { state, retry } = useResource(RESOURCES.book(slug));
  const lang = useLang();

  if (state.status === 'loading') {
    return (
      <section className="page">
        <h1 className="visually-hidden">{READER.loading}</h1>
        <Loading text={READER.loading} />
      </section>
    );
  }
  if (state.status === 'error') {
    return isNotFound(state.error) ? (
      <NotFoundPanel
        heading={READER.bookNotFound}
        message={`${BOOK_DETAIL.notFound} “${slug}”.`}
        backTo="/books"
        backLabel={BOOK_DETAIL.backToBooks}
      />
    ) : (
      <ErrorPanel
        text={READER.failedToLoad}
        onRetry={retry}
        retryLabel={COMMON.retry}
        backTo="/books"
        backLabel={BOOK_DETAIL.backToBooks}
      />
    );
  }

  const b = state.data.book;
  const url = sampleUrl(b);
  return (
    <article className="page cat-reader">
      <PageTitle title={READER.heading(b.title)} />
      <p className="cat-crumb">
        <Link to={`/books/${b.slug}`}>{READER.backToBook}</Link>
      </p>
      <h1>
        <span {...lang(b)}>{b.title}</span>
        {READER.headingAfterTitle}
      </h1>
      <p className="cat-byline">{BOOK_DETAIL.byAuthor(b.author)}</p>
      {url ? (
        <>
          <p className="cat-lead">{READER.lead}</p>
          <PreviewFrame url={url} title={READER.viewerTitle(b.title)} className="cat-reader-frame" />
        </>
      ) : (
        <p className="notice" role="status">
          {READER.sampleNotAvailable}
        </p>
      )}
      <div className="cat-reader-below">
        <section aria-labelledby="reader-buy">
          <h2 id="reader-buy">{READER.buyHeading}</h2>
          <ReleaseBlock book={b} />
        </section>
        <Downloads book={b} />
      </div>
    </article>
  );
}

export default englishPage(SampleReaderPage);
