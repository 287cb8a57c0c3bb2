import type { Book } from '@publisher/shared/contracts/content';
import { releaseState, type ReleaseFields } from '@publisher/shared/domain/catalogue-release';
import { present } from '@publisher/shared/domain/catalogue-text';
import { useLocale, useStrings } from '../i18n/locale';
import { ExternalLink } from './external-link';
import { NotifyForm } from './notify-form';
import { PurchaseLinks } from './purchase-links';

/**
 * Purchase links by release state (spec section 4): Coming Soon with the expected date,
 * PreSale Available with the pre-order link, or the buy links of a book on sale.
 */
export function ReleaseBlock({ book }: { book: Book }) {
  const state = releaseState(book);
  const { s, day } = useLocale();
  const { PURCHASE, NOTIFY } = s;
  if (state === 'coming-soon') {
    const date = day(book.releaseDate);
    return (
      <div className="notice cat-release" data-release="coming-soon">
        <p className="cat-release-title">{PURCHASE.comingSoon}</p>
        <p>{date ? PURCHASE.expected(date) : PURCHASE.expectedUnknown}</p>
        {/* Readers who ask are told when it is out (decision 124). */}
        <NotifyForm topic={`book/${book.slug}`} intro={NOTIFY.book.intro} button={NOTIFY.book.button} />
      </div>
    );
  }
  if (state === 'presale') {
    const presaleUrl = present(book.presaleUrl);
    const date = day(book.releaseDate);
    return (
      <div className="notice success cat-release" data-release="presale">
        <p className="cat-release-title">{PURCHASE.presale}</p>
        <p>
          {PURCHASE.presaleLead}
          {date && ` ${PURCHASE.expected(date)}.`}
        </p>
        {presaleUrl && (
          <p>
            <ExternalLink href={presaleUrl} className="button">
              {PURCHASE.presaleLink}
            </ExternalLink>
          </p>
        )}
        <PurchaseLinks item={book} fallback={!presaleUrl} />
      </div>
    );
  }
  return (
    <div className="cat-release" data-release="on-sale">
      <PurchaseLinks item={book} />
    </div>
  );
}

/** A short label on a book card: Coming Soon or PreSale Available; nothing for a book on sale. */
export function ReleaseChip({ book }: { book: ReleaseFields }) {
  const state = releaseState(book);
  const { PURCHASE } = useStrings();
  if (state === 'on-sale') return null;
  return (
    <p className={state === 'presale' ? 'cat-chip cat-chip-accent' : 'cat-chip'}>
      {state === 'presale' ? PURCHASE.presale : PURCHASE.comingSoon}
    </p>
  );
}
