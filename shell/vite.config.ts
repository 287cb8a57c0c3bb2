import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_ORIGIN ?? 'http://localhost:8080';

// The shell is a plain Vite app: it creates the Module Federation runtime itself and
// registers remotes from /remotes.json at run time, so no remote URL is baked into its build.
export default defineConfig({
  plugins: [react()],
  // The federation runtime's build-time switches (what @module-federation/vite sets for its own
  // builds): the shell registers remotes by their remoteEntry.js, never by an mf-manifest.json, so
  // the snapshot/preload plugin is dead code, and it only runs in browsers (~3 KB gz less).
  define: { FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true', ENV_TARGET: JSON.stringify('web') },
  server: {
    port: 5100,
    strictPort: true,
    proxy: { '/api': api, '/.netlify': api, '/remotes.json': api, '/remotes': api, '/media': api, '/sandbox': api },
  },
  build: { target: 'es2022', assetsInlineLimit: 0 },
});
