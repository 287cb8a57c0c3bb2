import { Link } from 'react-router-dom';
import { MAX_LINE_QUANTITY, type BasketItem } from '@publisher/shared/domain/basket';
import { removeFromBasket, setQuantity } from './store';
import { ORDERS } from '../strings/orders';
import { formatGbp } from '@publisher/shared/domain/format';

interface Props {
  item: BasketItem;
  unitPrice: number | undefined;
  onRemoved: (title: string) => void;
  /** Id of the sentence naming the per-book limit, for the quantity field's description. */
  limitId: string;
}

export function BasketLine({ item, unitPrice, onRemoved, limitId }: Props) {
  const s = ORDERS.basket;
  const qtyId = `basket-qty-${item.priceId}`;
  return (
    <li className="basket-line">
      <div className="basket-title">
        <Link to={`/books/${item.slug}`}>{item.title}</Link>
        {unitPrice !== undefined ? <span className="muted"> · {formatGbp(unitPrice)}</span> : null}
      </div>
      <div className="basket-qty" role="group" aria-label={s.quantity(item.title)}>
        <button
          type="button"
          className="basket-step"
          aria-label={s.decrease(item.title)}
          disabled={item.quantity <= 1}
          onClick={() => setQuantity(item.priceId, item.quantity - 1)}
        >
          −
        </button>
        <input
          id={qtyId}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LINE_QUANTITY}
          value={item.quantity}
          aria-label={s.quantity(item.title)}
          aria-describedby={limitId}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (Number.isFinite(n) && n >= 1) setQuantity(item.priceId, n);
          }}
        />
        <button
          type="button"
          className="basket-step"
          aria-label={s.increase(item.title)}
          disabled={item.quantity >= MAX_LINE_QUANTITY}
          onClick={() => setQuantity(item.priceId, item.quantity + 1)}
        >
          +
        </button>
      </div>
      <div className="basket-line-total">{unitPrice !== undefined ? formatGbp(unitPrice * item.quantity) : null}</div>
      <button
        type="button"
        className="button secondary basket-remove"
        aria-label={s.removeLabel(item.title)}
        onClick={() => {
          removeFromBasket(item.priceId);
          onRemoved(item.title);
        }}
      >
        {s.remove}
      </button>
    </li>
  );
}
