import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { basketCount } from '@publisher/shared/domain/basket';
import { basketCheckoutRequest, CheckoutError, createBasketCheckout } from '@publisher/shared/domain/commerce-checkout';
import { BasketLine } from '../basket/basket-line';
import { markBasketCheckout } from '../basket/checkout-marker';
import { useBasket } from '../basket/use-basket';
import { useUnitPrices } from '../basket/use-unit-prices';
import { ORDERS } from '../strings/orders';
import { formatGbp } from '@publisher/shared/domain/format';

/** The limit sentence, which each quantity field names as its description. */
const LIMIT_ID = 'basket-print-limit';

export default function BasketPage() {
  const s = ORDERS.basket;
  const items = useBasket();
  const prices = useUnitPrices(items);
  const [status, setStatus] = useState<'idle' | 'processing' | 'failed'>('idle');
  // The server's own sentence (e.g. the print limit), shown as given under "Checkout failed".
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const allPriced = items.every((i) => prices.has(i.priceId));
  const subtotal = items.reduce((sum, i) => sum + (prices.get(i.priceId) ?? 0) * i.quantity, 0);

  const checkout = async () => {
    setStatus('processing');
    setServerMessage(null);
    try {
      const url = await createBasketCheckout(basketCheckoutRequest(items, window.location.origin));
      markBasketCheckout();
      window.location.assign(url);
    } catch (error) {
      setServerMessage(error instanceof CheckoutError ? error.serverMessage : null);
      setStatus('failed');
    }
  };

  const onRemoved = (title: string) => {
    setRemoved(title);
    headingRef.current?.focus();
  };

  return (
    <div className="page commerce-narrow basket">
      <h1 ref={headingRef} tabIndex={-1}>
        {s.heading}
      </h1>
      <p className="visually-hidden" role="status">
        {removed ? s.removed(removed) : ''}
      </p>
      {items.length === 0 ? (
        <div className="card basket-empty">
          <p>{s.empty}</p>
          <p className="muted">{s.emptyHint}</p>
          <Link className="button" to="/books">
            {s.browse}
          </Link>
        </div>
      ) : (
        <>
          <p className="muted">{s.count(basketCount(items))}</p>
          <ul className="basket-lines" aria-label={s.itemsLabel}>
            {items.map((item) => (
              <BasketLine
                key={item.priceId}
                item={item}
                unitPrice={prices.get(item.priceId)}
                onRemoved={onRemoved}
                limitId={LIMIT_ID}
              />
            ))}
          </ul>
          <p id={LIMIT_ID} className="muted basket-limit">
            {s.limit}
          </p>
          {allPriced && prices.size > 0 ? (
            <p className="basket-subtotal">
              {s.subtotal} <strong>{formatGbp(subtotal)}</strong>
            </p>
          ) : null}
          <p className="muted">{s.pricesNote}</p>
          <div role="alert" className="basket-alert">
            {status === 'failed' ? (
              <div className="notice error">
                <p>
                  <strong>{s.failed}</strong>
                </p>
                <p>{serverMessage ?? s.failedHint}</p>
              </div>
            ) : null}
          </div>
          <button
            type="button"
            className="button basket-checkout"
            disabled={status === 'processing'}
            onClick={checkout}
          >
            {status === 'processing' ? s.processing : s.checkout}
          </button>
        </>
      )}
    </div>
  );
}
