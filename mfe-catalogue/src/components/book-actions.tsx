import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Book } from '@publisher/shared/contracts/content';
import { collectorsOffer, flipbookPriceId, positivePrice, sampleUrl } from '@publisher/shared/domain/catalogue-offers';
import { checkoutLanguage, checkoutMessage, createBookCheckout, reachForCheckout } from '../lib/checkout';
import { useLocale } from '../i18n/locale';
import { ExternalLink } from './external-link';

/**
 * The Collector's Edition where it is sold elsewhere (Collectors Gumroad URL): the store, with its
 * price, and the portal for those who bought it (decision 103).
 */
function CollectorsEdition({ book }: { book: Book }) {
  const offer = collectorsOffer(book);
  const { s, price } = useLocale();
  const { BOOK_DETAIL } = s;
  if (!offer) return null;
  return (
    <section className="cat-collectors" aria-labelledby="cat-collectors-heading">
      <h2 id="cat-collectors-heading">{BOOK_DETAIL.collectorsHeading}</h2>
      <p className="muted cat-small">{BOOK_DETAIL.collectorsLead}</p>
      <p className="cat-actions">
        <ExternalLink href={offer.url} className="button secondary">
          {BOOK_DETAIL.collectorsBuy(offer.priceGbp === null ? null : price(offer.priceGbp))}
        </ExternalLink>
      </p>
      <p className="cat-small">
        {BOOK_DETAIL.collectorsOwned} <Link to="/collectors-edition">{BOOK_DETAIL.collectorsOpen}</Link>
      </p>
    </section>
  );
}

/**
 * Read Sample (Free) when the book has a sample, and Read Full Flipbook (Discounted) when it
 * has a flipbook to sell: the latter starts the book checkout (create-checkout, book form).
 * Then the Collector's Edition, where the book names its store.
 */
export function BookActions({ book }: { book: Book }) {
  const priceId = flipbookPriceId(book);
  const flipbookPrice = positivePrice(book.flipbookPriceGbp);
  const hasSample = sampleUrl(book) !== null;
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const locale = useLocale();
  const { s, price, lang } = locale;
  const { BOOK_DETAIL } = s;
  if (!priceId && !hasSample) return <CollectorsEdition book={book} />;

  const buyFlipbook = async () => {
    if (!priceId) return;
    setProcessing(true);
    setError(null);
    try {
      window.location.assign(await createBookCheckout({ priceId, slug: book.slug, ...checkoutLanguage(lang) }));
    } catch (e) {
      setError(checkoutMessage(e, locale));
      setProcessing(false);
    }
  };

  return (
    <div className="cat-book-actions">
      <div className="cat-actions">
        {hasSample && (
          <Link to={`/read/${book.slug}`} className="button">
            {BOOK_DETAIL.readSample}
          </Link>
        )}
        {priceId && (
          <button
            type="button"
            className="button secondary"
            disabled={processing}
            onClick={buyFlipbook}
            {...reachForCheckout}
          >
            {processing ? BOOK_DETAIL.processing : BOOK_DETAIL.readFullFlipbook}
          </button>
        )}
      </div>
      {priceId && (
        <p className="muted cat-small">
          {BOOK_DETAIL.flipbookLead}
          {flipbookPrice !== null && <> {BOOK_DETAIL.flipbookPrice(price(flipbookPrice))}</>}
        </p>
      )}
      {error && (
        <p className="notice error" role="alert">
          {error}
        </p>
      )}
      <CollectorsEdition book={book} />
    </div>
  );
}
