import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_ORIGIN ?? 'http://localhost:8080';

// The shell is a plain Vite app: it creates the Module Federation runtime itself and
// registers remotes from /remotes.json at run time, so no remote URL is baked into its build.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5100,
    strictPort: true,
    proxy: { '/api': api, '/.netlify': api, '/remotes.json': api, '/remotes': api, '/media': api, '/sandbox': api },
  },
  build: { target: 'es2022', assetsInlineLimit: 0 },
});
