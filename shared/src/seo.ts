import { matchRoute } from './routes';

/*
 * Per-route meta descriptions, shared by the server (which writes them into the first HTML, for
 * crawlers and link previews) and the shell (which keeps the head in step on client-side
 * navigation). Framework-free and zod-free: the shell loads this module only when the visitor
 * navigates, so its text never weighs on the first page load.
 * Keyed by the route table's path patterns (shared/src/routes.ts); a test checks every route has one.
 * Content pages (a book, story, author, music entry) get a description from their record on the
 * server; these are the fallbacks for them and for client-side navigation.
 */

/** The site-wide description: unknown paths and anything without its own sentence. */
export const DEFAULT_DESCRIPTION =
  'Ashgrove Press is an independent UK publisher of books, ebooks, short stories, music and a podcast.';

/** Where the podcast's RSS feed lives (linked from /podcast). */
export const PODCAST_FEED_PATH = '/podcast/feed.xml';

const methodValidation =
  "Validate your Architect's Method purchase with your e-mail and order number to open the method workspace.";
const coverValidation =
  'Validate your Cover Creator Guide purchase with your e-mail and order number to open the guide.';
const comingSoon = (year: number) =>
  `The Year ${year} maths workbook from Ashgrove Press is coming soon: see when it is expected and ask to be told on release.`;

