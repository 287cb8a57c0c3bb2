import { lazy } from 'react';
import { createRemoteRoot } from '@publisher/shared/remote-root';
import './styles.css';

/** The one module this remote exposes: its pages, keyed by the page ids of shared/src/routes.ts. */
export default createRemoteRoot('architect', {
  landing: lazy(() => import('./pages/landing')),
  pricing: lazy(() => import('./pages/pricing')),
  dashboard: lazy(() => import('./pages/dashboard')),
  project: lazy(() => import('./pages/project')),
  'validate-purchase': lazy(() => import('./pages/validate-purchase')),
  workspace: lazy(() => import('./pages/workspace')),
  privacy: lazy(() => import('./pages/privacy')),
});
