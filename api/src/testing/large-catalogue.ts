import type { RawRecord } from '@publisher/shared/server/ports/content-store';
import { sampleTables } from '../adapters/local/local-source';

/*
 * A publisher's catalogue at any size, for a loopback Airtable (airtable-server.ts): the sample's
 * shapes multiplied, every field the adapter maps, unique titles and slugs. Used by bench:scale
 * (10,000 books) and the browser test of paging (e2e/tests/discovery-paging.spec.ts).
 */

export interface CatalogueSize {
  books: number;
  authors: number;
  stories: number;
}

export const GENRES = [
  'Literary Fiction',
  'Literary Fantasy',
  'Historical Fiction',
  'Poetry',
  'Essays',
  'Crime',
  'Science Fiction',
];
export const LANGUAGES = ['English', 'Italian', 'French'];

export const titleOf = (i: number) =>
  `The ${['Salt', 'Winter', 'Lantern', 'Orchard', 'Harbour'][i % 5]} Book Number ${i}`;

/** Book i is `book-<i>`, titled titleOf(i); its genre and language cycle through GENRES and LANGUAGES. */
export function largeCatalogue(size: CatalogueSize): Record<string, readonly RawRecord[]> {
  const { books: BOOKS, authors: AUTHORS, stories: STORIES } = size;
  const authors: RawRecord[] = Array.from({ length: AUTHORS }, (_, i) => ({
    id: `recAuth${i}`,
    fields: {
      Name: `Author ${i} Hartley`,
      Slug: `author-${i}`,
      'Pen Names': i % 10 === 0 ? `Pen Name ${i}` : '',
      Bio: `Author ${i} writes.`,
      Nationality: 'British',
    },
  }));
  const books: RawRecord[] = Array.from({ length: BOOKS }, (_, i) => {
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    return {
      id: `recBook${i}`,
      fields: {
        Title: titleOf(i),
        Slug: `book-${i}`,
        Author: [`recAuth${i % AUTHORS}`],
        Description: `Book ${i}: a story of ${GENRES[i % GENRES.length]!.toLowerCase()} told across three winters, two languages and one long summer by the sea, with more words than any card shows.`,
        Synopsis: `Line one of book ${i}.\nLine two.\nLine three.`,
        Cover: [{ url: `/media/covers/crownless.svg`, width: 400, height: 600 }],
        Genre: GENRES[i % GENRES.length],
        Language: LANGUAGES[i % LANGUAGES.length],
        Pages: 200 + (i % 300),
        Price: 9.99,
        'Publication Date': `${2000 + (i % 27)}-${month}-${day}`,
        'Release Date': `${2000 + (i % 27)}-${month}-${day}`,
        'Buy Print': i % 2 ? `https://shop.example.org/print/${i}` : '',
        'Buy Epub': i % 3 ? `https://shop.example.org/epub/${i}` : '',
        'Physical Price ID': `price_bench_${i}`,
        'Available Physical': i % 4 === 0,
        'Physical Price GBP': 12.99,
        Featured: i < 2,
      },
    };
  });
  const stories: RawRecord[] = Array.from({ length: STORIES }, (_, i) => ({
    id: `recStory${i}`,
    fields: {
      Title: `Story ${i}`,
      Slug: `story-${i}`,
      Author: [`recAuth${i % AUTHORS}`],
      'Story Type': 'Short Story',
      Tags: 'sea, winter',
      Excerpt: `Story ${i}.`,
    },
  }));
  return { ...sampleTables, Authors: authors, Books: books, Stories: stories };
}