export const ROUTE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/': 'Ashgrove Press is an independent UK publisher of literary fiction, essays, short stories, music and a podcast, in English and Italian.',
  '/books':
    'Browse every Ashgrove Press book: literary fiction, fantasy, essays and novellas in ebook, flipbook and UK paperback editions.',
  '/books/:slug':
    'A book from Ashgrove Press: read the synopsis, try a free sample and buy the ebook, flipbook or UK paperback edition.',
  '/search': 'Search Ashgrove Press books, short stories, authors and music by title, author, pen name, genre or ISBN.',
  '/read/:slug':
    'Read a free sample of an Ashgrove Press book in your browser, with the sample PDF and EPUB to download where available.',
  '/read/full/:slug': 'The full flipbook edition of an Ashgrove Press book, for readers who have bought access to it.',
  '/stories':
    'Short stories and flash fiction from Ashgrove Press, with reading times, word counts and a story of the week.',
  '/stories/:slug':
    'A short story published by Ashgrove Press: its synopsis, its author, how long it takes to read and where to find it.',
  '/music':
    'Songs and instrumental pieces from Ashgrove Press: listen to new releases and buy the music sheets, priced in pounds.',
  '/music/:slug':
    'A music release from Ashgrove Press: listen to the piece, read about it and buy its music sheet where one is offered.',
  '/podcast':
    'The Ashgrove Podcast: literary conversations with authors, translators and editors about how books are written and made.',
  '/authors':
    'Meet the writers Ashgrove Press publishes: novelists, essayists and short-story writers, with their pen names and lives.',
  '/authors/:slug':
    'An Ashgrove Press author: a short biography, pen names, and the books and stories they have published with us.',
  '/submissions':
    'Send your manuscript to Ashgrove Press: our guidelines for fiction, non-fiction and short stories, and how to submit.',
  '/services':
    'Editorial and marketing services from Ashgrove Press: editing, proofreading, cover design, typesetting and book launches.',
  '/utilities':
    'Creator Utilities from Ashgrove Press: the Cover Creator Guide and Sound Craftery Pro, made for independent creators.',
  '/tools':
    'Every tool Ashgrove Press has built for writers in one place: the design calculator, creator utilities, the method and workbooks.',
  '/about':
    'About Ashgrove Press: an independent London publisher that charges authors nothing, promotes openly and pays fair royalties.',
  '/contact':
    'Contact Ashgrove Press by e-mail, telephone or WhatsApp, or write to our registered office in Covent Garden, London.',
  '/privacy':
    'How Ashgrove Press collects, uses and protects personal data on this website, and the choices you have under UK law.',
  '/architect-method':
    "The Architect's Method: a seven-stage way to write a book, with an AI coach beside you from first idea to finished draft.",
  '/architect-method/pricing':
    "Choose your plan for The Architect's Method: a monthly subscription for one book or several, with a 7-day free trial.",
  '/architect-method/dashboard':
    "Your Architect's Method dashboard: your subscription's status and the progress of each of your book projects.",
  '/architects-method/validate-purchase': methodValidation,
  '/architect-method-validation': methodValidation,
  '/architects-method':
    "The Architect's Method workspace, where subscribers take their book through the method's seven stages.",
  '/architect-privacy':
    "Privacy policy of the Architect's Method AI writing assistant: what it keeps of your writing, why and for how long.",
  '/calculator':
    'Price a book cover design and interior typesetting live with the Ashgrove Press calculator, then ask for a custom quote.',
  '/collectors-edition':
    "The Secure Access Portal for the Collector's Edition flipbook: confirm your purchase to open your copy.",
  '/purchase-success':
    "Your Ashgrove Press purchase is complete: your order details and the way into your Collector's Edition.",
  '/thank-you':
    'Thank you for your order from Ashgrove Press: your payment is confirmed and the receipt is on its way by e-mail.',
  '/checkout-cancelled':
    'Your Ashgrove Press checkout was cancelled and you have not been charged; return to the books whenever you like.',
  '/my-purchases':
    'Access your Ashgrove Press purchases: confirm a digital purchase with your e-mail and order number to open it.',
  '/basket':
    'Your Ashgrove Press basket: check the books you have chosen and their quantities, then go to the secure checkout.',
  '/architect-method/projects/:id':
    "A book project in The Architect's Method: the stage it has reached and the work done so far.",
  '/cover-creator/validate-purchase': coverValidation,
  '/cover-creator/index.html':
    'The Cover Creator Guide: design a professional book cover yourself, with templates and print-ready checklists, for £27.',
  '/sound-craftery/index.html':
    'Sound Craftery Pro: ambience, transitions and mastering presets for audiobooks, podcasts and book trailers, with a licence.',
  '/cover-creator/validate-purchase.html': coverValidation,
  '/sound-craftery/validate-purchase.html':
    'Validate your Sound Craftery Pro purchase with your e-mail and order number or licence key to open it.',
  '/year7-maths/validate-purchase.html':
    'Validate your Year 7 Mathematics Workbook purchase with your e-mail and order number to open the workbook.',
  '/education':
    'Maths workbooks from Ashgrove Press for school Years 6 to 11, mapped to the national curriculum for England.',
  '/year6-maths':
    'The Year 6 Mathematics Workbook: 75+ chapters with SATs practice papers, instant feedback and a parent dashboard.',
  '/year7-maths':
    'The Year 7 Mathematics Workbook: 140+ chapters on number, calculations, fractions, decimals, percentages and geometry.',
  '/education/year6-marketing':
    'Year 6 maths with Ashgrove Press: what the workbook covers, how it prepares pupils for SATs and how parents follow along.',
  '/education/year7-marketing':
    'Year 7 maths with Ashgrove Press: a workbook for the first year of secondary school, from place value to geometry.',
  '/education/year6':
    'A new Year 6 maths course from Ashgrove Press is coming soon: see when it is expected and ask to be told on release.',
  '/education/year8': comingSoon(8),
  '/education/year9': comingSoon(9),
  '/education/year10': comingSoon(10),
  '/education/year11': comingSoon(11),
};

/** The canonical form of a path: no trailing slash (except the home page), no query or fragment. */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The meta description of a path's route, or the site-wide one for paths outside the route table. */
export function describePath(pathname: string): string {
  const route = matchRoute(pathname);
  return (route && ROUTE_DESCRIPTIONS[route.path]) ?? DEFAULT_DESCRIPTION;
}
