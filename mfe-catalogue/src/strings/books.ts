export const BOOKS = {
  heading: 'Our Books',
  intro: 'Novels, non-fiction and collections from Ashgrove Press, in English and Italian.',
  loading: 'Loading books...', // spec
  empty: 'No books available yet. Check back soon for our latest publications!', // spec
  error: 'We could not load our books just now. Please try again.',
  coverAlt: (title: string) => `Cover of ${title}`,
  previewBook: 'Preview Book', // spec
  viewDetails: 'View Details', // spec
  fullDetails: 'See the book page',
} as const;

export const BOOK_DETAIL = {
  notFoundHeading: 'Book Not Found', // spec
  notFound: "We couldn't find a book with the slug", // spec
  backToBooks: 'Back to Books', // spec
  error: 'There was an error loading this book.', // spec
  loading: 'Loading book...',
  synopsis: 'Synopsis',
  readSample: 'Read Sample (Free)', // spec
  readFullFlipbook: 'Read Full Flipbook (Discounted)', // spec
  flipbookLead: 'Read the complete book as an illustrated flipbook, at a reader discount.',
  flipbookPrice: (price: string) => `Full flipbook: ${price}.`,
  collectorsHeading: "Collector's Edition",
  collectorsLead: 'The premium flipbook with illustrations, the soundtrack and extras, sold in our Gumroad store.',
  collectorsBuy: (price: string | null) =>
    price ? `Buy the Collector's Edition (${price}) on Gumroad` : "Buy the Collector's Edition on Gumroad",
  collectorsOwned: 'Already bought it?',
  collectorsOpen: "Open the Collector's Edition",
  processing: 'Processing...', // spec
  checkoutFailed: 'Failed to create checkout session', // spec
  purchaseFailed: 'Purchase failed. Please try again.', // spec
  byAuthor: (name: string) => `by ${name}`,
} as const;

/** The paperback box itself is commerce's (decision 136): the catalogue says only when there is none, or commerce is unreachable. */
export const PHYSICAL = {
  notAvailable: 'Physical book not available for purchase', // spec
  basketUnavailable: 'The basket could not be reached just now. Please try again in a moment.',
} as const;
