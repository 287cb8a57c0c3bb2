import type { PublishedRoute } from '@publisher/shared/routes';

/**
 * The pages this remote serves: path pattern, page id (keys of ./root.tsx), title, meta
 * description and crawl policy. Its build publishes them next to remoteEntry.js (routes.json);
 * the server and the shell route by them at run time (docs/decisions/110), so a page added here
 * ships with this remote's deploy alone. Type-only import: vite.config.ts bundles this file.
 */
export const ROUTES: readonly PublishedRoute[] = [
  {
    path: '/calculator',
    page: 'calculator',
    title: 'Book Design Pricing Calculator',
    description:
      'Price a book cover design and interior typesetting live with the Ashgrove Press calculator, then ask for a custom quote.',
  },
  {
    path: '/collectors-edition',
    page: 'collectors-edition',
    title: "Collector's Edition",
    description:
      "The Secure Access Portal for the Collector's Edition flipbook: confirm your purchase to open your copy.",
    crawl: 'private',
  },
  {
    path: '/purchase-success',
    page: 'purchase-success',
    title: 'Purchase Successful',
    description:
      "Your Ashgrove Press purchase is complete: your order details and the way into your Collector's Edition.",
    crawl: 'private',
  },
  {
    path: '/thank-you',
    page: 'thank-you',
    title: 'Thank You',
    description:
      'Thank you for your order from Ashgrove Press: your payment is confirmed and the receipt is on its way by e-mail.',
    crawl: 'private',
  },
  // Not in the spec's list: where a checkout started on an Italian page returns (issue 30).
  {
    path: '/it/thank-you',
    page: 'thank-you-it',
    title: 'Grazie per il tuo ordine',
    description:
      'Grazie per il tuo ordine su Ashgrove Press: il pagamento è confermato e la ricevuta sta arrivando per e-mail.',
    crawl: 'private',
  },
  {
    path: '/checkout-cancelled',
    page: 'checkout-cancelled',
    title: 'Checkout Cancelled',
    description:
      'Your Ashgrove Press checkout was cancelled and you have not been charged; return to the books whenever you like.',
    crawl: 'private',
  },
  // Not in the spec's list: where a checkout started on an Italian page returns when cancelled (issue 30).
  {
    path: '/it/checkout-cancelled',
    page: 'checkout-cancelled-it',
    title: 'Pagamento annullato',
    description:
      'Il pagamento su Ashgrove Press è stato annullato e non ti è stato addebitato nulla; torna ai libri quando vuoi.',
    crawl: 'private',
  },
  {
    path: '/my-purchases',
    page: 'my-purchases',
    title: 'Access Your Purchases',
    description:
      'Access your Ashgrove Press purchases: confirm a digital purchase with your e-mail and order number to open it.',
    crawl: 'private',
  },
  // Not in the spec's list: one library per person, behind the e-mail sign-in (decision 121).
  {
    path: '/library',
    page: 'library',
    title: 'Your Library',
    description:
      'Your Ashgrove Press library: sign in by e-mail link to see everything you bought, open it, and export or delete your data.',
    crawl: 'private',
  },
  // Not in the spec's list: the basket screen behind the spec's basket checkout call.
  {
    path: '/basket',
    page: 'basket',
    title: 'Your Basket',
    description:
      'Your Ashgrove Press basket: check the books you have chosen and their quantities, then go to the secure checkout.',
    crawl: 'private',
  },
  {
    path: '/cover-creator/validate-purchase',
    page: 'cover-validate',
    title: 'Cover Creator Purchase Validation',
    description: 'Validate your Cover Creator Guide purchase with your e-mail and order number to open the guide.',
    crawl: 'private',
  },
  // The spec's static link targets are real pages of this remote, not dead links.
  {
    path: '/cover-creator/index.html',
    page: 'cover-creator-info',
    title: 'Cover Creator Guide',
    description:
      'The Cover Creator Guide: design a professional book cover yourself, with templates and print-ready checklists, for £27.',
  },
  {
    path: '/sound-craftery/index.html',
    page: 'sound-craftery-info',
    title: 'Sound Craftery Pro',
    description:
      'Sound Craftery Pro: ambience, transitions and mastering presets for audiobooks, podcasts and book trailers, with a licence.',
  },
  {
    path: '/cover-creator/validate-purchase.html',
    page: 'cover-validate',
    title: 'Cover Creator Purchase Validation',
    description: 'Validate your Cover Creator Guide purchase with your e-mail and order number to open the guide.',
    crawl: 'private',
  },
  {
    path: '/sound-craftery/validate-purchase.html',
    page: 'sound-craftery-validate',
    title: 'Sound Craftery Purchase Validation',
    description:
      'Validate your Sound Craftery Pro purchase with your e-mail and order number or licence key to open it.',
    crawl: 'private',
  },
  {
    path: '/year7-maths/validate-purchase.html',
    page: 'year7-validate',
    title: 'Year 7 Maths Purchase Validation',
    description:
      'Validate your Year 7 Mathematics Workbook purchase with your e-mail and order number to open the workbook.',
    crawl: 'private',
  },
];
