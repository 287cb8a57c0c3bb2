import { describe, expect, it } from 'vitest';
import { SwrCache } from './swr-cache';
import { deferred } from '@publisher/shared/testing/deferred';

function clock() {
  let t = 1_000_000;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}
describe('SwrCache', () => {
  it('100 concurrent reads of a cold key make one upstream call', async () => {
    const cache = new SwrCache<string>({ freshMs: 1000 });
    let calls = 0;
    const gate = deferred<string>();
    const load = () => {
      calls += 1;
      return gate.promise;
    };
    const reads = Array.from({ length: 100 }, () => cache.get('k', load));
    gate.resolve('value');
    expect(await Promise.all(reads)).toEqual(Array(100).fill('value'));
    expect(calls).toBe(1);
  });

  it('serves fresh values without calling upstream', async () => {
    const c = clock();
    const cache = new SwrCache<number>({ freshMs: 1000, now: c.now });
    let calls = 0;
    const load = async () => ++calls;
    await cache.get('k', load);
    c.advance(999);
    expect(await cache.get('k', load)).toBe(1);
    expect(calls).toBe(1);
  });

  it('serves a stale value at once and revalidates in the background, once', async () => {
    const c = clock();
    const cache = new SwrCache<string>({ freshMs: 1000, revalidateMs: 60_000, now: c.now });
    await cache.get('k', async () => 'old');
    c.advance(5000);
    const refresh = deferred<string>();
    let calls = 0;
    const load = () => {
      calls += 1;
      return refresh.promise;
    };
    expect(await cache.get('k', load)).toBe('old');
    expect(await cache.get('k', load)).toBe('old');
    expect(calls).toBe(1);
    refresh.resolve('new');
    await refresh.promise;
    await Promise.resolve();
    expect(await cache.get('k', load)).toBe('new');
  });

  it('serves stale content when upstream is down, even long after it went stale', async () => {
    const c = clock();
    const cache = new SwrCache<string>({ freshMs: 1000, revalidateMs: 0, now: c.now });
    await cache.get('k', async () => 'kept');
    c.advance(86_400_000);
    let calls = 0;
    const down = async (): Promise<string> => {
      calls += 1;
      throw new Error('upstream down');
    };
    expect(await cache.get('k', down)).toBe('kept');
    expect(calls).toBe(1);
  });

  it('rejects when upstream fails and nothing was ever cached', async () => {
    const cache = new SwrCache<string>({ freshMs: 1000 });
    await expect(
      cache.get('k', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
  });

  it('rests a failing key: no upstream call again within the backoff', async () => {
    const c = clock();
    const cache = new SwrCache<string>({ freshMs: 1000, errorBackoffMs: 5000, now: c.now });
    let calls = 0;
    const down = async (): Promise<string> => {
      calls += 1;
      throw new Error('down');
    };
    await expect(cache.get('k', down)).rejects.toThrow();
    await expect(cache.get('k', down)).rejects.toThrow();
    expect(calls).toBe(1);
    c.advance(5001);
    await expect(cache.get('k', down)).rejects.toThrow();
    expect(calls).toBe(2);
  });

  it('keeps at most maxEntries keys, dropping the least recently used', async () => {
    const cache = new SwrCache<string>({ freshMs: 60_000, maxEntries: 2 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });
});
