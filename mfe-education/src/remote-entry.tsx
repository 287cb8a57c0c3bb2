import { lazy } from 'react';
import { createRemoteRoot } from '@publisher/shared/remote-root';
import './styles.css';

/** The one module this remote exposes: its pages, keyed by the page ids of shared/src/routes.ts. */
export default createRemoteRoot('education', {
  catalogue: lazy(() => import('./pages/catalogue')),
  year6: lazy(() => import('./pages/year6-maths')),
  year7: lazy(() => import('./pages/year7-maths')),
  'year6-marketing': lazy(() => import('./pages/year6-marketing')),
  'year7-marketing': lazy(() => import('./pages/year7-marketing')),
  'coming-soon': lazy(() => import('./pages/coming-soon')),
});
