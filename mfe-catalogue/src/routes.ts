import type { PublishedRoute } from '@publisher/shared/routes';

/**
 * The pages this remote serves: path pattern, page id (keys of ./root.tsx), title, meta
 * description and crawl policy. Its build publishes them next to remoteEntry.js (routes.json);
 * the server and the shell route by them at run time (docs/decisions/110), so a page added here
 * ships with this remote's deploy alone. Type-only import: vite.config.ts bundles this file.
 */
export const ROUTES: readonly PublishedRoute[] = [
  {
    path: '/',
    page: 'home',
    title: 'Home',
    description:
      'Ashgrove Press is an independent UK publisher of literary fiction, essays, short stories, music and a podcast, in English and Italian.',
  },
  {
    path: '/books',
    page: 'books',
    title: 'Books',
    description:
      'Browse every Ashgrove Press book: literary fiction, fantasy, essays and novellas in ebook, flipbook and UK paperback editions.',
  },
  {
    path: '/books/:slug',
    page: 'book-detail',
    title: 'Book',
    description:
      'A book from Ashgrove Press: read the synopsis, try a free sample and buy the ebook, flipbook or UK paperback edition.',
  },
  // Not in the spec's list: search across the catalogue (issue 15).
  {
    path: '/search',
    page: 'search',
    title: 'Search',
    description:
      'Search Ashgrove Press books, short stories, authors and music by title, author, pen name, genre or ISBN.',
    crawl: 'unlisted',
  },
  {
    path: '/read/:slug',
    page: 'sample-reader',
    title: 'Read a Sample',
    description:
      'Read a free sample of an Ashgrove Press book in your browser, with the sample PDF and EPUB to download where available.',
  },
  {
    path: '/read/full/:slug',
    page: 'full-flipbook',
    title: 'Full Flipbook',
    description: 'The full flipbook edition of an Ashgrove Press book, for readers who have bought access to it.',
  },
  {
    path: '/stories',
    page: 'stories',
    title: 'Short Stories',
    description:
      'Short stories and flash fiction from Ashgrove Press, with reading times, word counts and a story of the week.',
  },
  {
    path: '/stories/:slug',
    page: 'story-detail',
    title: 'Story',
    description:
      'A short story published by Ashgrove Press: its synopsis, its author, how long it takes to read and where to find it.',
  },
  {
    path: '/music',
    page: 'music',
    title: 'Music',
    description:
      'Songs and instrumental pieces from Ashgrove Press: listen to new releases and buy the music sheets, priced in pounds.',
  },
  {
    path: '/music/:slug',
    page: 'music-entry',
    title: 'Music',
    description:
      'A music release from Ashgrove Press: listen to the piece, read about it and buy its music sheet where one is offered.',
  },
  {
    path: '/podcast',
    page: 'podcast',
    title: 'Podcast',
    description:
      'The Ashgrove Podcast: literary conversations with authors, translators and editors about how books are written and made.',
  },
  {
    path: '/authors',
    page: 'authors',
    title: 'Authors',
    description:
      'Meet the writers Ashgrove Press publishes: novelists, essayists and short-story writers, with their pen names and lives.',
  },
  {
    path: '/authors/:slug',
    page: 'author-detail',
    title: 'Author',
    description:
      'An Ashgrove Press author: a short biography, pen names, and the books and stories they have published with us.',
  },
  {
    path: '/submissions',
    page: 'submissions',
    title: 'Submissions',
    description:
      'Send your manuscript to Ashgrove Press: our guidelines for fiction, non-fiction and short stories, and how to submit.',
  },
  {
    path: '/services',
    page: 'services',
    title: 'Services',
    description:
      'Editorial and marketing services from Ashgrove Press: editing, proofreading, cover design, typesetting and book launches.',
  },
  {
    path: '/utilities',
    page: 'utilities',
    title: 'Creator Utilities',
    description:
      'Creator Utilities from Ashgrove Press: the Cover Creator Guide and Sound Craftery Pro, made for independent creators.',
  },
  {
    path: '/tools',
    page: 'tools',
    title: 'Tools',
    description:
      'Every tool Ashgrove Press has built for writers in one place: the design calculator, creator utilities, the method and workbooks.',
  },
  {
    path: '/about',
    page: 'about',
    title: 'About',
    description:
      'About Ashgrove Press: an independent London publisher that charges authors nothing, promotes openly and pays fair royalties.',
  },
  {
    path: '/contact',
    page: 'contact',
    title: 'Contact',
    description:
      'Contact Ashgrove Press by e-mail, telephone or WhatsApp, or write to our registered office in Covent Garden, London.',
  },
  {
    path: '/privacy',
    page: 'privacy',
    title: 'Privacy Policy',
    description:
      'How Ashgrove Press collects, uses and protects personal data on this website, and the choices you have under UK law.',
  },
  // The Italian edition of the public pages (docs/decisions/131): the same pages in Italian, the
  // books page on the Italian list. Page ids: i18n/editions.ts.
  {
    path: '/it',
    page: 'it-home',
    title: 'In italiano',
    description:
      'Ashgrove Press è un editore indipendente britannico di narrativa, saggi, racconti, musica e podcast, in inglese e in italiano.',
  },
  {
    path: '/it/books',
    page: 'it-books',
    title: 'Libri in italiano',
    description:
      'I libri di Ashgrove Press scritti in italiano: romanzi, novelle e raccolte in ebook, flipbook e cartaceo.',
  },
  {
    path: '/it/books/:slug',
    page: 'it-book-detail',
    title: 'Libro',
    description:
      'Un libro di Ashgrove Press: leggi la trama, sfoglia un estratto gratuito e acquista l’ebook, il flipbook o il cartaceo.',
  },
  {
    path: '/it/search',
    page: 'it-search',
    title: 'Cerca',
    description:
      'Cerca libri, racconti, autori e musica di Ashgrove Press per titolo, autore, pseudonimo, genere o ISBN.',
    crawl: 'unlisted',
  },
  {
    path: '/it/stories',
    page: 'it-stories',
    title: 'Racconti',
    description:
      'Racconti e narrativa breve di Ashgrove Press, con tempi di lettura, numero di parole e il racconto della settimana.',
  },
  {
    path: '/it/stories/:slug',
    page: 'it-story-detail',
    title: 'Racconto',
    description: 'Un racconto pubblicato da Ashgrove Press: la trama, l’autore, il tempo di lettura e dove trovarlo.',
  },
  {
    path: '/it/authors/:slug',
    page: 'it-author-detail',
    title: 'Autore',
    description:
      'Un autore di Ashgrove Press: una breve biografia, gli pseudonimi, i libri e i racconti pubblicati con noi.',
  },
];
