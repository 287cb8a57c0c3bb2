import { createRemoteRoot } from '@publisher/shared-react/remote-root';

/**
 * The catalogue's pages, keyed by the page ids of ./routes.ts; the Italian edition's (pages/it/,
 * docs/decisions/131) are the same pages with the Italian locale and its i18n library.
 */
export const Root = createRemoteRoot('catalogue', {
  home: () => import('./pages/en/home'),
  books: () => import('./pages/en/books'),
  search: () => import('./pages/en/search'),
  'book-detail': () => import('./pages/en/book-detail'),
  'sample-reader': () => import('./pages/sample-reader'),
  'full-flipbook': () => import('./pages/full-flipbook'),
  stories: () => import('./pages/en/stories'),
  'story-detail': () => import('./pages/en/story-detail'),
  authors: () => import('./pages/authors'),
  'author-detail': () => import('./pages/en/author-detail'),
  music: () => import('./pages/music'),
  'music-entry': () => import('./pages/music-entry'),
  podcast: () => import('./pages/podcast'),
  about: () => import('./pages/about'),
  contact: () => import('./pages/contact'),
  submissions: () => import('./pages/submissions'),
  services: () => import('./pages/services'),
  utilities: () => import('./pages/utilities'),
  tools: () => import('./pages/tools'),
  privacy: () => import('./pages/privacy'),
  'it-home': () => import('./pages/it/home'),
  'it-books': () => import('./pages/it/books'),
  'it-search': () => import('./pages/it/search'),
  'it-book-detail': () => import('./pages/it/book-detail'),
  'it-stories': () => import('./pages/it/stories'),
  'it-story-detail': () => import('./pages/it/story-detail'),
  'it-author-detail': () => import('./pages/it/author-detail'),
});
