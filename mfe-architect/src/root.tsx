import { createRemoteRoot } from '@publisher/shared-react/remote-root';

/** The remote's root: its pages, keyed by the page ids of ./routes.ts. */
export const Root = createRemoteRoot('architect', {
  landing: () => import('./pages/landing'),
  pricing: () => import('./pages/pricing'),
  dashboard: () => import('./pages/dashboard'),
  project: () => import('./pages/project'),
  'validate-purchase': () => import('./pages/validate-purchase'),
  workspace: () => import('./pages/workspace'),
  privacy: () => import('./pages/privacy'),
});
