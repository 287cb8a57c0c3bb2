import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { budget, timeFactor } from './e2e/support/machine';

// Unit and API tests of every package; browser journeys live in e2e/ (Playwright).
export default defineConfig(async () => {
  // The run's one calibration: budgets follow the machine (e2e/support/machine.ts, decision 138).
  await timeFactor();
  return {
    test: {
      include: ['{shared,shared/react,shared/build,api,shell,mfe-*}/src/**/*.test.{ts,tsx}', 'api/tools/**/*.test.ts'],
      environment: 'node' as const,
      // One file per core. Vitest's default leaves a core free (cores − 1), which on a 2-core machine
      // ran the 199 files one at a time: 366 s here, 208 s with both cores.
      maxWorkers: availableParallelism(),
      // A worker keeps its modules from one file to the next: the files' imports are evaluated once
      // a worker, not once a file (import time 124 → 18 s, the run 231 → 115 s here). A test about a
      // module's first load or its module-level state imports it afresh (vi.resetModules, then
      // import()), and a file that mocks a module undoes it in afterAll (vi.doUnmock).
      isolate: false,
      testTimeout: budget(20_000),
      // Set-up that starts a local database (PGlite) can take longer than 10 s on a loaded 2-core machine.
      hookTimeout: budget(60_000),
    },
  };
});
