import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { clearBasket } from '../basket/store';
import { SITE } from '@publisher/shared/site';
import { takeBasketCheckout } from '../basket/checkout-marker';
import { claimFullFlipbooks, type ReadableFlipbook } from '../portal/full-flipbook';
import { ORDERS } from '../strings/orders';
import type { ThankYouStrings } from '../strings/it';

/** ASH-XXXX-XXXX in the alphabet without 0/O/1/I/L (api/src/ports/order-reference.ts). */
const ORDER_REFERENCE = /^ASH-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** What a language's thank-you page says, and where its Continue browsing link goes. */
export interface ThankYouLanguage {
  s: ThankYouStrings;
  /** Set on the page's content when it is not the site's language ("it"). */
  lang?: string;
  /** The books page of that language. */
  books: string;
}

const ENGLISH: ThankYouLanguage = { s: ORDERS.thankYou, books: '/books' };

/** The page a buyer returns to from a paid checkout; the Italian one (./it/thank-you.tsx) in its words. */
export function ThankYou({ s, lang, books }: ThankYouLanguage) {
  const [params] = useSearchParams();
  // The readable reference the checkout put in its success URL (decision 120); the session id for an older one.
  const order = params.get('order')?.trim().toUpperCase() ?? '';
  const reference = ORDER_REFERENCE.test(order) ? order : params.get('session_id')?.trim() || order;
  const [cleared, setCleared] = useState(false);
  const [flipbooks, setFlipbooks] = useState<ReadableFlipbook[]>([]);
  const sessionId = params.get('session_id')?.trim() ?? '';

  // A full flipbook in this order is delivered here: its reading token is kept for /read/full.
  useEffect(() => {
    if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) return undefined;
    let active = true;
    void claimFullFlipbooks({ sessionId }).then((books) => active && setFlipbooks(books));
    return () => {
      active = false;
    };
  }, [sessionId]);

  // A completed basket purchase empties the basket (once; other checkouts leave it alone).
  useEffect(() => {
    if (takeBasketCheckout()) {
      clearBasket();
      setCleared(true);
    }
  }, []);

  return (
    <div className="page commerce-narrow orders" lang={lang}>
      <h1>{s.heading}</h1>
      <p className="notice success">{s.confirmed}</p>
      {reference ? (
        <p>
          {s.reference}: <code className="orders-ref">{reference}</code>
        </p>
      ) : null}
      {ORDER_REFERENCE.test(reference) ? <p className="muted">{s.mailed}</p> : null}
      {cleared ? (
        <p className="muted" role="status">
          {s.basketCleared}
        </p>
      ) : null}
      {flipbooks.length > 0 ? (
        <section className="card orders-card orders-flipbook" aria-labelledby="orders-flipbook" role="status">
          <h2 id="orders-flipbook">{s.flipbookHeading}</h2>
          <p>{s.flipbookBody}</p>
          <p className="orders-flipbook-links">
            {flipbooks.map((b) => (
              <Link key={b.slug} className="button" to={`/read/full/${b.slug}`}>
                {s.readNow(b.title)}
              </Link>
            ))}
          </p>
        </section>
      ) : null}
      <h2>{s.nextSteps}</h2>
      <div className="orders-steps">
        <section className="card orders-card" aria-labelledby="orders-digital">
          <h3 id="orders-digital">{s.digitalHeading}</h3>
          <p>{s.digital}</p>
        </section>
        <section className="card orders-card" aria-labelledby="orders-physical">
          <h3 id="orders-physical">{s.physicalHeading}</h3>
          <p>{s.physical}</p>
        </section>
      </div>
      <p>
        {s.questions} <a href={`mailto:${SITE.email}`}>{SITE.email}</a>.
      </p>
      <p>
        <Link className="button" to={books}>
          {s.browse}
        </Link>
      </p>
    </div>
  );
}

export default function ThankYouPage() {
  return <ThankYou {...ENGLISH} />;
}
