import { lazy } from 'react';
import { createRemoteRoot } from '@publisher/shared/remote-root';
import './styles.css';

/** The one module this remote exposes: its pages, keyed by the page ids of shared/src/routes.ts. */
export default createRemoteRoot('commerce', {
  calculator: lazy(() => import('./pages/calculator')),
  'checkout-cancelled': lazy(() => import('./pages/checkout-cancelled')),
});
