import { createRemoteRoot } from '@publisher/shared-react/remote-root';

/** The remote's root: its pages, keyed by the page ids of ./routes.ts. */
export const Root = createRemoteRoot('commerce', {
  calculator: () => import('./pages/calculator'),
  'collectors-edition': () => import('./pages/collectors-edition'),
  'purchase-success': () => import('./pages/purchase-success'),
  'thank-you': () => import('./pages/thank-you'),
  'thank-you-it': () => import('./pages/it/thank-you'),
  'checkout-cancelled': () => import('./pages/checkout-cancelled'),
  'checkout-cancelled-it': () => import('./pages/it/checkout-cancelled'),
  'my-purchases': () => import('./pages/my-purchases'),
  library: () => import('./pages/library'),
  basket: () => import('./pages/basket'),
  'cover-validate': () => import('./pages/cover-validate'),
  'cover-creator-info': () => import('./pages/cover-creator-info'),
  'sound-craftery-info': () => import('./pages/sound-craftery-info'),
  'sound-craftery-validate': () => import('./pages/sound-craftery-validate'),
  'year7-validate': () => import('./pages/year7-validate'),
});
