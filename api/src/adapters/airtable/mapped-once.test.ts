import { describe, expect, it } from 'vitest';
import type { ContentRecordSource, ContentTable, RawRecord } from '@publisher/shared/server/ports/content-store';
import { localContentStore } from '../local/sample-content';
import { localRecordSource, sampleTables } from '../local/local-source';
import { deepFreeze } from './mapped-once';
import { contentStoreFromRecords } from './record-content-store';

/** A source whose tables can be replaced, as the cache replaces them on a refresh. */
function swappable() {
  const tables = new Map<ContentTable, RawRecord[]>(
    (Object.keys(sampleTables) as ContentTable[]).map((t) => [t, structuredClone([...sampleTables[t]])]),
  );
  const source: ContentRecordSource = {
    list: async (table) => tables.get(table) ?? [],
    featured: async (table) => (tables.get(table) ?? []).filter((r) => r.fields['Featured'] === true),
    bySlug: async (table, slug) => (tables.get(table) ?? []).filter((r) => r.fields['Slug'] === slug),
  };
  return { source, refresh: (table: ContentTable) => tables.set(table, structuredClone(tables.get(table) ?? [])) };
}

describe('mapping once per cached input', () => {
  it('answers the very same frozen values until the records change', async () => {
    const store = localContentStore();
    const [a, b] = [await store.listBooks(), await store.listBooks()];
    expect(a).toBe(b);
    expect(await store.bookBySlug('crownless')).toBe(await store.bookBySlug('crownless'));
    expect(Object.isFrozen(a) && Object.isFrozen(a[0])).toBe(true);
    expect(() => (a as unknown as unknown[]).push(null)).toThrow(TypeError);
    expect(() => Object.assign(a[0]!, { title: 'Edited' })).toThrow(TypeError);
  });

  it('maps again when a table or a lookup table it resolves names from is refreshed', async () => {
    const { source, refresh } = swappable();
    const store = contentStoreFromRecords(source);
    const first = await store.listBooks();
    expect(await store.listBooks()).toBe(first);
    refresh('Authors');
    const afterAuthors = await store.listBooks();
    expect(afterAuthors).not.toBe(first);
    expect(afterAuthors).toEqual(first);
    refresh('Books');
    expect(await store.listBooks()).not.toBe(afterAuthors);
    const one = await store.bookBySlug('crownless');
    refresh('Authors');
    expect(await store.bookBySlug('crownless')).not.toBe(one);
  });

  it('answers the same content as mapping on every read did', async () => {
    const { source } = swappable();
    const store = contentStoreFromRecords(source);
    const local = localContentStore();
    expect(await store.listBooks()).toEqual(await local.listBooks());
    expect(await store.listMusic()).toEqual(await local.listMusic());
    expect(await store.listPodcastEpisodes()).toEqual(await local.listPodcastEpisodes());
  });
});

describe('the embedded sample source', () => {
  it('works its answers out once and never hands out the embedded records themselves', async () => {
    const source = localRecordSource();
    const books = await source.list('Books');
    expect(await source.list('Books')).toBe(books);
    expect(books).not.toBe(sampleTables.Books);
    expect(books[0]).not.toBe(sampleTables.Books[0]);
    expect(Object.isFrozen(books[0]!.fields)).toBe(true);
    expect(await source.featured('Books')).toBe(await source.featured('Books'));
    expect((await source.bySlug('Books', 'crownless')).map((r) => r.id)).toEqual(['recBookCrownless']);
    expect(await source.bySlug('Books', 'no-such-book')).toEqual([]);
  });

  it('freezes deeply, and leaves already frozen values as they are', () => {
    const value = deepFreeze({ a: { b: [1, { c: 2 }] } });
    expect(Object.isFrozen(value.a.b[1])).toBe(true);
    expect(deepFreeze(value)).toBe(value);
  });
});
