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
  retries: 0,
  timeout: budget(60_000),
  expect: { timeout: budget(15_000) },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${DEPLOY_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
