import { describe, expect, it } from 'vitest';
import type { ContentRecordSource, ContentTable, RawRecord } from '@publisher/shared/server/ports/content-store';
import { memoryStateStore } from '../../testing/memory-state-store';
import { snapshotRecordSource } from './content-snapshot';

/** An upstream base that counts its reads and can change or fail, as Airtable would. */
function base() {
  const tables: Partial<Record<ContentTable, RawRecord[]>> = {
    Books: [
      { id: 'rec1', fields: { Title: 'Crownless', Slug: 'crownless', Featured: true } },
      { id: 'rec2', fields: { Title: 'The Salt Orchard', Slug: 'the-salt-orchard' } },
    ],
  };
  let reads = 0;
  let down = false;
  let gate: Promise<void> | null = null;
  const source: ContentRecordSource = {
    list: async (table) => {
      reads += 1;
      if (gate) await gate;
      if (down) throw new Error('Airtable did not answer');
      return structuredClone(tables[table] ?? []);
    },
    featured: async () => {
      throw new Error('the snapshot never asks Airtable for a formula');
    },
    bySlug: async () => {
      throw new Error('the snapshot never asks Airtable for a formula');
    },
  };
  return {
    source,
    reads: () => reads,
    edit: (title: string) => (tables.Books![0]!.fields = { ...tables.Books![0]!.fields, Title: title }),
    setDown: (value: boolean) => (down = value),
    hold: () => {
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = null;
        open();
      };
    },
  };
}

const titles = (records: RawRecord[]) => records.map((r) => r.fields.Title);

describe('the shared content snapshot', () => {
  it('is built once and then read by every instance from the shared store, not from Airtable', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const state = memoryStateStore({ now });
    const upstream = base();
    const first = snapshotRecordSource(upstream.source, state, { freshMs: 60_000, now });
    expect(titles(await first.list('Books'))).toEqual(['Crownless', 'The Salt Orchard']);
    expect(upstream.reads()).toBe(1);
    // A cold instance: the snapshot is there already.
    const cold = snapshotRecordSource(upstream.source, state, { freshMs: 60_000, now });
    expect(titles(await cold.list('Books'))).toEqual(['Crownless', 'The Salt Orchard']);
    expect((await cold.featured('Books')).map((r) => r.id)).toEqual(['rec1']);
    expect((await cold.bySlug('Books', 'the-salt-orchard')).map((r) => r.id)).toEqual(['rec2']);
    await expect(cold.bySlug('Books', "x' OR 1")).rejects.toThrow(/lower-case/);
    expect(upstream.reads()).toBe(1);
    clock += 1;
  });

  it('past its freshness it is served while one instance rebuilds it; the edit shows after the rebuild', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const state = memoryStateStore({ now });
    const upstream = base();
    const deferred: Promise<unknown>[] = [];
    const options = { freshMs: 60_000, now, defer: (w: Promise<unknown>) => void deferred.push(w) };
    const a = snapshotRecordSource(upstream.source, state, options);
    const b = snapshotRecordSource(upstream.source, state, options);
    await a.list('Books');
    upstream.edit('Crownless (second edition)');
    clock += 61_000;
    const release = upstream.hold();
    // Both instances answer at once with the last good snapshot; only one of them rebuilds.
    expect(titles(await a.list('Books'))[0]).toBe('Crownless');
    expect(titles(await b.list('Books'))[0]).toBe('Crownless');
    release();
    await Promise.all(deferred);
    expect(upstream.reads()).toBe(2);
    expect(titles(await b.list('Books'))[0]).toBe('Crownless (second edition)');
  });

  it('keeps serving the last good snapshot while Airtable is down', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const state = memoryStateStore({ now });
    const upstream = base();
    const errors: unknown[] = [];
    const deferred: Promise<unknown>[] = [];
    const source = snapshotRecordSource(upstream.source, state, {
      freshMs: 1000,
      now,
      onError: (_t, e) => errors.push(e),
      defer: (w) => void deferred.push(w),
    });
    await source.list('Books');
    upstream.setDown(true);
    clock += 5000;
    expect(titles(await source.list('Books'))).toEqual(['Crownless', 'The Salt Orchard']);
    await Promise.all(deferred);
    expect(errors).toHaveLength(1);
    expect(titles(await source.list('Books'))).toEqual(['Crownless', 'The Salt Orchard']);
  });

  it('marked stale (the signed refresh), the next read anywhere starts a rebuild', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const state = memoryStateStore({ now });
    const upstream = base();
    const deferred: Promise<unknown>[] = [];
    const a = snapshotRecordSource(upstream.source, state, {
      freshMs: 3_600_000,
      now,
      defer: (w) => void deferred.push(w),
    });
    await a.list('Books');
    upstream.edit('Crownless, revised');
    clock += 10;
    await a.markStale();
    clock += 10;
    const b = snapshotRecordSource(upstream.source, state, {
      freshMs: 3_600_000,
      now,
      defer: (w) => void deferred.push(w),
    });
    expect(titles(await b.list('Books'))[0]).toBe('Crownless');
    await Promise.all(deferred);
    expect(titles(await a.list('Books'))[0]).toBe('Crownless, revised');
    await a.refreshAll(['Books']);
    expect(upstream.reads()).toBe(3);
  });

  it('a refresh reads nothing while another instance holds the rebuild lease, and every table once it is free', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const state = memoryStateStore({ now });
    const upstream = base();
    const deferred: Promise<unknown>[] = [];
    const options = { freshMs: 60_000, now, defer: (w: Promise<unknown>) => void deferred.push(w) };
    const a = snapshotRecordSource(upstream.source, state, options);
    const b = snapshotRecordSource(upstream.source, state, options);
    await a.list('Books');
    clock += 61_000;
    const release = upstream.hold();
    await a.list('Books');
    // A is reading Airtable under the lease: B's refresh (the schedule, say) leaves it to A.
    await expect.poll(() => upstream.reads()).toBe(2);
    expect(await b.refreshAll(['Books', 'Authors'])).toBe(false);
    expect(upstream.reads()).toBe(2);
    release();
    await Promise.all(deferred);
    expect(await b.refreshAll(['Books', 'Authors'])).toBe(true);
    expect(upstream.reads()).toBe(4);
  });

  it('marked stale while a rebuild was reading, the snapshot it stores is still stale', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const state = memoryStateStore({ now });
    const upstream = base();
    const deferred: Promise<unknown>[] = [];
    const a = snapshotRecordSource(upstream.source, state, {
      freshMs: 60_000,
      now,
      defer: (w) => void deferred.push(w),
    });
    await a.list('Books');
    clock += 61_000;
    const release = upstream.hold();
    await a.list('Books');
    await expect.poll(() => upstream.reads()).toBe(2);
    // The signed refresh arrives while that read is under way (it may have missed the edit).
    clock += 10;
    await a.markStale();
    clock += 10;
    release();
    await Promise.all(deferred);
    deferred.length = 0;
    await a.list('Books');
    await Promise.all(deferred);
    expect(upstream.reads()).toBe(3);
  });
});
