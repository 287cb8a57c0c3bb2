import type { Book } from '@publisher/shared/contracts/content';
import { physicalOffer } from '@publisher/shared/domain/catalogue-offers';
import { present } from '@publisher/shared/domain/catalogue-text';
import { BUY_BOX_MODULE } from '@publisher/shared/fragments';
import { RemoteFragment } from '@publisher/shared-react/fragment';
import { ITALIAN } from '../i18n/editions';
import { useLocale } from '../i18n/locale';

/*
 * While commerce's code loads on a page rendered in the browser (no server HTML), the box's room: its
 * elements and classes, with hidden text of the lengths commerce's words have, so it wraps as the box
 * does at every width and nothing moves when the box arrives. Only ever rendered in the browser,
 * where React sets the style through the CSSOM (the CSP refuses style attributes in HTML).
 */
const HIDDEN = { visibility: 'hidden' } as const;
const word = (n: number) => 'x'.repeat(n);
const line = (...lengths: number[]) => lengths.map(word).join(' ');

function BoxRoom({ price }: { price: string }) {
  return (
    <div className="card cat-physical" aria-busy="true">
      <div style={HIDDEN} aria-hidden="true">
        <h2>{line(9, 7)}</h2>
        <p className="cat-price">{price}</p>
        <div className="field cat-quantity">
          <label>{word(8)}</label>
          <select disabled tabIndex={-1}>
            <option>1</option>
          </select>
        </div>
        <p className="muted cat-shipping">{line(8, 2, 2, 5, 8, 2, 3, 8, 5, 8, 10, 2, 9)}</p>
        <div className="cat-actions">
          <span className="button">{line(3, 9)}</span>
          <span className="button secondary">{line(3, 2, 6)}</span>
        </div>
      </div>
    </div>
  );
}

/**
 * The physical-book purchase box. The catalogue decides whether the book has a physical offer (price
 * id, Available Physical, price above 0) and says so when it has none; the box itself is commerce's
 * (decision 136): quantity, Buy, Add to basket and their messages. The server's first HTML holds it
 * (commerce renders it into the page's marker); its code loads when a reader reaches for it, and a
 * press made before then is performed once it has. Commerce unreachable: the press says so here.
 */
export function PhysicalPurchase({ book }: { book: Book }) {
  const offer = physicalOffer(book);
  const { s, price, lang } = useLocale();
  const { BOOK_DETAIL, PHYSICAL } = s;
  if (!offer) {
    // A record with a physical price id but no available edition (e.g. a sold-out run) says so.
    return present(book.physicalPriceId) ? <p className="notice cat-physical-none">{PHYSICAL.notAvailable}</p> : null;
  }
  const shown = price(offer.priceGbp);
  return (
    <RemoteFragment
      remote="commerce"
      exposed={BUY_BOX_MODULE}
      load="intent"
      className="cat-physical-slot"
      props={{
        slug: book.slug,
        title: book.title,
        priceId: offer.priceId,
        price: shown,
        lang: lang === ITALIAN ? 'it' : 'en',
      }}
      placeholder={<BoxRoom price={shown} />}
      failure={(action) => (
        <p className="notice error" role="alert">
          {action === 'buy' ? BOOK_DETAIL.purchaseFailed : PHYSICAL.basketUnavailable}
        </p>
      )}
    />
  );
}
