// Relative import: Vite bundles the config itself and would not transpile a linked package's .ts.
import { remoteViteConfig } from '../shared/build/src/remote-vite';
import { precompileIcu } from './precompile-icu';
import { ROUTES } from './src/routes';

const config = remoteViteConfig('catalogue', import.meta.dirname, ROUTES);
config.plugins = [...(config.plugins ?? []), precompileIcu()];

export default config;
