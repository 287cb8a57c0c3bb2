import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app';
import { teamsOverRecords } from './team-sources';
import { sqliteRecordStore } from '../adapters/sqlite/record-store';
import { localVerifier } from '../adapters/local/verifier';
import type { PurchaseVerifier } from '@publisher/shared/server/ports/purchase-verifier';
import { DEFAULT_EDGE, type EdgeOptions } from '../middleware/edge';
import { createAttemptLimiter } from '../middleware/rate-limit';
import { createWriteLimiter } from '../middleware/write-limit';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { sqliteStateStore } from '../adapters/sqlite/state-store';
import { verificationDepsFromEnv } from '../wiring/verify-setup';

/*
 * Test harness (used by *.test.ts only): the real app over a real local record store in a
 * temp directory (seeded with the sample purchases), with a clock tests can move.
 */

export const TEST_PASSWORD = 'test-flipbook-password';
export const TEST_DEMO_KEY = 'TEST-DEMO-KEY-1';

export interface HarnessOptions {
  verifier?: (records: ReturnType<typeof sqliteRecordStore>) => PurchaseVerifier;
  edge?: Partial<EdgeOptions>;
  /** 'production': the default limits (10 failures a minute) on the harness clock. */
  limits?: 'production' | 'relaxed';
  /** Where the failed-attempt counts live; SQLite in the harness's directory when absent. */
  state?: (now: () => number) => StateStore;
  /** Folder holding flipbooks/ and flipbook-viewer/ (default: api/private). */
  flipbookDir?: string;
}

export function verifyHarness(options: HarnessOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'verify-harness-'));
  const records = sqliteRecordStore({ dataDir, seedSamples: true });
  let clock = Date.parse('2026-06-01T12:00:00Z');
  const now = () => clock;
  const state = options.state?.(now) ?? sqliteStateStore({ dataDir, now });
  const deps = verificationDepsFromEnv(
    {
      ACCESS_TOKEN_SECRET: 'test-secret-that-is-long-enough-1234567890',
      FLIPBOOK_PASSWORD: TEST_PASSWORD,
      ARCHITECT_DEMO_KEYS: [TEST_DEMO_KEY],
      ARCHITECT_SECURE_URL: '/architects-method/',
      FLIPBOOK_DIR: options.flipbookDir,
    },
    { records, state, verifier: options.verifier?.(records) ?? localVerifier(records) },
    now,
  );
  // Contract tests make many wrong tries on purpose; the rate-limit tests pass the default limiter.
  const limiter = createAttemptLimiter(state, options.limits === 'production' ? { now } : { now, maxFailures: 1000 });
  // Likewise for writes: contract tests post many quotes; the write-limit tests ask for 'production'.
  const writeLimiter = createWriteLimiter(state, options.limits === 'production' ? undefined : 1000, now);
  const edge: EdgeOptions = { ...DEFAULT_EDGE, limiter, writeLimiter, ...options.edge };
  // Content routes are not exercised here; the verification paths never touch the store.
  // Commerce's endpoints (decision 133: the purchase proofs, the quote request) over the same records.
  const app = createApp({
    verification: deps,
    edge,
    teams: teamsOverRecords(records, state, deps),
  });

  const post = (path: string, body: unknown, init: { headers?: Record<string, string>; ip?: string } = {}) =>
    app.request(
      path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...init.headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      },
      { context: { ip: init.ip ?? '203.0.113.7' } },
    );
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

  return {
    app,
    deps,
    records,
    state,
    dataDir,
    post,
    get,
    advance: (ms: number) => {
      clock += ms;
    },
    now,
    cleanup: () => {
      records.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type VerifyHarness = ReturnType<typeof verifyHarness>;
