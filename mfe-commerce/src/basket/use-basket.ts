import { useEffect, useState } from 'react';
import { EVENTS } from '@publisher/shared/events';
import type { BasketItem } from '@publisher/shared/domain/basket';
import { BASKET_STORAGE_KEY, readBasket } from './store';

const safeRead = (): BasketItem[] => {
  try {
    return readBasket();
  } catch {
    return [];
  }
};

/** The basket as stored, kept current when this tab or another one changes it. */
export function useBasket(): BasketItem[] {
  const [items, setItems] = useState<BasketItem[]>(safeRead);
  useEffect(() => {
    const refresh = () => setItems(safeRead());
    const onStorage = (e: StorageEvent) => e.key === BASKET_STORAGE_KEY && refresh();
    window.addEventListener(EVENTS.basketUpdated, refresh);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(EVENTS.basketUpdated, refresh);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return items;
}
