import { useState } from 'react';
import { Link } from 'react-router-dom';
import { basketCount } from '@publisher/shared/domain/basket';
import { readBasket } from '../basket/store';
import { SITE } from '@publisher/shared/site';
import { ORDERS } from '../strings/orders';

export default function CheckoutCancelledPage() {
  const s = ORDERS.cancelled;
  const [inBasket] = useState(() => basketCount(readBasket()));
  return (
    <section className="page narrow">
      <h1>{s.heading}</h1>
      <p className="notice">{s.body}</p>
      <p>{inBasket > 0 ? s.basketKept : s.nothingLost}</p>
      <p className="orders-actions">
        {inBasket > 0 ? (
          <Link className="button" to="/basket">
            {s.backToBasket}
          </Link>
        ) : null}
        <Link className={inBasket > 0 ? 'button secondary' : 'button'} to="/books">
          {s.browse}
        </Link>
      </p>
      <p className="muted">
        {s.questions} <a href={`mailto:${SITE.email}`}>{SITE.email}</a>.
      </p>
    </section>
  );
}
