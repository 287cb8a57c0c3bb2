import { SITE } from '@publisher/shared/site';

/** The Collector's Edition portal and the purchase-success page (spec sections 2, 4, 5, 8). */
export const PORTAL = {
  bookSlug: 'crownless',
  bookTitle: 'Crownless',
  title: 'Secure Access Portal',
  intro:
    "Enter the email address and order number from your Collector's Edition receipt to open the premium flipbook of Crownless.",
  email: 'Email address',
  order: 'Order number',
  orderHint: 'It is in your purchase receipt e-mail (also called the sale ID).',
  submit: "Access Collector's Edition",
  verifying: 'Verifying...',
  verifyingStatus: 'Checking your purchase…',
  errors: {
    empty: 'Please enter both email address and order number.',
    failed: 'Purchase verification failed. Please check your email and order number.',
    network: 'Unable to verify purchase. Please try again.',
  },
  unlocked: {
    heading: "Your Collector's Edition",
    verified: "Purchase verified. Enjoy your Collector's Edition of Crownless.",
    frameTitle: "Crownless, Collector's Edition flipbook",
    passwordLabel: 'Flipbook password:',
    passwordHint: 'If the flipbook asks for a password, enter this one.',
    licensedTo: 'Licensed to',
    copyright: (year: number) =>
      `© ${year} ${SITE.legalName}. All rights reserved. This edition is licensed for the personal use of the purchaser; copying, sharing or redistributing it is not permitted.`,
    fullReader: 'Open in the full reader',
    fullReaderHint: 'This browser remembers your access, so the full reader opens without asking again.',
    hidden: 'Protected content is hidden while developer tools are open. Close them to continue reading.',
  },
  success: {
    heading: 'Purchase Successful!',
    thanks: 'Thank you for your purchase.',
    details: 'Purchase details',
    product: 'Product',
    order: 'Order number',
    email: 'Email',
    notGiven: 'Not provided',
    nextSteps: 'Next steps',
    steps: [
      'We are taking you to the Secure Access Portal.',
      "Your email and order number are filled in for you: select Access Collector's Edition.",
      'Keep your receipt e-mail: you can open the portal again at any time from My Purchases.',
    ],
    countdown: (n: number) => `Redirecting to the Secure Access Portal in ${n} ${n === 1 ? 'second' : 'seconds'}…`,
    redirecting: 'Redirecting to the Secure Access Portal…',
    paused: 'Automatic redirect stopped. Go to the portal when you are ready.',
    goNow: 'Go to the Secure Access Portal now',
    stay: 'Stay on this page',
  },
} as const;
