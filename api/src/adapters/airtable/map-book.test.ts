import { describe, expect, it } from 'vitest';
import { bookSchema } from '@publisher/shared/contracts/content';
import { buildContext, emptyContext } from './map-context';
import { fullFlipbookUrlOf, mapBook } from './map-book';

const book = (fields: Record<string, unknown>, id = 'recBook1') => mapBook({ id, fields }, emptyContext);
const files = (url: string) => [{ id: 'att1', url, filename: 'f' }];

describe('mapBook (spec section 3, Book)', () => {
  it('gives the contract shape with nulls, never undefined, for a bare record', () => {
    const mapped = book({ Title: 'Bare' });
    expect(bookSchema.parse(mapped)).toEqual(mapped);
    expect(Object.values(mapped)).not.toContain(undefined);
  });

  it.each(['Cover', 'Cover Image', 'Artwork', 'Image'])('reads the cover from %s', (field) => {
    expect(book({ [field]: files(`/c/${field}.svg`) }).coverUrl).toBe(`/c/${field}.svg`);
  });

  it('prefers Cover over Cover Image over Artwork over Image', () => {
    const all = { Image: files('/4'), Artwork: files('/3'), 'Cover Image': files('/2'), Cover: files('/1') };
    expect(book(all).coverUrl).toBe('/1');
    expect(book({ Image: files('/4'), Artwork: files('/3') }).coverUrl).toBe('/3');
  });

  it('uses the first item where a value is a list', () => {
    const mapped = book({ Cover: [...files('/first.svg'), ...files('/second.svg')], Genre: ['Essays', 'Memoir'] });
    expect(mapped.coverUrl).toBe('/first.svg');
    expect(mapped.genre).toBe('Essays');
  });

  it('resolves the author name from a rec… id through the Authors table', () => {
    const ctx = buildContext([{ id: 'recAuth1', fields: { Name: 'Elena Marchetti', Slug: 'elena-marchetti' } }], []);
    const mapped = mapBook({ id: 'recB', fields: { Author: ['recAuth1', 'recAuth2'] } }, ctx);
    expect(mapped.author).toBe('Elena Marchetti');
    expect(mapped.authorSlug).toBe('elena-marchetti');
  });

  it('keeps an author given as a name (text or list) and finds its slug by name or pen name', () => {
    const ctx = buildContext([{ id: 'recA', fields: { Name: 'Ada Whitlock', 'Pen Names': ['Harriet Moss'] } }], []);
    expect(mapBook({ id: 'r', fields: { Author: 'Ada Whitlock' } }, ctx).authorSlug).toBe('ada-whitlock');
    expect(mapBook({ id: 'r', fields: { Author: ['Harriet Moss'] } }, ctx)).toMatchObject({
      author: 'Harriet Moss',
      authorSlug: 'ada-whitlock',
    });
    expect(mapBook({ id: 'r', fields: { Author: 'Someone Else' } }, ctx)).toMatchObject({
      author: 'Someone Else',
      authorSlug: null,
    });
  });

  it('never shows an unresolvable record id as an author name', () => {
    expect(book({ Author: ['recUnknown123'] }).author).toBe('');
  });

  it('resolves a linked ISBN through the ISBNs table and keeps a typed one', () => {
    const ctx = buildContext([], [{ id: 'recIsbn1', fields: { Code: '978-1-7394012-3-8' } }]);
    expect(mapBook({ id: 'r', fields: { ISBNs: ['recIsbn1'] } }, ctx).isbn).toBe('978-1-7394012-3-8');
    expect(book({ ISBNs: '978-0-00-000000-2' }).isbn).toBe('978-0-00-000000-2');
  });

  it('takes the Slug field, else derives the slug from the title in kebab-case', () => {
    expect(book({ Title: 'Crownless', Slug: 'crownless' }).slug).toBe('crownless');
    expect(book({ Title: "The Cartographer's Silence" }).slug).toBe('the-cartographers-silence');
    expect(book({ Title: 'X', Slug: 'A-Grammar-of-Small-Rooms' }).slug).toBe('a-grammar-of-small-rooms');
  });

  it('shows a price as text with two decimals', () => {
    expect(book({ Price: 12.99 }).price).toBe('12.99');
    expect(book({ Price: 9 }).price).toBe('9.00');
    expect(book({ Price: '£10.99' }).price).toBe('10.99');
    expect(book({}).price).toBeNull();
  });

  it('has a sample only when the Sample Reader URL is a non-blank string (spec section 5)', () => {
    expect(book({ 'Sample Reader URL': '/media/samples/x/index.html' }).hasSample).toBe(true);
    expect(book({ 'Sample Reader URL': '   ', 'Has Sample?': true }).hasSample).toBe(false);
    expect(book({ 'Has Sample?': true }).hasSample).toBe(false);
  });

  it('reads sample and full PDF/EPUB file lists as URLs', () => {
    const mapped = book({
      'Sample PDF': files('/s.pdf'),
      'Sample EPUB': files('/s.epub'),
      'Full PDF': files('/f.pdf'),
      'Full EPUB': files('/f.epub'),
    });
    expect(mapped).toMatchObject({
      samplePdfUrl: '/s.pdf',
      sampleEpubUrl: '/s.epub',
      fullPdfUrl: '/f.pdf',
      fullEpubUrl: '/f.epub',
    });
  });

  it('reports a full flipbook without giving its URL away', () => {
    const record = { id: 'r', fields: { 'Full Flipbook URL': 'https://flip.example.org/x' } };
    const mapped = mapBook(record, emptyContext);
    expect(mapped.hasFullFlipbook).toBe(true);
    expect(JSON.stringify(mapped)).not.toContain('flip.example.org');
    expect(fullFlipbookUrlOf(record)).toBe('https://flip.example.org/x');
  });

  it('reads the physical edition: Physical Price ID, Available Physical, Physical Price GBP', () => {
    const mapped = book({ 'Physical Price ID': 'price_x', 'Available Physical': true, 'Physical Price GBP': 12.5 });
    expect(mapped).toMatchObject({ physicalPriceId: 'price_x', availablePhysical: true, physicalPriceGbp: 12.5 });
    expect(book({}).availablePhysical).toBe(false);
  });

  it('maps the spelt field names of links, flags and dates', () => {
    const mapped = book({
      'Share & Sell Link': 's',
      KDP_Link: 'k',
      'Smashwords Presale': 'p',
      'PayPal Button ID': 'b',
      'Offer Full Flipbook?': true,
      'Collectors Edition': true,
      Presales: true,
      Featured: true,
      'Release Date': '2027-02-18',
      'Publication Date': '2026-01-02',
      'Buy Print': 'bp',
      'Buy Epub': 'be',
      'Buy Kindle': 'bk',
    });
    expect(mapped).toMatchObject({
      shareSellLink: 's',
      kdpLink: 'k',
      presaleUrl: 'p',
      paypalButtonId: 'b',
      offerFullFlipbook: true,
      collectorsEdition: true,
      presales: true,
      featured: true,
      releaseDate: '2027-02-18',
      publicationDate: '2026-01-02',
      buyPrint: 'bp',
      buyEpub: 'be',
      buyKindle: 'bk',
    });
  });

  it('turns an invalid release date into null (the screens then treat it as missing)', () => {
    expect(book({ 'Release Date': 'next spring' }).releaseDate).toBeNull();
    expect(book({ 'Release Date': '2027-13-45' }).releaseDate).toBeNull();
  });
});
