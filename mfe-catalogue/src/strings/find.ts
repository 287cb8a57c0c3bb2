/* /books filters and the search (their own module: only the pages with a filter form or search box load them). */

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
