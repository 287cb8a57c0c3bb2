import type { Book, BookSummary } from '@publisher/shared/contracts/content';
import { cutText } from '@publisher/shared/domain/catalogue-text';

/** A book as the lists show it (shared contract BookSummary): the description cut here, once. */
export function toBookSummary(book: Book): BookSummary {
  return {
    id: book.id,
    slug: book.slug,
    title: book.title,
    author: book.author,
    authorSlug: book.authorSlug,
    description: cutText(book.description),
    coverUrl: book.coverUrl,
    genre: book.genre,
    language: book.language,
    pages: book.pages,
    releaseDate: book.releaseDate,
    presales: book.presales,
  };
}

const frozenSummaries = (books: readonly Book[]): readonly BookSummary[] =>
  Object.freeze(books.map((book) => Object.freeze(toBookSummary(book))));

/**
 * Summaries of a book list, kept per list. The store hands out the same deep-frozen list until
 * its cache refreshes, so this answers the same frozen summaries for it, and the responder
 * finds their prepared bytes again (cache/serialized-content.ts, decision 093): the list is
 * mapped once per refresh, not once per request. A list that is not frozen could still change,
 * so it is mapped on every call and nothing is kept.
 */
export function bookSummaries(): (books: readonly Book[]) => readonly BookSummary[] {
  const kept = new WeakMap<readonly Book[], readonly BookSummary[]>();
  return (books) => {
    const hit = kept.get(books);
    if (hit) return hit;
    if (!Object.isFrozen(books) || !books.every((book) => Object.isFrozen(book))) return books.map(toBookSummary);
    const summaries = frozenSummaries(books);
    kept.set(books, summaries);
    return summaries;
  };
}
