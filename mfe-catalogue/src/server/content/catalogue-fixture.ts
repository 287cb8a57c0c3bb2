import type { Author, Book, MusicEntry, Story } from '@publisher/shared/contracts/content';
import type { ContentStore } from '@publisher/shared/server/ports/content-store';
// The sample catalogue's lists as the host's content store hands them out (a copy: a remote never imports the API).
import fixture from './catalogue.fixture.json';

const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};

/** The sample lists, deep-frozen as the store hands out what it caches, for the catalogue's server tests. */
export const sampleCatalogue = deepFreeze(
  fixture as { books: Book[]; stories: Story[]; authors: Author[]; music: MusicEntry[] },
);

/** The sample catalogue through the content store port's list reads. */
export function sampleListStore(): Pick<ContentStore, 'listBooks' | 'listStories' | 'listAuthors' | 'listMusic'> {
  return {
    listBooks: async () => sampleCatalogue.books,
    listStories: async () => sampleCatalogue.stories,
    listAuthors: async () => sampleCatalogue.authors,
    listMusic: async () => sampleCatalogue.music,
  };
}
