import { describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../../ports/store-unavailable';
import { startTestBlobs } from '../../testing/blobs-server';
import { describeStateStoreContract } from '../../testing/state-store-contract';
import { blobsStateStore } from './state-store';

function clock() {
  let at = Date.parse('2026-06-01T12:00:00Z');
  return { now: () => at, advance: (ms: number) => void (at += ms) };
}

describeStateStoreContract('Netlify Blobs', async () => {
  const blobs = await startTestBlobs();
  const c = clock();
  // Two SDK clients: what two function instances would hold.
  return {
    a: blobsStateStore(blobs.store('state'), { now: c.now }),
    b: blobsStateStore(blobs.store('state'), { now: c.now }),
    advance: c.advance,
    cleanup: () => blobs.close(),
  };
});

describe('blobsStateStore', () => {
  it('retries a conflicting update on what the other writer stored', async () => {
    const blobs = await startTestBlobs();
    const [a, b] = [blobsStateStore(blobs.store('state')), blobsStateStore(blobs.store('state'))];
    await a.set('n', 0, { ttlMs: 60_000 });
    let runs = 0;
    const slow = a.update<number>(
      'n',
      (n) => {
        runs++;
        return (n ?? 0) + 1;
      },
      { ttlMs: 60_000 },
    );
    const fast = b.update<number>('n', (n) => (n ?? 0) + 10, { ttlMs: 60_000 });
    await Promise.all([slow, fast]);
    expect(await a.get('n')).toBe(11);
    expect(runs).toBeGreaterThanOrEqual(1);
    await blobs.close();
  });

  it('gives up on a key that stays contended with StoreUnavailableError, after a bounded number of tries', async () => {
    const blobs = await startTestBlobs();
    const a = blobsStateStore(blobs.store('state'), { maxAttempts: 3 });
    const b = blobsStateStore(blobs.store('state'));
    await a.set('n', 0, { ttlMs: 60_000 });
    let runs = 0;
    // Every time a's change runs, b writes first, so a's ETag is always stale.
    const attempt = a.update<number>(
      'n',
      (n) => {
        runs++;
        void b.set('n', 100 + runs, { ttlMs: 60_000 });
        return (n ?? 0) + 1;
      },
      { ttlMs: 60_000 },
    );
    await expect(attempt).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(runs).toBe(3);
    await blobs.close();
  });

  it('rejects with StoreUnavailableError, not a raw fetch error, when Blobs is down', async () => {
    const blobs = await startTestBlobs();
    const state = blobsStateStore(blobs.store('state'));
    await state.set('k', 1, { ttlMs: 60_000 });
    await blobs.stop();
    await expect(state.get('k')).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(state.set('k', 2, { ttlMs: 60_000 })).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(state.update('k', () => 3, { ttlMs: 60_000 })).rejects.toThrow(/update k failed/);
    await blobs.close();
  });

  it('answers within its time limit when Blobs hangs', async () => {
    const never = { get: () => new Promise(() => undefined) } as never;
    const state = blobsStateStore(never, { timeoutMs: 50 });
    await expect(state.get('k')).rejects.toThrow(/within 50 ms/);
  });
});
