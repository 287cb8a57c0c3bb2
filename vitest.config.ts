import { defineConfig } from 'vitest/config';

// Unit and API tests of every package; browser journeys live in e2e/ (Playwright).
export default defineConfig({
  test: {
    include: ['{shared,shared/react,shared/build,api,shell,mfe-*}/src/**/*.test.{ts,tsx}', 'api/tools/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // Set-up that starts a local database (PGlite) can take longer than 10 s on a loaded 2-core machine.
    hookTimeout: 60_000,
  },
});
