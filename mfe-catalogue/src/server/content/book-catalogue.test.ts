import { describe, expect, it } from 'vitest';
import type { Book } from '@publisher/shared/contracts/content';
import { BOOK_PAGE_SIZE, bookQueryString, type BookQuery } from '@publisher/shared/contracts/book-query';
import { parseBookQuery } from '@publisher/shared/contracts/book-query-schema';
import { sampleListStore } from './catalogue-fixture';
import { bookCatalogue } from './book-catalogue';

const NOW = new Date('2026-11-24T12:00:00Z');
const query = (q: Partial<BookQuery> = {}): BookQuery => ({ sort: 'newest', page: 1, ...q });
const books = () => sampleListStore().listBooks();

/** n made-up books, for paging. */
function many(n: number): Book[] {
  return Array.from({ length: n }, (_, i) => {
    const slug = `book-${String(i).padStart(4, '0')}`;
    return {
      id: slug,
      slug,
      title: `Book ${i}`,
      author: 'A',
      authorSlug: 'a',
      genre: i % 2 ? 'Poetry' : 'Fiction',
      language: 'English',
      releaseDate: `2020-01-${String((i % 28) + 1).padStart(2, '0')}`,
      presales: false,
      buyPrint: null,
      buyEpub: null,
      buyKindle: null,
    } as unknown as Book;
  });
}

describe('the /books catalogue (filters, sort, pages)', () => {
  it('filters by genre, language, author, format and availability, and counts what each filter would leave', async () => {
    const all = await books();
    const page = bookCatalogue();
    const every = page(all, query(), NOW);
    expect(every.total).toBe(6);
    expect(every.facets.languages.map((f) => f.value)).toEqual(['English', 'Italian']);
    const italian = page(all, query({ language: 'italian' }), NOW);
    expect(italian.books.map((b) => b.slug)).toEqual(['il-giardino-delle-ore']);
    // The language facet still lists every language (counted without its own filter).
    expect(italian.facets.languages.find((f) => f.value === 'English')!.count).toBeGreaterThan(0);
    const byAuthor = page(all, query({ author: 'elena-marchetti' }), NOW);
    expect(byAuthor.books.every((b) => b.authorSlug === 'elena-marchetti')).toBe(true);
    expect(page(all, query({ format: 'flipbook' }), NOW).books.map((b) => b.slug)).toContain('crownless');
    const soon = page(all, query({ availability: 'coming-soon' }), NOW).books;
    expect(soon.length).toBeGreaterThan(0);
    expect(soon.every((b) => (b.releaseDate ?? '') > '2026-11-24')).toBe(true);
  });

  it('a well-formed value that matches nothing is an empty page, not an error', async () => {
    const empty = bookCatalogue()(await books(), query({ genre: 'Cookery' }), NOW);
    expect(empty).toMatchObject({ books: [], total: 0, pages: 1, page: 1 });
  });

  it('sorts newest first or by title', async () => {
    const all = await books();
    const byTitle = bookCatalogue()(all, query({ sort: 'title' }), NOW).books.map((b) => b.title);
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const newest = bookCatalogue()(all, query(), NOW).books.map((b) => b.releaseDate ?? '');
    expect(newest.filter(Boolean)).toEqual([...newest.filter(Boolean)].sort().reverse());
  });

  it(`pages ${BOOK_PAGE_SIZE} books at a time; a page past the end is empty with the totals`, () => {
    const list = Object.freeze(many(60));
    const page = bookCatalogue();
    const first = page(list, query({ sort: 'title' }), NOW);
    expect(first).toMatchObject({ page: 1, pageSize: BOOK_PAGE_SIZE, total: 60, pages: 3 });
    expect(first.books).toHaveLength(BOOK_PAGE_SIZE);
    const third = page(list, query({ sort: 'title', page: 3 }), NOW);
    expect(third.books).toHaveLength(12);
    const seen = new Set(
      [...first.books, ...page(list, query({ sort: 'title', page: 2 }), NOW).books, ...third.books].map((b) => b.slug),
    );
    expect(seen.size).toBe(60);
    expect(page(list, query({ page: 9 }), NOW)).toMatchObject({ books: [], total: 60, pages: 3, page: 9 });
  });
});

describe('the book query in the URL', () => {
  it('reads every choice, treats empty values as absent and writes one canonical URL per choice', () => {
    const parsed = parseBookQuery(
      new URLSearchParams('page=2&genre=Literary+Fantasy&sort=title&format=&availability=presale'),
    );
    expect(parsed).toEqual({
      ok: true,
      query: { genre: 'Literary Fantasy', availability: 'presale', sort: 'title', page: 2 },
    });
    expect(bookQueryString(parsed.ok ? parsed.query : {})).toBe(
      '?genre=Literary+Fantasy&availability=presale&sort=title&page=2',
    );
    expect(bookQueryString({ sort: 'newest', page: 1 })).toBe('');
  });

  it.each([
    ['format=vinyl', 'format'],
    ['availability=soon', 'availability'],
    ['sort=price', 'sort'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=99999', 'page'],
    ['author=Not%20A%20Slug', 'author'],
    [`genre=${'x'.repeat(101)}`, 'genre'],
  ])('refuses %s with a sentence naming the choice', (search, field) => {
    const parsed = parseBookQuery(new URLSearchParams(search));
    expect(parsed).toEqual({ ok: false, field, error: `The "${field}" choice is not one this catalogue offers.` });
  });
});
