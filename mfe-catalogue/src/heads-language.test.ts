import { describe, expect, it } from 'vitest';
import { pageHead, type HeadInput } from './heads';

const origin = 'https://ashgrove.example';
const input = (pathname: string, query = ''): HeadInput => ({
  pathname,
  params: {},
  search: new URLSearchParams(query),
  origin,
  data: {},
});

describe('heads of the two editions (decision 131)', () => {
  it('give each page with an equivalent its hreflang pair and x-default, both ways', () => {
    const alternates = (page: string, head: HeadInput) =>
      pageHead(page, head)
        ?.links?.filter((l) => l.rel === 'alternate')
        .map((l) => [l.hreflang, l.href]);
    const pair = [
      ['en-GB', `${origin}/`],
      ['it', `${origin}/it`],
      ['x-default', `${origin}/`],
    ];
    expect(alternates('home', input('/'))).toEqual(pair);
    expect(alternates('it-home', input('/it'))).toEqual(pair);
    const books = [
      ['en-GB', `${origin}/books?language=Italian`],
      ['it', `${origin}/it/books`],
      ['x-default', `${origin}/books?language=Italian`],
    ];
    expect(alternates('it-books', input('/it/books'))).toEqual(books);
    expect(alternates('books', input('/books', 'language=Italian'))).toEqual(books);
    // Every language at once has no Italian equivalent.
    expect(alternates('books', input('/books'))).toEqual([]);
  });

  it('put the Italian pages in Italian: <html lang>, og:locale, their own canonical and titles', () => {
    const home = pageHead('it-home', input('/it'));
    expect(home).toMatchObject({ lang: 'it', ogLocale: 'it_IT' });
    const books = pageHead('it-books', input('/it/books', 'page=2'));
    expect(books).toMatchObject({
      lang: 'it',
      canonical: `${origin}/it/books?page=2`,
      title: 'Libri, pagina 2 | Ashgrove Press',
    });
    expect(pageHead('home', input('/'))?.lang).toBeUndefined();
  });
});
