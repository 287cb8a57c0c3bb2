import type { Book, Story } from '@publisher/shared/contracts/content';
import { presentLinks, type LabelledLink } from '../lib/links';
import { useStrings, type Strings } from '../i18n/locale';
import { ExternalLink } from './external-link';

type Buyable = Pick<Book | Story, 'buyPrint' | 'buyEpub' | 'buyKindle'>;

export function buyLinks(item: Buyable, PURCHASE: Strings['PURCHASE']): LabelledLink[] {
  return presentLinks([
    [PURCHASE.buyPrint, item.buyPrint],
    [PURCHASE.buyEpub, item.buyEpub],
    [PURCHASE.buyKindle, item.buyKindle],
  ]);
}

/** Buy Print, Buy ePub and Buy Kindle, each only when present. */
export function PurchaseLinks({ item, fallback = true }: { item: Buyable; fallback?: boolean }) {
  const { PURCHASE } = useStrings();
  const links = buyLinks(item, PURCHASE);
  if (links.length === 0) return fallback ? <p className="muted">{PURCHASE.noLinks}</p> : null;
  return (
    <ul className="cat-buy-links" aria-label={PURCHASE.linksLabel}>
      {links.map((l) => (
        <li key={l.label}>
          <ExternalLink href={l.href} className="button secondary">
            {l.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
