import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Book } from '@publisher/shared/contracts/content';
import { flipbookPriceId, sampleUrl } from '@publisher/shared/domain/catalogue-offers';
import { createBookCheckout } from '@publisher/shared/domain/commerce-checkout';
import { checkoutMessage } from '../lib/checkout-message';
import { BOOK_DETAIL } from '../strings/books';

/**
 * Read Sample (Free) when the book has a sample, and Read Full Flipbook (Discounted) when it
 * has a flipbook price id: the latter starts the book checkout (create-checkout, book form).
 */
export function BookActions({ book }: { book: Book }) {
  const priceId = flipbookPriceId(book);
  const hasSample = sampleUrl(book) !== null;
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!priceId && !hasSample) return null;

  const buyFlipbook = async () => {
    if (!priceId) return;
    setProcessing(true);
    setError(null);
    try {
      window.location.assign(await createBookCheckout({ priceId, slug: book.slug }));
    } catch (e) {
      setError(checkoutMessage(e));
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
          <button type="button" className="button secondary" disabled={processing} onClick={buyFlipbook}>
            {processing ? BOOK_DETAIL.processing : BOOK_DETAIL.readFullFlipbook}
          </button>
        )}
      </div>
      {priceId && <p className="muted cat-small">{BOOK_DETAIL.flipbookLead}</p>}
      {error && (
        <p className="notice error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
