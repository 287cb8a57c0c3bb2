import type { Book, BookSummary } from '@publisher/shared/contracts/content';
import { BOOK_PAGE_SIZE, type BookFormat, type BookQuery } from '@publisher/shared/contracts/book-query';
import type { BookPage, Facet } from '@publisher/shared/contracts/book-query-schema';
import { collectorsOffer, flipbookPriceId, physicalOffer } from '@publisher/shared/domain/catalogue-offers';
import { releaseState } from '@publisher/shared/domain/catalogue-release';
import { present } from '@publisher/shared/domain/catalogue-text';
import { toBookSummary } from './book-summaries';

/*
 * /books as a catalogue a reader can narrow (decision 104): filter, sort and page over the
 * store's book list. Everything that does not depend on the query (summaries, formats, sort
 * orders, facet values) is prepared once per list the store hands out, so a request only filters
 * and slices arrays it already has.
 */

interface Entry {
  book: Book;
  summary: BookSummary;
  formats: ReadonlySet<BookFormat>;
}

interface Prepared {
  newest: readonly Entry[];
  title: readonly Entry[];
  genres: readonly string[];
  languages: readonly string[];
  authors: ReadonlyMap<string, string>;
}

function formatsOf(book: Book): Set<BookFormat> {
  const formats = new Set<BookFormat>();
  if (physicalOffer(book) || present(book.buyPrint)) formats.add('print');
  if (present(book.buyEpub) || present(book.buyKindle) || present(book.fullEpubUrl) || present(book.fullPdfUrl))
    formats.add('ebook');
  if (flipbookPriceId(book) || collectorsOffer(book)) formats.add('flipbook');
  return formats;
}

const dayOf = (book: Book) => book.releaseDate ?? book.publicationDate ?? '';
const byTitle = (a: Entry, b: Entry) =>
  a.book.title.localeCompare(b.book.title, 'en', { sensitivity: 'base', numeric: true });
/** Newest first; books without a date last, by title. */
const byNewest = (a: Entry, b: Entry) => dayOf(b.book).localeCompare(dayOf(a.book)) || byTitle(a, b);
const sortedLabels = (values: Iterable<string>) =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));

function prepare(books: readonly Book[]): Prepared {
  const entries = books.map((book) => ({ book, summary: toBookSummary(book), formats: formatsOf(book) }));
  // An author may publish under several names: the facet names them all ("Elena Marchetti / E. M. Vale").
  const names = new Map<string, Set<string>>();
  for (const { book } of entries)
    if (book.authorSlug && book.author)
      names.set(book.authorSlug, (names.get(book.authorSlug) ?? new Set()).add(book.author));
  const authors = new Map([...names].map(([slug, set]) => [slug, [...set].join(' / ')]));
  return {
    newest: [...entries].sort(byNewest),
    title: [...entries].sort(byTitle),
    genres: sortedLabels(entries.flatMap(({ book }) => (present(book.genre) ? [book.genre!] : []))),
    languages: sortedLabels(entries.flatMap(({ book }) => (present(book.language) ? [book.language!] : []))),
    authors: new Map([...authors].sort((a, b) => a[1].localeCompare(b[1], 'en', { sensitivity: 'base' }))),
  };
}

const same = (a: string | null, b: string) => a !== null && a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

function counted(values: readonly string[], labelOf: (v: string) => string, countOf: (v: string) => number): Facet[] {
  return values.map((value) => ({ value, label: labelOf(value), count: countOf(value) })).filter((f) => f.count > 0);
}

/** The page for `query`. Facet counts are over the books the other filters leave, as shops show them. */
export function bookCatalogue(): (books: readonly Book[], query: BookQuery, now?: Date) => BookPage {
  const kept = new WeakMap<readonly Book[], Prepared>();
  const preparedFor = (books: readonly Book[]) => {
    const hit = kept.get(books);
    if (hit) return hit;
    const fresh = prepare(books);
    if (Object.isFrozen(books)) kept.set(books, fresh);
    return fresh;
  };

  return (books, query, now = new Date()) => {
    const prepared = preparedFor(books);
    const tests = {
      genre: (e: Entry) => !query.genre || same(e.book.genre, query.genre),
      language: (e: Entry) => !query.language || same(e.book.language, query.language),
      author: (e: Entry) => !query.author || e.book.authorSlug === query.author,
      format: (e: Entry) => !query.format || e.formats.has(query.format),
      availability: (e: Entry) => !query.availability || releaseState(e.book, now) === query.availability,
    };
    const except = (skip: keyof typeof tests) => (e: Entry) =>
      (Object.keys(tests) as (keyof typeof tests)[]).every((key) => key === skip || tests[key](e));
    const order = query.sort === 'title' ? prepared.title : prepared.newest;
    const matching = order.filter((e) => Object.values(tests).every((test) => test(e)));
    const pages = Math.max(1, Math.ceil(matching.length / BOOK_PAGE_SIZE));
    const start = (query.page - 1) * BOOK_PAGE_SIZE;

    const countBy = (skip: keyof typeof tests, key: (e: Entry) => string | null) => {
      const counts = new Map<string, number>();
      for (const e of order) {
        const value = key(e);
        if (value !== null && except(skip)(e))
          counts.set(value.toLowerCase(), (counts.get(value.toLowerCase()) ?? 0) + 1);
      }
      return (value: string) => counts.get(value.toLowerCase()) ?? 0;
    };
    return {
      books: matching.slice(start, start + BOOK_PAGE_SIZE).map((e) => e.summary),
      page: query.page,
      pageSize: BOOK_PAGE_SIZE,
      total: matching.length,
      pages,
      facets: {
        genres: counted(
          prepared.genres,
          (v) => v,
          countBy('genre', (e) => e.book.genre),
        ),
        languages: counted(
          prepared.languages,
          (v) => v,
          countBy('language', (e) => e.book.language),
        ),
        authors: counted(
          [...prepared.authors.keys()],
          (slug) => prepared.authors.get(slug)!,
          countBy('author', (e) => e.book.authorSlug),
        ),
      },
    };
  };
}
