import { describe, expect, it } from 'vitest';
import type { StateStore } from '@publisher/shared/server/ports/state-store';

/** What a test gets: two handles on one store (as two server instances), and a clock to move. */
export interface StateStoreFixture {
  a: StateStore;
  b: StateStore;
  advance(ms: number): void;
  cleanup(): Promise<void>;
}

/** The StateStore port's promises, for every adapter (SQLite, Netlify Database). */
export function describeStateStoreContract(name: string, make: () => Promise<StateStoreFixture>): void {
  const ttl = { ttlMs: 60_000 };
  describe(`StateStore contract: ${name}`, () => {
    it('gives back what was set, to another instance too; null for a missing key', async () => {
      const f = await make();
      await f.a.set('session/one', { n: 1, tags: ['x'] }, ttl);
      expect(await f.b.get('session/one')).toEqual({ n: 1, tags: ['x'] });
      expect(await f.b.get('session/none')).toBeNull();
      await f.cleanup();
    });

    it('forgets a value once its time to live has passed, and counts from the last write', async () => {
      const f = await make();
      await f.a.set('k', 'v', { ttlMs: 1000 });
      f.advance(999);
      expect(await f.b.get('k')).toBe('v');
      await f.a.update<string>('k', (v) => `${v}!`, { ttlMs: 1000 });
      f.advance(999);
      expect(await f.b.get('k')).toBe('v!');
      f.advance(2);
      expect(await f.b.get('k')).toBeNull();
      expect(await f.a.update<number>('k', (v) => (v === null ? 1 : 99), ttl)).toBe(1);
      await f.cleanup();
    });

    it('deletes, directly or when update returns null', async () => {
      const f = await make();
      await f.a.set('k', 1, ttl);
      await f.b.delete('k');
      expect(await f.a.get('k')).toBeNull();
      await f.a.set('k', 2, ttl);
      expect(await f.b.update('k', () => null, ttl)).toBeNull();
      expect(await f.a.get('k')).toBeNull();
      await f.a.delete('never-there');
      await f.cleanup();
    });

    it('never loses one of many concurrent updates of one key from two instances', async () => {
      const f = await make();
      const add = (store: StateStore, item: number) =>
        store.update<number[]>('list', (cur) => [...(cur ?? []), item], ttl);
      await Promise.all(Array.from({ length: 16 }, (_, i) => add(i % 2 ? f.a : f.b, i)));
      expect(((await f.a.get<number[]>('list')) ?? []).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 16 }, (_, i) => i),
      );
      await f.cleanup();
    });

    it('counts concurrent hits on one key from two instances 1..N, each count once, in one window', async () => {
      const f = await make();
      const hits = await Promise.all(
        Array.from({ length: 16 }, (_, i) => (i % 2 ? f.a : f.b).hit('limit/k', { windowMs: 60_000 })),
      );
      expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
      expect(new Set(hits.map((h) => h.resetAt)).size).toBe(1);
      await f.cleanup();
    });

    it('starts a counter again at 1 once its window has passed, with a new window', async () => {
      const f = await make();
      const first = await f.a.hit('limit/k', { windowMs: 1000 });
      expect(first.count).toBe(1);
      f.advance(999);
      expect(await f.b.hit('limit/k', { windowMs: 1000 })).toEqual({ count: 2, resetAt: first.resetAt });
      f.advance(1);
      expect(await f.b.hit('limit/k', { windowMs: 1000 })).toEqual({ count: 1, resetAt: first.resetAt + 1000 });
      await f.cleanup();
    });

    it('takes a hit back, never below 0, and keeps the window', async () => {
      const f = await make();
      const windowMs = 60_000;
      await f.b.unhit('limit/none', { windowMs });
      expect((await f.a.hit('limit/none', { windowMs })).count).toBe(1);
      const first = await f.a.hit('limit/k', { windowMs });
      await f.a.hit('limit/k', { windowMs });
      await f.b.unhit('limit/k', { windowMs });
      f.advance(1000);
      expect(await f.b.hit('limit/k', { windowMs })).toEqual({ count: 2, resetAt: first.resetAt });
      for (let i = 0; i < 3; i++) await f.a.unhit('limit/k', { windowMs });
      expect(await f.a.hit('limit/k', { windowMs })).toEqual({ count: 1, resetAt: first.resetAt });
      await f.cleanup();
    });

    it('keeps keys apart that differ only in characters a path would treat specially', async () => {
      const f = await make();
      const keys = ['email:a/b@x.test', 'email:a~2fb@x.test', 'ip:::1', '../up', 'email:Zoë@x.test'];
      for (const [i, key] of keys.entries()) await f.a.set(key, i, ttl);
      for (const [i, key] of keys.entries()) expect(await f.b.get(key)).toBe(i);
      await f.cleanup();
    });
  });
}
