// Relative import: Vite bundles the config itself and would not transpile a linked package's .ts.
import { remoteServerViteConfig } from '../shared/build/src/remote-server-vite';

export default remoteServerViteConfig();
