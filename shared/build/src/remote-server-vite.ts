import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { SERVER_MODULE_PATH } from '../../src/server-render';

/**
 * Vite config for a remote's server module (docs/decisions/087): `src/server-render.tsx` built
 * for Node into `<outDir>/server/render.js`, beside the browser build it renders the same pages
 * as. Everything is bundled in (React, the router, the shared package), so the module runs from
 * wherever the build is copied to, with no node_modules next to it.
 */
export function remoteServerViteConfig(): UserConfig {
  const outDir = process.env.REMOTE_OUT_DIR ?? 'dist';
  const [dir, file] = SERVER_MODULE_PATH.split('/') as [string, string];
  return defineConfig({
    plugins: [react()],
    // The bundled React reads NODE_ENV at run time; the server must run its production build.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/server-render.tsx',
      outDir: `${outDir}/${dir}`,
      emptyOutDir: true,
      target: 'node20',
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: file, chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
  });
}
