import type { Book } from '@publisher/shared/contracts/content';
import { physicalOffer } from '@publisher/shared/domain/catalogue-offers';
import { releaseState, type ReleaseState } from '@publisher/shared/domain/catalogue-release';
import { calendarDay } from '@publisher/shared/domain/catalogue-dates';
import { present } from '@publisher/shared/domain/catalogue-text';
import { absoluteUrl } from '@publisher/shared/seo';
import { publisherRef } from './urls';

const SCHEMA = 'https://schema.org/';

/**
 * What a buyer can do in each release state. Coming soon has no entry: nothing can be bought
 * or ordered yet (spec section 4), so its editions carry no offer rather than a misleading one.
 */
const AVAILABILITY: Partial<Record<ReleaseState, string>> = {
  'on-sale': `${SCHEMA}InStock`,
  presale: `${SCHEMA}PreOrder`,
};

const LANGUAGES: Record<string, string> = { english: 'en', italian: 'it' };

/** "12.99", "£10.99" or 16.99 → "10.99"; null when no positive amount can be read. */
export function gbpAmount(value: string | number | null): string | null {
  const n = typeof value === 'number' ? value : Number(/\d+(?:\.\d+)?/.exec(value ?? '')?.[0] ?? NaN);
  return Number.isFinite(n) && n > 0 ? n.toFixed(2) : null;
}

/** Any way to buy or read the book digitally means an ebook edition exists. */
const hasEbook = (b: Book): boolean =>
  [
    b.buyEpub,
    b.buyKindle,
    b.kdpLink,
    b.universalLink,
    b.shareSellLink,
    b.stripePaymentLink,
    b.gumroadUrl,
    b.presaleUrl,
    b.paypalButtonId,
    b.fullEpubUrl,
    b.fullPdfUrl,
    b.price,
  ].some((v) => present(v) !== null) || b.hasFullFlipbook;

interface Edition {
  format: 'EBook' | 'Paperback';
  price: string | null;
}

/** The editions a book has: an ebook, and a paperback when a print edition is sold here or elsewhere. */
export function editionsOf(book: Book): Edition[] {
  const editions: Edition[] = [];
  if (hasEbook(book)) editions.push({ format: 'EBook', price: gbpAmount(book.price) });
  const physical = physicalOffer(book);
  if (physical || present(book.buyPrint))
    editions.push({ format: 'Paperback', price: physical ? gbpAmount(physical.priceGbp) : null });
  return editions;
}

/**
 * schema.org Book for a book page: one workExample per edition with its bookFormat, and an
 * Offer in GBP where the price is known and the release state lets someone buy or pre-order.
 * Hardcover is not modelled: the catalogue has no field for it.
 */
export function bookJsonLd(book: Book, ctx: { url: string; origin: string; now?: Date }): Record<string, unknown> {
  const availability = AVAILABILITY[releaseState(book, ctx.now)];
  const releaseDay = calendarDay(book.releaseDate);
  const language = book.language ? (LANGUAGES[book.language.trim().toLowerCase()] ?? book.language) : null;
  const authorUrl = book.authorSlug ? `${ctx.origin}/authors/${book.authorSlug}` : null;
  const image = absoluteUrl(book.coverUrl, ctx.origin);
  const datePublished = calendarDay(book.publicationDate) ?? releaseDay;

  const workExample = editionsOf(book).map((edition) => ({
    '@type': 'Book',
    '@id': `${ctx.url}#${edition.format.toLowerCase()}`,
    name: book.title,
    bookFormat: `${SCHEMA}${edition.format}`,
    ...(language ? { inLanguage: language } : {}),
    ...(edition.price && availability
      ? {
          offers: {
            '@type': 'Offer',
            price: edition.price,
            priceCurrency: 'GBP',
            availability,
            url: ctx.url,
            ...(availability.endsWith('PreOrder') && releaseDay ? { availabilityStarts: releaseDay } : {}),
          },
        }
      : {}),
  }));

  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    '@id': `${ctx.url}#book`,
    name: book.title,
    url: ctx.url,
    author: { '@type': 'Person', name: book.author, ...(authorUrl ? { url: authorUrl } : {}) },
    ...(book.isbn ? { isbn: book.isbn } : {}),
    ...(image ? { image } : {}),
    ...(present(book.description) ? { description: book.description.trim() } : {}),
    ...(language ? { inLanguage: language } : {}),
    ...(book.genre ? { genre: book.genre } : {}),
    ...(book.pages ? { numberOfPages: book.pages } : {}),
    ...(datePublished ? { datePublished } : {}),
    publisher: publisherRef(ctx.origin),
    ...(workExample.length ? { workExample } : {}),
  };
}
