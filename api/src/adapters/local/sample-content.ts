import type { Book } from '@publisher/shared/contracts/content';
import type { ContentStore } from '../../ports/content-store';

const books: Book[] = [
  {
    id: 'recBookCrownless',
    slug: 'crownless',
    title: 'Crownless',
    author: 'Elena Marchetti',
    description:
      'A deposed queen crosses a frozen sea to reclaim a throne nobody remembers she held. A story of memory, exile and the price of being forgotten, told across three winters and two languages.',
    synopsis: 'A deposed queen crosses a frozen sea.',
    genre: 'Literary Fantasy',
    language: 'English',
    pages: 384,
    coverUrl: '/media/covers/crownless.svg',
    featured: true,
  },
];

export function localContentStore(): ContentStore {
  return { listBooks: async () => books };
}
