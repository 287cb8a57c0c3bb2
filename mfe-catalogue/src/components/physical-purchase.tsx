import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Book } from '@publisher/shared/contracts/content';
import { PHYSICAL_QUANTITIES, physicalOffer } from '@publisher/shared/domain/catalogue-offers';
import { present } from '@publisher/shared/domain/catalogue-text';
import { requestBasketAdd } from '@publisher/shared/events';
import { checkoutLanguage, checkoutMessage, createPhysicalCheckout, reachForCheckout } from '../lib/checkout';
import { useLocale } from '../i18n/locale';

type Status =
  | { kind: 'idle' }
  | { kind: 'processing' }
  | { kind: 'adding' }
  | { kind: 'error'; message: string }
  | { kind: 'added'; count: number; limited: boolean };

/**
 * The physical-book purchase box. Rendered only when the book has a physical offer (price id,
 * Available Physical, price above 0); the buy button goes to checkout, Add to basket asks commerce
 * to keep the same edition and quantity in its basket (decision 108).
 */
export function PhysicalPurchase({ book }: { book: Book }) {
  const offer = physicalOffer(book);
  const quantityId = useId();
  const [quantity, setQuantity] = useState(1);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const locale = useLocale();
  const { s, price, lang } = locale;
  const { BOOK_DETAIL, PHYSICAL } = s;
  if (!offer) {
    // A record with a physical price id but no available edition (e.g. a sold-out run) says so.
    return present(book.physicalPriceId) ? <p className="notice cat-physical-none">{PHYSICAL.notAvailable}</p> : null;
  }

  const buy = async () => {
    setStatus({ kind: 'processing' });
    try {
      const url = await createPhysicalCheckout({
        priceId: offer.priceId,
        bookSlug: book.slug,
        quantity,
        ...checkoutLanguage(lang),
      });
      window.location.assign(url);
    } catch (error) {
      setStatus({ kind: 'error', message: checkoutMessage(error, locale) });
    }
  };

  const add = async () => {
    // Commerce keeps the basket (decision 108): it is asked, and says what went in. The basket holds
    // at most 5 copies of a book: say how many actually went in, and why not more.
    setStatus({ kind: 'adding' });
    try {
      const outcome = await requestBasketAdd({ slug: book.slug, title: book.title, priceId: offer.priceId, quantity });
      setStatus({ kind: 'added', count: outcome.added, limited: outcome.limited });
    } catch {
      setStatus({ kind: 'error', message: PHYSICAL.basketUnavailable });
    }
  };

  const processing = status.kind === 'processing';
  const busy = processing || status.kind === 'adding';
  return (
    <section className="card cat-physical" aria-labelledby={`${quantityId}-h`}>
      <h2 id={`${quantityId}-h`}>{PHYSICAL.heading}</h2>
      <p className="cat-price">{price(offer.priceGbp)}</p>
      <div className="field cat-quantity">
        <label htmlFor={quantityId}>{PHYSICAL.quantity}</label>
        <select id={quantityId} value={quantity} disabled={busy} onChange={(e) => setQuantity(Number(e.target.value))}>
          {PHYSICAL_QUANTITIES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <p className="muted cat-shipping">{PHYSICAL.shipping}</p>
      <div className="cat-actions">
        <button type="button" className="button" disabled={busy} onClick={buy} {...reachForCheckout}>
          {processing ? BOOK_DETAIL.processing : PHYSICAL.buy}
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={add}>
          {PHYSICAL.addToBasket}
        </button>
      </div>
      <div aria-live="polite">
        {status.kind === 'added' && (
          <p className={status.count > 0 ? 'notice success cat-added' : 'notice cat-added'}>
            {status.count > 0 ? `${PHYSICAL.added(status.count)} ` : null}
            {status.limited ? `${PHYSICAL.limit} ` : null}
            <Link to="/basket">{PHYSICAL.viewBasket}</Link>
          </p>
        )}
      </div>
      {status.kind === 'error' && (
        <p className="notice error" role="alert">
          {status.message}
        </p>
      )}
    </section>
  );
}
