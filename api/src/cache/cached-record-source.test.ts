import { describe, expect, it } from 'vitest';
import { deferred } from '@publisher/shared/testing/deferred';
import type { ContentRecordSource, RawRecord } from '@publisher/shared/server/ports/content-store';
import { cachedRecordSource, type ContentCacheOptions } from './cached-record-source';

const records = (name: string): RawRecord[] => [{ id: `rec${name}`, fields: { Name: name } }];
const names = async (read: Promise<RawRecord[]>) => (await read).map((r) => r.fields.Name);
const down = async (): Promise<RawRecord[]> => {
  throw new Error('upstream down');
};

/** A source whose every read is the `load` of the moment, counted. */
function harness(options: Partial<ContentCacheOptions> = {}) {
  let t = 1_000_000;
  const h = {
    calls: 0,
    load: async (): Promise<RawRecord[]> => records('first'),
    advance: (ms: number) => {
      t += ms;
    },
  };
  const read = () => {
    h.calls += 1;
    return h.load();
  };
  const source: ContentRecordSource = { list: read, featured: read, bySlug: read };
  const cached = cachedRecordSource(source, { freshMs: 1000, now: () => t, ...options });
  return { h, cached, get: (slug = 'k') => names(cached.bySlug('Books', slug)) };
}

describe('the content cache (lru-cache fetchMethod)', () => {
  it('100 concurrent reads of a cold key make one upstream call', async () => {
    const { h, cached } = harness();
    const gate = deferred<RawRecord[]>();
    h.load = () => gate.promise;
    const reads = Array.from({ length: 100 }, () => cached.list('Books'));
    gate.resolve(records('value'));
    expect(new Set(await Promise.all(reads)).size).toBe(1);
    expect(h.calls).toBe(1);
  });

  it('serves fresh values without calling upstream', async () => {
    const { h, get } = harness();
    await get();
    h.advance(999);
    h.load = async () => records('second');
    expect(await get()).toEqual(['first']);
    expect(h.calls).toBe(1);
  });

  it('serves a stale value at once and revalidates in the background, once', async () => {
    const { h, get } = harness({ revalidateMs: 60_000 });
    await get();
    h.advance(5000);
    const refresh = deferred<RawRecord[]>();
    h.load = () => refresh.promise;
    expect(await get()).toEqual(['first']);
    expect(await get()).toEqual(['first']);
    expect(h.calls).toBe(2);
    refresh.resolve(records('new'));
    await new Promise((settled) => setTimeout(settled, 0));
    expect(await get()).toEqual(['new']);
    expect(h.calls).toBe(2);
  });

  it('past the revalidation window a reader waits for the fresh read', async () => {
    const { h, get } = harness({ revalidateMs: 60_000 });
    await get();
    h.advance(61_001);
    h.load = async () => records('new');
    expect(await get()).toEqual(['new']);
  });

  it('serves stale content when upstream is down, even long after it went stale', async () => {
    const errors: string[] = [];
    const { h, get } = harness({ onError: (key) => errors.push(key) });
    await get();
    h.advance(86_400_000);
    h.load = down;
    expect(await get()).toEqual(['first']);
    expect(h.calls).toBe(2);
    // Kept after the failure, and asked again on the next read (no backoff configured).
    expect(await get()).toEqual(['first']);
    expect(h.calls).toBe(3);
    expect(errors).toEqual(['slug:Books:k', 'slug:Books:k']);
  });

  it('keeps the stale copy when a background refresh fails', async () => {
    const { h, get } = harness({ revalidateMs: 60_000 });
    await get();
    h.advance(5000);
    h.load = down;
    expect(await get()).toEqual(['first']);
    await new Promise((settled) => setTimeout(settled, 0));
    h.advance(120_000);
    expect(await get()).toEqual(['first']);
  });

  it('rejects when upstream fails and nothing was ever cached', async () => {
    const { h, get } = harness();
    h.load = down;
    await expect(get()).rejects.toThrow('upstream down');
  });

  it('rests a failing key: no upstream call again within the backoff', async () => {
    const { h, get } = harness({ errorBackoffMs: 5000 });
    h.load = down;
    await expect(get()).rejects.toThrow('upstream down');
    await expect(get()).rejects.toThrow('upstream down');
    expect(h.calls).toBe(1);
    h.advance(5001);
    await expect(get()).rejects.toThrow('upstream down');
    expect(h.calls).toBe(2);
  });

  it('rests a failing key that has a stale copy: the copy, no upstream call', async () => {
    const { h, get } = harness({ errorBackoffMs: 5000 });
    await get();
    h.advance(2000);
    h.load = down;
    expect(await get()).toEqual(['first']);
    expect(await get()).toEqual(['first']);
    expect(h.calls).toBe(2);
  });

  it('keeps at most maxEntries keys, dropping the least recently used', async () => {
    const { h, get } = harness({ freshMs: 60_000, maxEntries: 2 });
    h.load = async () => records('loaded');
    await get('a');
    await get('b');
    await get('a');
    await get('c');
    expect(h.calls).toBe(3);
    h.load = async () => records('reloaded');
    expect(await get('a')).toEqual(['loaded']);
    expect(await get('b')).toEqual(['reloaded']);
  });
});
