import { useEffect, useId, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { PHYSICAL_QUANTITIES } from '@publisher/shared/domain/catalogue-offers';
import { checkoutFailureText } from '@publisher/shared/domain/checkout-failure';
import { createPhysicalCheckout } from '@publisher/shared/domain/commerce-checkout';
import { FRAGMENT_ACTION_ATTRIBUTE, type FragmentHost } from '@publisher/shared/fragments';
import { addToBasketWithinLimit } from '../basket/store';
import { BUY_BOX_IT } from '../strings/it';
import { followLink } from './mount';
import { BUY_BOX, type BuyBoxStrings } from './strings';
// The box's look travels with it (its module's style sheet; the host inlines or links it for the server's HTML).
import './buy-box.css';

/*
 * The buy box commerce lends the catalogue's book pages (issue 26, decision 136): the paperback's
 * price, quantity, Buy (a physical checkout) and Add to basket (commerce's own basket store), and
 * what each says. The catalogue decides whether a book has a physical offer and gives what it knows
 * of it; the words are commerce's, in the page's language.
 */

/** What the catalogue gives: the book, its physical offer (price id, the price as the page writes it), the page's language. */
export const buyBoxPropsSchema = z.object({
  slug: z.string().check(z.minLength(1), z.maxLength(200)),
  title: z.string().check(z.minLength(1), z.maxLength(500)),
  priceId: z.string().check(z.minLength(1), z.maxLength(200)),
  price: z.string().check(z.maxLength(40)),
  lang: z.enum(['en', 'it']),
});
export type BuyBoxProps = z.infer<typeof buyBoxPropsSchema>;

/** The presses a reader can make before the box's code is on the page (FRAGMENT_ACTION_ATTRIBUTE). */
export type BuyBoxAction = 'buy' | 'add';

type Status =
  | { kind: 'idle' }
  | { kind: 'processing' }
  | { kind: 'error'; message: string }
  | { kind: 'added'; count: number; limited: boolean };

export const buyBoxStrings = (lang: BuyBoxProps['lang']): BuyBoxStrings => (lang === 'it' ? BUY_BOX_IT : BUY_BOX);

/** A failed checkout in the box's words (spec section 8): the server's own text on an English page only. */
export const checkoutFailure = (error: unknown, lang: BuyBoxProps['lang']): string =>
  checkoutFailureText(error, buyBoxStrings(lang), lang === 'en');

export interface BuyBoxViewProps extends BuyBoxProps {
  host: FragmentHost;
  /** The quantity the reader chose in the server's HTML before this code arrived. */
  chosenQuantity?: number | undefined;
  /** Where the browser goes for a checkout (tests). */
  assign?: (url: string) => void;
}

export function BuyBox({ slug, title, priceId, price, lang, host, chosenQuantity, assign }: BuyBoxViewProps) {
  const s = buyBoxStrings(lang);
  const quantityId = useId();
  // The quantity chosen in the server's HTML while this code loaded is the first state: a press that
  // hydrates the box at once (before any effect) buys what the reader sees.
  const quantities: readonly number[] = PHYSICAL_QUANTITIES;
  const chosen = chosenQuantity !== undefined && quantities.includes(chosenQuantity) ? chosenQuantity : 1;
  const [quantity, setQuantity] = useState(chosen);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const replayed = useRef(false);

  const buy = async (copies: number) => {
    setStatus({ kind: 'processing' });
    try {
      const url = await createPhysicalCheckout({
        priceId,
        bookSlug: slug,
        quantity: copies,
        ...(lang === 'it' ? { locale: 'it' as const } : {}),
      });
      (assign ?? ((to: string) => window.location.assign(to)))(url);
    } catch (error) {
      setStatus({ kind: 'error', message: checkoutFailure(error, lang) });
    }
  };

  const add = (copies: number) => {
    // The basket holds at most 5 copies of a book: say how many actually went in, and why not more.
    try {
      const { added, limited } = addToBasketWithinLimit({ slug, title, priceId, quantity: copies });
      setStatus({ kind: 'added', count: added, limited });
    } catch {
      // Storage refused (full, or blocked): the basket cannot keep it.
      setStatus({ kind: 'error', message: s.purchaseFailed });
    }
  };

  // Live now: a press made before the code came, once, with the quantity chosen then.
  useEffect(() => {
    if (replayed.current || !host.action) return;
    replayed.current = true;
    if (host.action === 'buy') void buy(chosen);
    else if (host.action === 'add') add(chosen);
    // Once, when the box first goes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const processing = status.kind === 'processing';
  const action = (name: BuyBoxAction) => ({ [FRAGMENT_ACTION_ATTRIBUTE]: name });
  return (
    <section className="card commerce-buy-box" aria-labelledby={`${quantityId}-h`}>
      <h2 id={`${quantityId}-h`}>{s.heading}</h2>
      <p className="commerce-buy-box-price">{price}</p>
      <div className="field commerce-buy-box-quantity">
        <label htmlFor={quantityId}>{s.quantity}</label>
        <select
          id={quantityId}
          value={quantity}
          disabled={processing}
          onChange={(e) => setQuantity(Number(e.target.value))}
        >
          {PHYSICAL_QUANTITIES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <p className="muted commerce-buy-box-shipping">{s.shipping}</p>
      <div className="commerce-buy-box-actions">
        <button
          type="button"
          className="button"
          disabled={processing}
          onClick={() => void buy(quantity)}
          {...action('buy')}
        >
          {processing ? s.processing : s.buy}
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={processing}
          onClick={() => add(quantity)}
          {...action('add')}
        >
          {s.addToBasket}
        </button>
      </div>
      <div aria-live="polite">
        {status.kind === 'added' && (
          <p className={status.count > 0 ? 'notice success commerce-buy-box-added' : 'notice commerce-buy-box-added'}>
            {status.count > 0 ? `${s.added(status.count)} ` : null}
            {status.limited ? `${s.limit} ` : null}
            <a href="/basket" onClick={followLink(host.navigate, '/basket')}>
              {s.viewBasket}
            </a>
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
