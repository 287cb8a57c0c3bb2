import { createRemoteRoot } from '@publisher/shared-react/remote-root';

/** The catalogue's pages, keyed by the page ids of ./routes.ts. */
export const Root = createRemoteRoot('catalogue', {
  home: () => import('./pages/home'),
  books: () => import('./pages/books'),
  search: () => import('./pages/search'),
  'book-detail': () => import('./pages/book-detail'),
  'sample-reader': () => import('./pages/sample-reader'),
  'full-flipbook': () => import('./pages/full-flipbook'),
  stories: () => import('./pages/stories'),
  'story-detail': () => import('./pages/story-detail'),
  authors: () => import('./pages/authors'),
  'author-detail': () => import('./pages/author-detail'),
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
});
