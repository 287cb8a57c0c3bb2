/**
 * User-facing strings of the catalogue remote, split by area. Strings quoted by shared SPEC.md
 * are copied word for word (marked "spec"); the rest is our own copy.
 */
export const COMMON = {
  retry: 'Try again',
  closeDialog: 'Close dialog',
  readMore: 'Read More', // spec
  readLess: 'Read Less', // spec
  opensInNewTab: '(opens in a new tab)',
  genre: 'Genre',
  language: 'Language',
  pages: 'Pages',
  isbn: 'ISBN',
  published: 'Published',
} as const;

/** Purchase links by edition and release state (spec sections 2 and 4). */
export const PURCHASE = {
  buyPrint: 'Buy Print', // spec
  buyEpub: 'Buy ePub', // spec
  buyKindle: 'Buy Kindle', // spec
  linksLabel: 'Where to buy',
  comingSoon: 'Coming Soon', // spec
  expected: (date: string) => `Expected release date: ${date}`,
  expectedUnknown: 'Release date to be announced',
  presale: 'PreSale Available', // spec
  presaleLead: 'Reserve your copy now and it will be delivered on release day.',
  presaleLink: 'Pre-order Now',
  noLinks: 'Purchase links for this title are on their way. Contact us to reserve a copy.',
} as const;

/** The preview frame states (spec sections 4 and 8). */
export const PREVIEW = {
  loading: 'Loading book preview...', // spec
  unavailable: 'Preview Unavailable', // spec
  unavailableBody: 'The preview could not be shown here. You can still open it directly.',
  openInNewTab: 'Open preview in a new tab',
  notAvailable: 'Preview Not Available', // spec
  notAvailableBody: 'There is no free preview of this book yet.',
  frameTitle: (title: string) => `Preview of ${title}`,
} as const;
