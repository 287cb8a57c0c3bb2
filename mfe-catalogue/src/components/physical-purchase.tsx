import type { Book } from '@publisher/shared/contracts/content';
import { physicalOffer } from '@publisher/shared/domain/catalogue-offers';
import { present } from '@publisher/shared/domain/catalogue-text';
import { BUY_BOX_MODULE } from '@publisher/shared/fragments';
import { RemoteFragment } from '@publisher/shared-react/fragment';
import { ITALIAN } from '../i18n/editions';
import { useLocale } from '../i18n/locale';

/** The box's height while its code loads on a page rendered in the browser: nothing moves when it arrives. */
const PLACEHOLDER_STYLE = { minHeight: '17.5rem' } as const;

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
        price: price(offer.priceGbp),
        lang: lang === ITALIAN ? 'it' : 'en',
      }}
      placeholder={<div className="card cat-physical" style={PLACEHOLDER_STYLE} aria-busy="true" />}
      failure={(action) => (
        <p className="notice error" role="alert">
          {action === 'buy' ? BOOK_DETAIL.purchaseFailed : PHYSICAL.basketUnavailable}
        </p>
      )}
    />
  );
}
