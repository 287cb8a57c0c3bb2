import { SITE } from '@publisher/shared/site';
import type { PriceLine } from '@publisher/shared/domain/pricing';

const COMPLEXITY_NAMES: Record<string, string> = {
  simple: 'Simple',
  standard: 'Standard',
  moderate: 'Moderate',
  complex: 'Complex',
  premium: 'Premium',
};
const FORMAT_NAMES: Record<string, string> = { digital: 'ebook only', print: 'print only', both: 'print and ebook' };

/** The calculator's words: spec section 2 (Pricing calculator), 3, 4 and 8. */
export const CALC = {
  title: 'Book Design Pricing Calculator',
  lead: 'Professional cover design and interior typesetting for independent authors. Choose your services and options: the price updates as you go.',
  services: {
    legend: 'Services',
    hint: 'Choose one or both.',
    coverDesign: 'Cover design',
    coverDesignHint: 'A bespoke front cover, plus spine and back cover for print.',
    typesetting: 'Interior typesetting',
    typesettingHint: 'Your manuscript laid out as a print-ready interior.',
    none: 'Choose at least one service to see a price.',
  },
  cover: {
    heading: 'Cover details',
    complexity: 'Design complexity',
    complexityHints: {
      simple: 'Typography-led, one image',
      standard: 'Custom layout with licensed imagery',
      complex: 'Illustration or photo composite',
      premium: 'Fully illustrated, series-ready',
    } as Record<string, string>,
    formats: 'Formats',
    formatNames: { digital: 'Digital (ebook)', print: 'Print', both: 'Both print and digital' } as Record<
      string,
      string
    >,
    trimSize: 'Trim size',
    platform: 'Publishing platform',
    rush: 'Rush delivery (cover)',
  },
  typesetting: {
    heading: 'Typesetting details',
    pageCount: 'Page count',
    pageCountHint: 'Between 40 and 1200 pages.',
    complexity: 'Layout complexity',
    complexityHints: {
      simple: 'Mostly text: novels, memoirs',
      moderate: 'Headings, lists, some images',
      complex: 'Tables, footnotes, heavy illustration',
    } as Record<string, string>,
    perPage: (rate: number) => `£${rate} per page`,
    trimSize: 'Trim size',
    trimLocked: 'Follows the cover trim size while cover design is selected.',
    paperType: 'Paper type',
    platform: 'Printing platform',
    rush: 'Rush delivery (typesetting)',
  },
  options: {
    chooseTrim: 'Choose a trim size',
    trimSizes: { '5x8': '5 × 8 in', '6x9': '6 × 9 in', A5: 'A5 (148 × 210 mm)', custom: 'Custom size' } as Record<
      string,
      string
    >,
    choosePlatform: 'Not decided yet',
    coverPlatforms: {
      KDP: 'Amazon KDP',
      IngramSpark: 'IngramSpark',
      BarnesNoble: 'Barnes & Noble Press',
      AppleBooks: 'Apple Books',
      Kobo: 'Kobo Writing Life',
      Draft2Digital: 'Draft2Digital',
      Smashwords: 'Smashwords',
      Other: 'Other',
    } as Record<string, string>,
    typesettingPlatforms: { kdp: 'Amazon KDP', ingram: 'IngramSpark', lulu: 'Lulu', other: 'Other' } as Record<
      string,
      string
    >,
    paperTypes: { white: 'White', cream: 'Cream', color: 'Colour' } as Record<string, string>,
  },
  summary: {
    heading: 'Your Investment',
    coverTotal: 'Cover design',
    typesettingTotal: 'Typesetting',
    creatorEarnings: 'Creator earnings',
    creatorEarningsHint: 'What our designer receives: all of it, as we charge no platform fee.',
    yourFee: 'Your fee',
    grandTotal: 'Grand total',
    breakdown: 'Price breakdown',
    line: (line: PriceLine): string => {
      switch (line.kind) {
        case 'cover-base':
          return `${COMPLEXITY_NAMES[line.complexity]} cover, ${FORMAT_NAMES[line.formats]}`;
        case 'per-page':
          return `${line.pages} ${line.pages === 1 ? 'page' : 'pages'} × £${line.rate}`;
        case 'minimum':
          return `Minimum typesetting charge (£${line.minimum})`;
        case 'rush':
          return `Rush delivery (+${line.percent}%)`;
      }
    },
    vat: 'Prices in GBP. Your final quote is confirmed by e-mail.',
  },
  timeline: {
    heading: 'Timeline',
    cover: 'Cover design',
    typesetting: 'Typesetting',
    total: 'Estimated total',
    none: 'Choose a service to see the timeline.',
  },
  getStarted: {
    heading: 'Ready to Get Started?',
    body: 'Send us your details and we will confirm your quote and a start date.',
    now: 'Get Started Now',
    services: 'View All Services',
  },
  features: {
    heading: 'Every project includes',
    items: [
      'A dedicated designer from brief to final files',
      'Revisions on cover concepts and interior proofs before anything is final',
      'Print-ready PDFs to your platform’s specifications',
      'Ebook-ready files for digital formats',
      'Clear pricing with no platform fee',
    ],
  },
  quote: {
    heading: 'Get Your Custom Quote',
    intro: 'We reply within 24 hours. Your current selection and price are sent with your message.',
    required: 'Fields marked * are required.',
    name: 'Name',
    email: 'Email',
    message: 'Message',
    messageHint: 'Optional: tell us about your book, deadlines or questions (up to 10,000 characters).',
    submit: 'Request My Quote',
    sending: 'Sending...',
    success: "Thank you! Your quote request has been submitted. We'll get back to you within 24 hours.",
    failure: `Sorry, there was an error submitting your request. Please try again or email us directly at ${SITE.email}`,
    noService: 'Please choose cover design, typesetting or both before requesting a quote.',
    noPages: 'Please enter the page count of your book.',
  },
} as const;
