/** Purchase validation pages (spec sections 2, 4, 5, 8: Cover validation). */
export const VALIDATION = {
  headings: {
    'cover-creator': 'Cover Creator Purchase Validation',
    'sound-craftery': 'Sound Craftery Purchase Validation',
    'year7-maths': 'Year 7 Maths Purchase Validation',
  },
  loading: 'Validating your purchase...',
  verifiedHeading: 'Purchase Verified',
  verified: (product: string) => `Thank you: your purchase of ${product} is verified.`,
  expires: 'Your access is valid until',
  /** e.g. "2 May 2026 at 14:30 (UK time)" (the day and time from shared/domain/dates). */
  expiry: (dayTime: string) => `${dayTime} (UK time)`,
  delivery:
    'Your download link is in your receipt e-mail from our store. Keep it safe: you can validate again from My Purchases at any time.',
  failedHeading: 'Validation Failed',
  failed: 'Purchase validation failed',
  noParams: 'No purchase information found in URL. Please check your purchase email for the correct link.',
  network: 'Unable to validate purchase. Please try again later or contact support.',
  myPurchases: 'Enter your details on My Purchases',
  back: {
    'cover-creator': 'Back to Cover Creator Info',
    'sound-craftery': 'Back to Sound Craftery Info',
    'year7-maths': 'Back to Year 7 Maths',
  },
} as const;
