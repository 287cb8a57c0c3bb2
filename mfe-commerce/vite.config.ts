// Relative import: Vite bundles the config itself and would not transpile a linked package's .ts.
import { remoteViteConfig } from '../shared/build/src/remote-vite';
import { precompileIcu } from '../shared/build/src/precompile-icu';
import { BUY_BOX_MODULE, MINI_BASKET_MODULE } from '../shared/src/fragments';
import { ROUTES } from './src/routes';

const config = remoteViteConfig('commerce', import.meta.dirname, ROUTES, {
  // The fragments other teams' pages place: the book page's buy box, the header's mini-basket (decision 136).
  exposes: {
    [BUY_BOX_MODULE]: './src/fragments/buy-box-fragment.tsx',
    [MINI_BASKET_MODULE]: './src/fragments/mini-basket.tsx',
  },
});
// The Italian thank-you page's messages, parsed at build time (src/strings/it.ts, docs/decisions/131).
config.plugins = [...(config.plugins ?? []), precompileIcu()];

export default config;
