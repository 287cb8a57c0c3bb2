/* The sample reader's and the full flipbook's words (their own module: only those pages load them). */

export const READER = {
  heading: (title: string) => `${title}: Free Sample`,
  /** The heading after the book's title (the title is marked with the book's language). */
  headingAfterTitle: ': Free Sample',
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
