/** The creator products' own pages (the spec's static link targets) and their names. */
export const PRODUCTS = {
  'cover-creator': {
    name: 'Cover Creator Guide',
    price: '£27',
    priceNote: 'one-time purchase',
    tagline: 'Design a professional book cover yourself, step by step.',
    what: 'The Cover Creator Guide is the method our designers use, written for authors who want to make their own cover: how covers sell in each genre, choosing and licensing images, type that reads at thumbnail size, and print files with the right trim, bleed and spine for KDP and IngramSpark.',
    includes: [
      'The step-by-step guide (PDF)',
      'Layered cover templates for the common trim sizes',
      'A spine-width and bleed worksheet',
      'Checklists for ebook and print submission',
    ],
    storeUrl: 'https://ashgrovepress.gumroad.com/l/cover-creator',
  },
  'sound-craftery': {
    name: 'Sound Craftery Pro',
    price: '£97',
    priceNote: 'professional licence',
    tagline: 'Sound design for audiobooks, podcasts and book trailers.',
    what: 'Sound Craftery Pro is our sound-design toolkit for authors and narrators: room-tone and ambience beds, transitions, and mastering presets that meet audiobook platform loudness rules, with a professional licence to use them in commercial releases.',
    includes: [
      'Ambience and transition library (WAV)',
      'Mastering presets with a loudness guide',
      'A recording and editing workflow guide (PDF)',
      'A professional licence for commercial audiobooks, podcasts and trailers',
    ],
    storeUrl: 'https://ashgrovepress.gumroad.com/l/sound-craftery',
  },
  'year7-maths': { name: 'the Year 7 Mathematics Workbook', infoPath: '/year7-maths' },
  labels: {
    includes: "What's included",
    howToBuy: 'How to buy',
    buy: 'Buy on Gumroad',
    newTab: '(opens in a new tab)',
    whatItIs: 'What it is',
    steps: [
      'Buy it from our store on Gumroad: payment is secure and in pounds sterling.',
      'Your receipt e-mail gives your order number and, where there is one, your licence key, plus your download link.',
      'Come back any time to validate your purchase with those details.',
    ] as readonly string[],
    validateHeading: 'Already bought it?',
    validate: 'Validate your purchase',
    utilities: 'All Creator Utilities',
  },
} as const;
