// Relative import: Vite bundles the config itself and would not transpile a linked package's .ts.
import { remoteViteConfig } from '../shared/build/src/remote-vite';
import { ROUTES } from './src/routes';

export default remoteViteConfig('education', import.meta.dirname, ROUTES);
