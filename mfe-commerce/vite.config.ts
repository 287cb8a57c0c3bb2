// Relative import: Vite bundles the config itself and would not transpile a linked package's .ts.
import { remoteViteConfig } from '../shared/build/src/remote-vite';
import { precompileIcu } from '../shared/build/src/precompile-icu';
import { BASKET_MODULE } from '../shared/src/remote-names';
import { ROUTES } from './src/routes';

const config = remoteViteConfig('commerce', import.meta.dirname, ROUTES, {
  // The basket service alone, for pages of other remotes (decision 108).
  exposes: { [BASKET_MODULE]: './src/basket-service.ts' },
});
// The Italian thank-you page's messages, parsed at build time (src/strings/it.ts, docs/decisions/131).
config.plugins = [...(config.plugins ?? []), precompileIcu()];

export default config;
