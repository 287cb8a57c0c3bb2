import { SITE } from '@publisher/shared/site';

/** My Purchases (spec sections 2, 5, 8). */
export const PURCHASES = {
  heading: 'Access Your Purchases',
  intro:
    'Enter the email address and order number from your receipt, choose the product, and we will take you to its access page.',
  email: 'Email address',
  order: 'Order number',
  orderHint: 'As shown on your receipt. A licence key works too where your receipt gives one.',
  product: 'Product',
  chooseProduct: 'Choose a product',
  products: {
    'year6-maths': 'Year 6 Mathematics Workbook',
    'cover-creator': 'Cover Creator Guide',
    'sound-craftery': 'Sound Craftery Pro',
    flipbook: "Crownless flipbook (full or Collector's Edition)",
    'year7-maths': 'Year 7 Mathematics Workbook',
  },
  /** Beside the form: the library lists every purchase of one e-mail after a sign-in link (decision 121). */
  library: 'Bought more than one thing? Sign in to',
  libraryLink: 'your library',
  libraryAfter: 'to see them all in one place.',
  submit: 'Access My Purchase',
  checking: 'Checking...',
  disabledHint: 'Fill in all three to continue.',
  errors: {
    both: 'Please enter both email and order number.',
    product: 'Please select a product to access.',
    failed: 'Unable to access product. Please try again.',
  },
  year6: {
    heading: 'Your Year 6 Mathematics Workbook',
    body: 'The Year 6 workbook is delivered by our store, Gumroad, rather than through an access page here: your download link is in your receipt e-mail, and the workbook stays in your Gumroad library.',
    library: 'Open your Gumroad library',
    newTab: '(opens in a new tab)',
    help: `Cannot find it? Email us at ${SITE.email} with your order number and we will resend your access.`,
    mail: 'Email us about this order',
    mailSubject: (order: string) => `Year 6 Mathematics Workbook access, order ${order}`,
  },
} as const;

export const GUMROAD_LIBRARY_URL = 'https://app.gumroad.com/library';
