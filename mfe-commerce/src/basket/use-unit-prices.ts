import { useEffect, useState } from 'react';
import { requestJson } from '@publisher/shared/api-client';
import { bookResponseSchema, type Book } from '@publisher/shared/contracts/content';
import type { BasketItem } from '@publisher/shared/domain/basket';

/** The basket's books, one key per set of slugs (the effect reruns only when a book comes or goes). */
const slugKey = (items: readonly BasketItem[]) => [...new Set(items.map((i) => i.slug))].sort().join('\n');

async function readBook(slug: string, signal: AbortSignal): Promise<Book> {
  return (await requestJson(`/api/books/${encodeURIComponent(slug)}`, bookResponseSchema, { signal })).book;
}

/**
 * Display prices (GBP) by price id, from the record of each book in the basket (the list at
 * /api/books carries summaries only, without prices; a book's own record is usually already in
 * the browser's cache from the page that added it). The basket stores price ids only, never
 * amounts, and the checkout is priced by the server. Empty until loaded; a book that cannot be
 * read leaves its lines unpriced.
 */
export function useUnitPrices(items: readonly BasketItem[]): ReadonlyMap<string, number> {
  const [prices, setPrices] = useState<ReadonlyMap<string, number>>(new Map());
  const slugs = slugKey(items);
  useEffect(() => {
    if (!slugs) return;
    const controller = new AbortController();
    // Prices are a courtesy here; the basket works without them.
    const reads = slugs.split('\n').map((slug) => readBook(slug, controller.signal).catch(() => null));
    void Promise.all(reads).then((books) => {
      if (controller.signal.aborted) return;
      const map = new Map<string, number>();
      for (const book of books) {
        if (book?.physicalPriceId && book.physicalPriceGbp) map.set(book.physicalPriceId, book.physicalPriceGbp);
      }
      setPrices(map);
    });
    return () => controller.abort();
  }, [slugs]);
  return prices;
}
