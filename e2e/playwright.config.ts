import { defineConfig, devices } from '@playwright/test';
import { budget, timeFactor } from './support/machine';

// One calibration for the run: every budget below and in the tests is scaled by it (support/machine.ts).
await timeFactor();

const PORT = Number(process.env.E2E_PORT ?? 8090);

export default defineConfig({
  testDir: './tests',
  // Per-port output folder: several runs (e.g. one per remote team) can share this checkout.
  outputDir: `test-results/${PORT}`,
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // A failing test runs once more, traced (tracing every passing test cost about a third of the
  // suite's time); a test that passes only on its retry still fails the run (decision 138).
  retries: 1,
  failOnFlakyTests: true,
  timeout: budget(30_000),
  expect: { timeout: budget(10_000) },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Other hosts (fonts, analytics after consent) fail at once, as on this offline machine, without
      // routing every request through Playwright (routing turns the page's HTTP cache off: warmCache).
      args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx src/server.ts',
    cwd: '../api',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: budget(60_000),
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      REMOTE_LOAD_TIMEOUT_MS: String(budget(15_000)),
      WRITES_PER_MINUTE: '1000',
      DATA_DIR: `../.data/e2e-${PORT}`,
    },
  },
});
