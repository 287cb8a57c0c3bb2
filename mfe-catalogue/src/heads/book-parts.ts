import type { Book } from '@publisher/shared/contracts/content';
import { calendarDay } from '@publisher/shared/domain/catalogue-dates';
import { SITE } from '@publisher/shared/site';
import { bookJsonLd } from './book-json-ld';
import type { PageHeadParts } from '@publisher/shared/server-render';
import { shareHeadImage } from './share-image';
import { summarise } from './urls';

/** The book pages: the detail page and its two readers (titles as the catalogue sets them, decision 113). */
export type BookPage = 'book-detail' | 'sample-reader' | 'full-flipbook';

const TITLES: Record<BookPage, (title: string) => string> = {
  'book-detail': (t) => t,
  'sample-reader': (t) => `${t}: Free Sample`,
  'full-flipbook': (t) => `${t} Full Flipbook`,
};

function describe(book: Book, page: BookPage): string | null {
  const about = book.metaDescription ?? book.description;
  if (page === 'sample-reader')
    return summarise(`Read a free sample of ${book.title} by ${book.author} in your browser. ${about}`);
  if (page === 'full-flipbook') {
    return summarise(
      `The full flipbook edition of ${book.title} by ${book.author}, for readers who have bought access. ${about}`,
    );
  }
  return summarise(about);
}

/** Head of a book page: cover, title, author, Open Graph book tags and schema.org Book. */
export function bookParts(book: Book, page: BookPage, origin: string, now?: Date): PageHeadParts {
  const pageTitle = TITLES[page](book.title);
  const release = calendarDay(book.publicationDate) ?? calendarDay(book.releaseDate);
  const properties: [string, string][] = [];
  if (book.authorSlug) properties.push(['book:author', `${origin}/authors/${book.authorSlug}`]);
  if (book.isbn) properties.push(['book:isbn', book.isbn]);
  if (release) properties.push(['book:release_date', release]);
  if (book.genre) properties.push(['book:tag', book.genre]);
  const byline = `${book.title} by ${book.author}`;
  const description = describe(book, page);
  const cover = shareHeadImage(book.shareImage, `Cover of ${book.title} by ${book.author}`, origin);
  return {
    title: `${pageTitle} | ${SITE.name}`,
    ...(description ? { description } : {}),
    ogType: 'book',
    ogTitle:
      page === 'book-detail' ? byline : `${byline}: ${page === 'sample-reader' ? 'Free Sample' : 'Full Flipbook'}`,
    ...(cover ? { image: cover } : {}),
    properties,
    // The Book's url is the book page, also from its readers: one entity, however it is reached.
    jsonLd: [bookJsonLd(book, { url: `${origin}/books/${book.slug}`, origin, ...(now ? { now } : {}) })],
  };
}
