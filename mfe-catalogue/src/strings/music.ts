export const MUSIC = {
  heading: 'Music',
  intro: 'Songs, scores and music sheets by the composers and songwriters we publish.',
  loading: 'Loading music...',
  empty: 'No musical entries yet.', // spec
  error: 'We could not load our music just now. Please try again.',
  details: 'View Details',
  artworkAlt: (title: string) => `Artwork for ${title}`,
  comingSoon: 'Coming Soon', // spec
  comingSoonBody: 'This piece is not out yet. Check back soon.',
  released: (date: string) => `Released ${date}`,
  /** A release date after today: the coming-soon entry is not out yet. */
  expected: (date: string) => `Expected release date: ${date}`,
  listen: 'Listen Now',
  sheetHeading: 'Music sheet',
  sheetPrice: (price: string) => `Music sheet: ${price}`,
  sheetLead: 'A printable score, sent to your e-mail after payment.',
  fullPage: 'Open the full page',
  backToMusic: 'Back to Music',
  notFound: 'Not found', // spec
  notFoundBody: 'We couldn’t find that piece of music. It may have been renamed or withdrawn.',
  entryError: 'There was an error loading this piece of music.',
} as const;

export const PAYPAL = {
  loading: 'Loading payment options...',
  failed: 'PayPal button failed to load', // spec
  failedHelp: 'You can still order this music sheet by e-mail and we will send a secure payment link:',
  emailSubject: (title: string) => `Music sheet order: ${title}`,
  label: 'Pay with PayPal',
} as const;
