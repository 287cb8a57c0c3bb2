import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { clearBasket } from '@publisher/shared/domain/basket';
import { SITE } from '@publisher/shared/site';
import { takeBasketCheckout } from '../basket/checkout-marker';
import { ORDERS } from '../strings/orders';

export default function ThankYouPage() {
  const s = ORDERS.thankYou;
  const [params] = useSearchParams();
  const reference = params.get('session_id')?.trim() || params.get('order')?.trim() || '';
  const [cleared, setCleared] = useState(false);

  // A completed basket purchase empties the basket (once; other checkouts leave it alone).
  useEffect(() => {
    if (takeBasketCheckout()) {
      clearBasket();
      setCleared(true);
    }
  }, []);

  return (
    <div className="page narrow orders">
      <h1>{s.heading}</h1>
      <p className="notice success">{s.confirmed}</p>
      {reference ? (
        <p>
          {s.reference}: <code className="orders-ref">{reference}</code>
        </p>
      ) : null}
      {cleared ? (
        <p className="muted" role="status">
          {s.basketCleared}
        </p>
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
        <Link className="button" to="/books">
          {s.browse}
        </Link>
      </p>
    </div>
  );
}
