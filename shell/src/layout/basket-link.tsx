import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { BASKET_STORAGE_KEY, EVENTS, type BasketUpdatedDetail } from '@publisher/shared/events';
import { basketCount, readBasket } from '@publisher/shared/domain/basket';

const safeCount = (): number => {
  try {
    return basketCount(readBasket());
  } catch {
    return 0;
  }
};

/** The basket count in the header. Commerce owns the basket; it announces changes by event. */
export function BasketLink() {
  const [count, setCount] = useState(safeCount);

  useEffect(() => {
    const onUpdate = (e: Event) => setCount((e as CustomEvent<BasketUpdatedDetail>).detail.count);
    const onStorage = (e: StorageEvent) => e.key === BASKET_STORAGE_KEY && setCount(safeCount());
    window.addEventListener(EVENTS.basketUpdated, onUpdate);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(EVENTS.basketUpdated, onUpdate);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  if (count === 0) return null;
  return (
    <Link to="/basket" className="basket-link" aria-label={`Basket, ${count} ${count === 1 ? 'item' : 'items'}`}>
      Basket <span className="basket-count">{count}</span>
    </Link>
  );
}
