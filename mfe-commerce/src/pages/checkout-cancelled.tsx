import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { basketCount } from '@publisher/shared/domain/basket';
import { readBasket } from '../basket/store';
import { SITE } from '@publisher/shared/site';
import { ORDERS } from '../strings/orders';
import type { CancelledStrings } from '../strings/it';

/** What a language's checkout-cancelled page says, and where its Continue browsing link goes. */
export interface CancelledLanguage {
  s: CancelledStrings;
  /** Set on the page's content when it is not the site's language ("it"). */
  lang?: string;
  /** The books page of that language. */
  books: string;
}

const ENGLISH: CancelledLanguage = { s: ORDERS.cancelled, books: '/books' };

// The basket is this browser's (localStorage): the server's HTML of the Italian page shows none,
// and hydration then reads the browser's, as a first render in the browser does at once.
const unchanging = () => () => undefined;
const basketInThisBrowser = () => basketCount(readBasket());
const noBasketOnTheServer = () => 0;

/** The page a buyer returns to from a cancelled checkout; the Italian one (./it/checkout-cancelled.tsx) in its words. */
export function CheckoutCancelled({ s, lang, books }: CancelledLanguage) {
  const inBasket = useSyncExternalStore(unchanging, basketInThisBrowser, noBasketOnTheServer);
  return (
    <section className="page commerce-narrow" lang={lang}>
      <h1>{s.heading}</h1>
      <p className="notice">{s.body}</p>
      <p>{inBasket > 0 ? s.basketKept : s.nothingLost}</p>
      <p className="orders-actions">
        {inBasket > 0 ? (
          <Link className="button" to="/basket">
            {s.backToBasket}
          </Link>
        ) : null}
        <Link className={inBasket > 0 ? 'button secondary' : 'button'} to={books}>
          {s.browse}
        </Link>
      </p>
      <p className="muted">
        {s.questions} <a href={`mailto:${SITE.email}`}>{SITE.email}</a>.
      </p>
    </section>
  );
}

export default function CheckoutCancelledPage() {
  return <CheckoutCancelled {...ENGLISH} />;
}
