import { createRemoteRoot } from '@publisher/shared-react/remote-root';
import './styles.css';

/** The one module this remote exposes: its pages, keyed by the page ids of ./routes.ts. */
export default createRemoteRoot('architect', {
  landing: () => import('./pages/landing'),
  pricing: () => import('./pages/pricing'),
  dashboard: () => import('./pages/dashboard'),
  project: () => import('./pages/project'),
  'validate-purchase': () => import('./pages/validate-purchase'),
  workspace: () => import('./pages/workspace'),
  privacy: () => import('./pages/privacy'),
});
