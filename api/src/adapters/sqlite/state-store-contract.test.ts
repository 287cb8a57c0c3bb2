import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeStateStoreContract } from '../../testing/state-store-contract';
import { sqliteStateStore } from './state-store';

// The same contract as the Netlify Database adapter: two connections on one file are two processes.
describeStateStoreContract('SQLite', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'state-contract-'));
  let at = Date.parse('2026-06-01T12:00:00Z');
  const now = () => at;
  const [a, b] = [sqliteStateStore({ dataDir, now }), sqliteStateStore({ dataDir, now })];
  return {
    a,
    b,
    advance: (ms) => void (at += ms),
    cleanup: async () => {
      a.close();
      b.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
});
