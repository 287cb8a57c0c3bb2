import { describe, expect, it } from 'vitest';
import type { Book } from '@publisher/shared/contracts/content';
import { bookJsonLd, gbpAmount } from './book-json-ld';
// Four books of the sample catalogue, as the API answers them (a copy: a remote never imports the API).
import fixture from './book-json-ld.fixture.json';

const ORIGIN = 'https://ashgrovepress.co.uk';
const books = fixture as Book[];
const sample = (slug: string): Book => {
  const book = books.find((b) => b.slug === slug);
  if (!book) throw new Error(`no sample book ${slug}`);
  return book;
};
const ld = (book: Book, now?: Date) =>
  bookJsonLd(book, { url: `${ORIGIN}/books/${book.slug}`, origin: ORIGIN, ...(now ? { now } : {}) });
const editions = (data: Record<string, unknown>) => (data['workExample'] ?? []) as Record<string, unknown>[];

describe('schema.org Book', () => {
  it('names the book, its author, ISBN, cover, description, URL and publisher', () => {
    expect(ld(sample('crownless'))).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'Crownless',
      url: `${ORIGIN}/books/crownless`,
      author: { '@type': 'Person', name: 'Elena Marchetti', url: `${ORIGIN}/authors/elena-marchetti` },
      isbn: '978-1-7394012-0-7',
      image: `${ORIGIN}/media/covers/crownless.svg`,
      description: expect.stringMatching(/^A deposed queen crosses a frozen sea/),
      publisher: { '@type': 'Organization', name: 'Ashgrove Press', url: `${ORIGIN}/` },
      inLanguage: 'en',
      numberOfPages: 384,
      datePublished: '2025-03-14',
    });
  });

  it('lists an ebook and a paperback edition, each with its GBP offer, for a book on sale', () => {
    const [ebook, paperback] = editions(ld(sample('crownless')));
    expect(ebook).toMatchObject({
      bookFormat: 'https://schema.org/EBook',
      offers: { '@type': 'Offer', price: '12.99', priceCurrency: 'GBP', availability: 'https://schema.org/InStock' },
    });
    expect(paperback).toMatchObject({
      bookFormat: 'https://schema.org/Paperback',
      offers: { price: '16.99', priceCurrency: 'GBP', availability: 'https://schema.org/InStock' },
    });
  });

  it('reads a price written with a pound sign', () => {
    const [ebook] = editions(ld(sample('the-salt-orchard')));
    expect(ebook).toMatchObject({ offers: { price: '10.99' } });
  });

  it('has no paperback when the print run is not available and no print link exists', () => {
    const formats = editions(ld(sample('a-grammar-of-small-rooms'))).map((e) => e['bookFormat']);
    expect(formats).toEqual(['https://schema.org/EBook']);
  });

  it('offers a presale book as a pre-order from its release date', () => {
    const book = sample('the-cartographers-silence');
    const [ebook] = editions(ld(book));
    expect(ebook).toMatchObject({
      bookFormat: 'https://schema.org/EBook',
      offers: { price: '14.99', availability: 'https://schema.org/PreOrder', availabilityStarts: book.releaseDate },
    });
  });

  it('offers nothing for a coming-soon book (nothing can be bought yet)', () => {
    const data = ld({ ...sample('crownless'), releaseDate: '2099-01-01', presales: false });
    expect(editions(data).length).toBeGreaterThan(0);
    for (const edition of editions(data)) expect(edition['offers']).toBeUndefined();
  });

  it('turns presale into on-sale once the release day has passed', () => {
    const book = sample('the-cartographers-silence');
    const later = new Date(Date.parse(book.releaseDate!) + 3 * 86_400_000);
    expect(editions(ld(book, later))[0]).toMatchObject({ offers: { availability: 'https://schema.org/InStock' } });
  });

  it('leaves out the offer when the price is unknown, and an image that is not http(s)', () => {
    const data = ld({ ...sample('crownless'), price: 'TBC', coverUrl: 'javascript:alert(1)' });
    expect(editions(data)[0]!['offers']).toBeUndefined();
    expect(data['image']).toBeUndefined();
  });
});

describe('gbpAmount', () => {
  it('reads display prices and rejects zero or text', () => {
    expect(gbpAmount('12.99')).toBe('12.99');
    expect(gbpAmount('£10.99')).toBe('10.99');
    expect(gbpAmount(16.5)).toBe('16.50');
    expect(gbpAmount(0)).toBeNull();
    expect(gbpAmount('free')).toBeNull();
    expect(gbpAmount(null)).toBeNull();
  });
});
