import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { clearFlipbookAccess, readFlipbookAccess } from '@publisher/shared/domain/flipbook-access';
import { flipbookPriceId } from '@publisher/shared/domain/catalogue-offers';
import { isNotFound } from '@publisher/shared/api-client';
import { bookResponseSchema } from '@publisher/shared/contracts/content';
import { PageTitle } from '@publisher/shared-react/page-title';
import { RESOURCES } from '../api-client/resources';
import { Loading } from '../components/load-state';
import { useResource } from '../hooks/use-resource';
import { openFlipbook, type FlipbookOutcome } from '../lib/flipbook-viewer';
import { isReachable } from '../lib/probe';
import { BOOK_DETAIL } from '../strings/books';
import { FLIPBOOK } from '../strings/reader';
import { englishPage } from '../i18n/english';

const deps = {
  readAccess: (slug: string) => readFlipbookAccess(slug),
  clearAccess: (slug: string) => clearFlipbookAccess(slug),
  fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
  isReachable: (url: string) => isReachable(url),
};

function FlipbookError({ message }: { message: string }) {
  return (
    <section className="page cat-flipbook" data-flipbook-state="error">
      <div className="notice error" role="alert">
        <h1 className="cat-error-heading">{FLIPBOOK.errorTitle}</h1>
        <p>{message}</p>
      </div>
      <p>
        <Link to="/books">{BOOK_DETAIL.backToBooks}</Link>
      </p>
    </section>
  );
}

function FullFlipbookPage() {
  const { slug = '' } = useParams();
  const { state } = useResource(RESOURCES.book(slug));
  // The viewer reads every field of the record it opens: this page alone checks it (spec: "Invalid book data").
  const data = state.status === 'ready' ? state.data : null;
  const checked = useMemo(() => (data ? bookResponseSchema.safeParse(data) : null), [data]);
  const book = checked?.success ? checked.data.book : null;
  const [outcome, setOutcome] = useState<{ slug: string; value: FlipbookOutcome } | null>(null);
  // Once the book is known, whatever the flipbook's state.
  const title = book && <PageTitle title={`${book.title} ${FLIPBOOK.titleSuffix}`} />;

  useEffect(() => {
    if (!book) return;
    let active = true;
    openFlipbook(book, deps).then((value) => active && setOutcome({ slug: book.slug, value }));
    return () => {
      active = false;
    };
  }, [book]);

  if (state.status === 'error') {
    return <FlipbookError message={isNotFound(state.error) ? FLIPBOOK.bookNotFound : FLIPBOOK.failedToLoadBook} />;
  }
  if (checked && !checked.success) return <FlipbookError message={FLIPBOOK.invalidBookData} />;
  const current = outcome && outcome.slug === slug ? outcome.value : null;
  if (!book || !current) {
    return (
      <section className="page cat-flipbook" data-flipbook-state="loading">
        {title}
        <h1 className="visually-hidden">{FLIPBOOK.loading}</h1>
        <Loading text={FLIPBOOK.loading} />
      </section>
    );
  }
  if (current.kind === 'error') {
    return (
      <>
        {title}
        <FlipbookError message={current.message} />
      </>
    );
  }

  const heading = `${book.title} ${FLIPBOOK.titleSuffix}`;
  if (current.kind === 'access-required') {
    return (
      <section className="page cat-flipbook" data-flipbook-state="access-required">
        {title}
        <h1>{heading}</h1>
        <div className="card cat-access">
          <h2>{FLIPBOOK.accessHeading}</h2>
          {current.note && <p className="notice error">{current.note}</p>}
          <p>{FLIPBOOK.accessRequired}</p>
          <div className="cat-actions">
            <Link to="/my-purchases?product=flipbook" className="button">
              {FLIPBOOK.verify}
            </Link>
            {flipbookPriceId(book) && (
              <Link to={`/books/${book.slug}`} className="button secondary">
                {FLIPBOOK.buyFlipbook}
              </Link>
            )}
          </div>
        </div>
      </section>
    );
  }
  return (
    <section className="page cat-flipbook" data-flipbook-state="content">
      {title}
      <p className="cat-crumb">
        <Link to={`/books/${book.slug}`}>{FLIPBOOK.backToBook}</Link>
      </p>
      <h1>{heading}</h1>
      <iframe
        src={current.url}
        title={FLIPBOOK.frameTitle(book.title)}
        className="cat-flipbook-frame"
        allow="fullscreen; autoplay"
      />
    </section>
  );
}

export default englishPage(FullFlipbookPage);
