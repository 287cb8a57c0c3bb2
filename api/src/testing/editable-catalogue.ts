import type { Book } from '@publisher/shared/contracts/content';
import { flipbookPriceId, physicalOffer } from '@publisher/shared/domain/catalogue-offers';
import type { PriceSource } from '@publisher/shared/server/payments/prices';
import { TEST_BOOKS } from './stripe-app-harness';

/**
 * The payments' test catalogue, editable while a buyer is at Stripe: its price allow-list follows
 * the books as the content store's does (a paperback only while on offer, a flipbook only with a
 * flipbook to deliver), so marking a book sold out or changing a price id withdraws the old price.
 */
export function editableCatalogue(): { books: Book[]; book(slug: string): Book; store: PriceSource } {
  const books = structuredClone(TEST_BOOKS);
  return {
    books,
    book: (slug) => books.find((b) => b.slug === slug)!,
    store: {
      listBooks: async () => books,
      knownPriceIds: async () =>
        [...new Set(books.flatMap((b) => [flipbookPriceId(b), physicalOffer(b)?.priceId ?? null]))]
          .filter((id): id is string => id !== null)
          .sort(),
    },
  };
}
