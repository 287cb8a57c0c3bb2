import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { BASKET_MODULE } from '@publisher/shared/remote-names';
import { EVENTS, type BasketAddRequest, type BasketUpdatedDetail } from '@publisher/shared/events';
import { loadRemoteModule } from '../federation/runtime';

/*
 * The basket count in the header (decision 108). Commerce owns the basket and announces its count
 * (EVENTS.basketUpdated) whenever it changes and whenever its code arrives on a page; the shell keeps
 * the last count announced under its own key, so every page, and every tab, shows it without any
 * commerce code. No package but commerce reads the basket itself.
 */
const COUNT_KEY = 'ashgrove-press:shell:basket-count';

const storedCount = (): number => {
  try {
    const n = Number(localStorage.getItem(COUNT_KEY) ?? 0);
    return Number.isInteger(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
};

/**
 * A request to add to the basket that no commerce code on the page answered (a book page of the
 * catalogue): load commerce's basket service alone; it answers the request again once ready.
 */
function useBasketBroker(): void {
  useEffect(() => {
    const onAdd = (e: Event) => {
      const request = (e as CustomEvent<BasketAddRequest | undefined>).detail;
      // After every listener of this dispatch has run: the service, if present, has taken it.
      queueMicrotask(() => {
        if (request && !request.handled) loadRemoteModule('commerce', BASKET_MODULE).catch(() => undefined);
      });
    };
    window.addEventListener(EVENTS.basketAdd, onAdd);
    return () => window.removeEventListener(EVENTS.basketAdd, onAdd);
  }, []);
}

export function BasketLink() {
  const [count, setCount] = useState(storedCount);
  useBasketBroker();

  useEffect(() => {
    const onUpdate = (e: Event) => {
      const next = (e as CustomEvent<BasketUpdatedDetail>).detail.count;
      setCount(next);
      try {
        localStorage.setItem(COUNT_KEY, String(next));
      } catch {
        // Storage blocked: this page still shows it.
      }
    };
    const onStorage = (e: StorageEvent) => e.key === COUNT_KEY && setCount(storedCount());
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
