import { defineConfig, devices } from '@playwright/test';
import { budget, timeFactor } from '../support/machine';
import { DEPLOY_PORT } from './deploy-env';

await timeFactor();

/*
 * The deploy suite: the root site built and served by Netlify's own CLI, offline
 * (scripts/netlify/serve-offline.mjs, started by global-setup.ts with the production variables),
 * checked in Debian's Chromium. Run with `corepack pnpm run test:deploy` (installs the pinned CLI
 * from deploy/package-lock.json first). Ports 8910-8913.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/deploy',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // The CLI runs every function call in a fresh worker thread (a cold start each time): one
  // browser at a time keeps the shared 2 cores from timing out.
  workers: 1,
  // A failing test runs once more, traced (tracing every passing test cost about a third of the
  // suite's time); a test that passes only on its retry still fails the run (decision 138).
  retries: 1,
  failOnFlakyTests: true,
  timeout: budget(60_000),
  expect: { timeout: budget(15_000) },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${DEPLOY_PORT}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
