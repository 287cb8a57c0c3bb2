import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { createRemoteRoot } from '@publisher/shared/remote-root';
import { preloadPage } from './api-client/preload';
import './styles.css';

/** The catalogue's pages, keyed by the page ids of shared/src/routes.ts. */
const Root = createRemoteRoot('catalogue', {
  home: lazy(() => import('./pages/home')),
  books: lazy(() => import('./pages/books')),
  'book-detail': lazy(() => import('./pages/book-detail')),
  'sample-reader': lazy(() => import('./pages/sample-reader')),
  'full-flipbook': lazy(() => import('./pages/full-flipbook')),
  stories: lazy(() => import('./pages/stories')),
  'story-detail': lazy(() => import('./pages/story-detail')),
  authors: lazy(() => import('./pages/authors')),
  'author-detail': lazy(() => import('./pages/author-detail')),
  music: lazy(() => import('./pages/music')),
  'music-entry': lazy(() => import('./pages/music-entry')),
  podcast: lazy(() => import('./pages/podcast')),
  about: lazy(() => import('./pages/about')),
  contact: lazy(() => import('./pages/contact')),
  submissions: lazy(() => import('./pages/submissions')),
  services: lazy(() => import('./pages/services')),
  utilities: lazy(() => import('./pages/utilities')),
  tools: lazy(() => import('./pages/tools')),
  privacy: lazy(() => import('./pages/privacy')),
});

/**
 * The one module this remote exposes. Before rendering the page it starts the page's content
 * requests, so data and page code download in parallel from the moment of navigation.
 */
export default function CatalogueRoot({ page }: { page: string }) {
  const params = useParams();
  preloadPage(page, params);
  return <Root page={page} />;
}
