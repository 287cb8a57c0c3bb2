import { PRINT_COPIES_LIMIT } from '@publisher/shared/domain/print-copies';

/*
 * The buy box's words (decision 136): the sentences the catalogue's purchase box said before commerce
 * lent it, word for word, in the page's language. The Italian ones are in src/strings/it.ts (BUY_BOX_IT),
 * ICU messages compiled at build time like the rest of commerce's Italian (decision 134).
 */

export const BUY_BOX = {
  heading: 'Paperback Edition',
  quantity: 'Quantity',
  buy: 'Buy Paperback',
  shipping: 'Shipping is UK only. Delivery in 3-7 business days. Shipping calculated at checkout.', // spec
  addToBasket: 'Add to basket',
  added: (n: number) => (n === 1 ? 'Added 1 copy to your basket.' : `Added ${n} copies to your basket.`),
  viewBasket: 'View basket',
  /** The basket holds 1–5 copies per book; the API and the basket say the same sentence. */
  limit: PRINT_COPIES_LIMIT,
  processing: 'Processing...', // spec
  checkoutFailed: 'Failed to create checkout session', // spec
  purchaseFailed: 'Purchase failed. Please try again.', // spec
};

export type BuyBoxStrings = {
  readonly [K in keyof typeof BUY_BOX]: (typeof BUY_BOX)[K] extends (n: number) => string
    ? (n: number) => string
    : string;
};

/** The header's basket link: "Basket, 2 items". */
export const basketLabel = (count: number): string => `Basket, ${count} ${count === 1 ? 'item' : 'items'}`;
