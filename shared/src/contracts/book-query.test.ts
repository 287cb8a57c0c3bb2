import { describe, expect, it } from 'vitest';
import { BOOK_AVAILABILITY, BOOK_FORMATS, BOOK_SORTS, readBookQuery } from './book-query';
import { parseBookQuery } from './book-query-schema';

/*
 * Decision 136: the pages read their /books URL without zod (readBookQuery), the API validates the
 * same query with its zod schema (parseBookQuery). They must give the same answer for any query, or
 * a page would show results the API refuses, or refuse what the API answers.
 */

const CASES: Record<string, string>[] = [
  {},
  { genre: 'Fantasy' },
  { genre: '  Fantasy  ' },
  { genre: '   ' },
  { genre: '' },
  { genre: 'x'.repeat(100) },
  { genre: 'x'.repeat(101) },
  { genre: ` ${'x'.repeat(100)} ` },
  { language: 'Italian' },
  { language: 'y'.repeat(101), genre: 'z'.repeat(101) },
  { language: 'Ελληνικά' },
  { author: 'elena-marchetti' },
  { author: 'Elena' },
  { author: ' elena' },
  { author: 'a'.repeat(120) },
  { author: 'a'.repeat(121) },
  { author: 'é' },
  { format: 'ebook' },
  { format: 'EBOOK' },
  { format: 'audiobook' },
  { availability: 'presale' },
  { availability: 'soon' },
  { sort: 'title' },
  { sort: 'newest' },
  { sort: 'oldest' },
  { sort: ' title' },
  { page: '1' },
  { page: '2' },
  { page: '0' },
  { page: '01' },
  { page: '-1' },
  { page: '1.5' },
  { page: '10000' },
  { page: '10001' },
  { page: '99999' },
  { page: '100000' },
  { page: ' 2' },
  { page: 'abc' },
  { genre: 'Fantasy', format: 'bad', page: 'bad' },
  { sort: 'bad', page: '100000' },
  { availability: 'bad', sort: 'bad' },
  {
    genre: 'Fantasy',
    language: 'Italian',
    author: 'elena-marchetti',
    format: 'print',
    availability: 'on-sale',
    sort: 'title',
    page: '3',
  },
  { unknown: 'ignored', genre: 'Poetry' },
];

const params = (entries: Record<string, string>) => new URLSearchParams(entries);

describe('readBookQuery (pages) and parseBookQuery (API, zod)', () => {
  it.each(CASES.map((c) => [new URLSearchParams(c).toString() || '(empty)', c] as const))(
    'agree on %s',
    (_label, entries) => {
      expect(readBookQuery(params(entries))).toEqual(parseBookQuery(params(entries)));
    },
  );

  it('agree on every combination of the closed choices with a good and a bad value each', () => {
    const choices = (list: readonly string[]) => [undefined, list[0]!, 'nope'];
    let compared = 0;
    for (const format of choices(BOOK_FORMATS))
      for (const availability of choices(BOOK_AVAILABILITY))
        for (const sort of choices(BOOK_SORTS))
          for (const page of [undefined, '7', '0', '10001']) {
            const entries = Object.fromEntries(
              Object.entries({ format, availability, sort, page }).filter(([, v]) => v !== undefined),
            ) as Record<string, string>;
            expect(readBookQuery(params(entries)), JSON.stringify(entries)).toEqual(parseBookQuery(params(entries)));
            compared += 1;
          }
    expect(compared).toBe(108);
  });

  it('refuse the first bad parameter in the canonical order, with the sentence the API answers', () => {
    expect(readBookQuery(params({ page: 'x', format: 'y' }))).toEqual({
      ok: false,
      field: 'format',
      error: 'The "format" choice is not one this catalogue offers.',
    });
  });
});
