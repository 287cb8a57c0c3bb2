import { createRemoteRoot } from '@publisher/shared-react/remote-root';

/** The remote's root: its pages, keyed by the page ids of ./routes.ts. */
export const Root = createRemoteRoot('education', {
  catalogue: () => import('./pages/catalogue'),
  year6: () => import('./pages/year6-maths'),
  year7: () => import('./pages/year7-maths'),
  'year6-marketing': () => import('./pages/year6-marketing'),
  'year7-marketing': () => import('./pages/year7-marketing'),
  'coming-soon': () => import('./pages/coming-soon'),
});
