// Relative import: Vite bundles the config itself and would not transpile a linked package's .ts.
import { remoteViteConfig } from '../shared/build/src/remote-vite';
import { BASKET_MODULE } from '../shared/src/remote-names';
import { ROUTES } from './src/routes';

export default remoteViteConfig('commerce', import.meta.dirname, ROUTES, {
  // The basket service alone, for pages of other remotes (decision 108).
  exposes: { [BASKET_MODULE]: './src/basket-service.ts' },
});
