import { useEffect, useState } from 'react';
import { bookListSchema } from '@publisher/shared/contracts/content';

/**
 * Display prices (GBP) by price id, from the catalogue: the basket stores price ids only, never
 * amounts, and the checkout is priced by the server. Empty until loaded or when the read fails.
 */
export function useUnitPrices(): ReadonlyMap<string, number> {
  const [prices, setPrices] = useState<ReadonlyMap<string, number>>(new Map());
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/books', { headers: { accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        const { books } = bookListSchema.parse(await response.json());
        const map = new Map<string, number>();
        for (const book of books) {
          if (book.physicalPriceId && book.physicalPriceGbp) map.set(book.physicalPriceId, book.physicalPriceGbp);
        }
        setPrices(map);
      })
      // Prices are a courtesy here; the basket works without them.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return prices;
}
