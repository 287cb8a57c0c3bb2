import { lazy } from 'react';
import { createRemoteRoot } from '@publisher/shared/remote-root';
import './styles.css';

/** The one module this remote exposes: its pages, keyed by the page ids of shared/src/routes.ts. */
export default createRemoteRoot('commerce', {
  calculator: lazy(() => import('./pages/calculator')),
  'collectors-edition': lazy(() => import('./pages/collectors-edition')),
  'purchase-success': lazy(() => import('./pages/purchase-success')),
  'thank-you': lazy(() => import('./pages/thank-you')),
  'checkout-cancelled': lazy(() => import('./pages/checkout-cancelled')),
  'my-purchases': lazy(() => import('./pages/my-purchases')),
  basket: lazy(() => import('./pages/basket')),
  'cover-validate': lazy(() => import('./pages/cover-validate')),
  'cover-creator-info': lazy(() => import('./pages/cover-creator-info')),
  'sound-craftery-info': lazy(() => import('./pages/sound-craftery-info')),
  'sound-craftery-validate': lazy(() => import('./pages/sound-craftery-validate')),
  'year7-validate': lazy(() => import('./pages/year7-validate')),
});
