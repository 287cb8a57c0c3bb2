import { PRINT_COPIES_LIMIT } from '@publisher/shared/domain/print-copies';

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

export const PHYSICAL = {
  heading: 'Paperback Edition',
  quantity: 'Quantity',
  buy: 'Buy Paperback',
  notAvailable: 'Physical book not available for purchase', // spec
  shipping: 'Shipping is UK only. Delivery in 3-7 business days. Shipping calculated at checkout.', // spec
  addToBasket: 'Add to basket',
  added: (n: number) => (n === 1 ? 'Added 1 copy to your basket.' : `Added ${n} copies to your basket.`),
  viewBasket: 'View basket',
  basketUnavailable: 'The basket could not be reached just now. Please try again in a moment.',
  /** The basket holds 1–5 copies per book; the API and the basket say the same sentence. */
  limit: PRINT_COPIES_LIMIT,
} as const;

export const READER = {
  heading: (title: string) => `${title}: Free Sample`,
  lead: 'Read the opening pages free, then choose the edition you would like.',
  loading: 'Loading sample...',
  bookNotFound: 'Book not found', // spec
  failedToLoad: 'Failed to load book', // spec
  sampleNotAvailable: 'Sample not available for this book', // spec
  downloads: 'Downloads',
  samplePdf: 'Download Sample PDF',
  sampleEpub: 'Download Sample EPUB',
  fullPdf: 'Download Full PDF',
  fullEpub: 'Download Full EPUB',
  buyHeading: 'Enjoyed the sample?',
  backToBook: 'Back to the book page',
  viewerTitle: (title: string) => `Free sample of ${title}`,
} as const;

export const FLIPBOOK = {
  titleSuffix: 'Full Flipbook', // spec (page title: book title plus Full Flipbook)
  loading: 'Loading flipbook...',
  errorTitle: 'Flipbook Error', // spec
  bookNotFound: 'Book not found', // spec
  failedToLoadBook: 'Failed to load book', // spec
  invalidBookData: 'Invalid book data', // spec
  failedToInitialize: 'Failed to initialize flipbook viewer', // spec
  accessVerificationFailed: 'Access verification failed', // spec
  failedToVerify: 'Failed to verify access', // spec
  failedToLoadContent: 'Failed to load flipbook content', // spec
  accessHeading: 'Access Required',
  accessRequired: 'Please verify your purchase to access this content.', // spec
  verify: 'Verify Your Purchase',
  buyFlipbook: 'Buy the flipbook edition',
  backToBook: 'Back to the book page',
  frameTitle: (title: string) => `${title}: full flipbook`,
} as const;

/** /books filters, sort and pages (decision 104). */
export const BOOK_FILTERS = {
  formLabel: 'Filter and sort books',
  genre: 'Genre',
  anyGenre: 'All genres',
  language: 'Language',
  anyLanguage: 'All languages',
  author: 'Author',
  anyAuthor: 'All authors',
  format: 'Format',
  anyFormat: 'All formats',
  formats: { print: 'Print', ebook: 'Ebook', flipbook: 'Flipbook' },
  availability: 'Availability',
  anyAvailability: 'Any availability',
  availabilities: { 'on-sale': 'On sale', presale: 'Presale', 'coming-soon': 'Coming soon' },
  sort: 'Sort by',
  sorts: { newest: 'Newest first', title: 'Title, A to Z' },
  apply: 'Show books',
  clear: 'Clear filters',
  withCount: (label: string, count: number) => `${label} (${count})`,
  showing: (from: number, to: number, total: number) =>
    `Showing ${from}–${to} of ${total} ${total === 1 ? 'book' : 'books'}.`,
  noMatch: 'No books match these choices.',
  invalid: 'That choice is not one this catalogue offers.',
  pastEnd: (page: number, last: number) => `There is no page ${page}: the last page is ${last}.`,
  lastPage: (last: number) => `Go to page ${last}`,
  pages: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (n: number) => `Page ${n}`,
} as const;

/** Search (/search and the search boxes). */
export const SEARCH = {
  heading: 'Search',
  label: 'Search books, stories, authors and music',
  placeholder: 'Title, author, genre or ISBN',
  submit: 'Search',
  prompt: 'Type a title, an author, a pen name, a genre or an ISBN.',
  loading: 'Searching...',
  error: 'We could not search just now. Please try again.',
  tooLong: 'Please search with 200 characters or fewer.',
  results: (n: number, q: string) => `${n} ${n === 1 ? 'result' : 'results'} for “${q}”.`,
  more: (shown: number) => `Showing the best ${shown}. Add a word to narrow the search.`,
  none: (q: string) => `Nothing matches “${q}”. Try fewer words, or check the spelling.`,
  browse: 'Browse all books',
  kinds: { book: 'Book', story: 'Story', author: 'Author', music: 'Music' },
  titleFor: (q: string) => `Search: ${q}`,
} as const;
