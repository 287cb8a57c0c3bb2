/** Spec "Physical books": 1–5 copies of a printed book, in the purchase box and the basket alike. */
export const MAX_PRINT_COPIES = 5;

/** What the basket, the book page and the API (create-checkout) say when a line would pass the limit. */
export const PRINT_COPIES_LIMIT = `You can order up to ${MAX_PRINT_COPIES} copies of a printed book.`;
