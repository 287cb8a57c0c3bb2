import { describe, expect, it } from 'vitest';
import { visibleRecords } from './visible-records';
import { publicationOf } from '../airtable/map-publication';
import { localRecordSource, sampleTables } from '../local/local-source';
import { contentStoreFromRecords } from '../airtable/record-content-store';
import { runAsPreview } from '../../platform/preview-scope';
import type { RawRecord } from '@publisher/shared/server/ports/content-store';

const at = Date.parse('2026-12-01T09:00:00Z');
const rec = (id: string, fields: Record<string, unknown>): RawRecord => ({ id, fields });

describe('publicationOf', () => {
  it('reads no fields as published, and fails closed on what it cannot use', () => {
    expect(publicationOf(rec('a', {}))).toEqual({ draft: false, publishAt: null });
    expect(publicationOf(rec('a', { Status: 'Published' }))).toEqual({ draft: false, publishAt: null });
    expect(publicationOf(rec('a', { Status: 'Draft', 'Publish At': '2020-01-01' })).draft).toBe(true);
    expect(publicationOf(rec('a', { Status: 'Scheduled' })).draft).toBe(true);
    expect(publicationOf(rec('a', { 'Publish At': 'next Tuesday' })).draft).toBe(true);
    expect(publicationOf(rec('a', { 'Publish At': '2026-12-01' })).publishAt).toBe(Date.parse('2026-12-01T00:00:00Z'));
    expect(publicationOf(rec('a', { 'Publish At': '2026-12-01T09:00:00.000Z' })).publishAt).toBe(at);
  });
});

describe('visibleRecords', () => {
  const tables = {
    ...sampleTables,
    'Podcast Episodes': [
      ...sampleTables['Podcast Episodes'],
      rec('recEpDraft', { 'Episode Title': 'Unaired', 'Episode Number': 99, Status: 'Draft' }),
    ],
    Stories: [
      ...sampleTables.Stories,
      rec('recStoryLater', { Title: 'Later Story', Slug: 'later-story', 'Publish At': '2026-12-01T09:00:00Z' }),
    ],
  };

  it('hides drafts and not-yet-due items from every read, the feed and lists alike, until their time', async () => {
    let now = at - 1;
    const store = contentStoreFromRecords(localRecordSource(tables), () => now);
    expect((await store.listPodcastEpisodes()).map((e) => e.title)).not.toContain('Unaired');
    expect((await store.listStories()).map((s) => s.slug)).not.toContain('later-story');
    expect(await store.storyBySlug('later-story')).toBeNull();
    now = at;
    expect((await store.listStories()).map((s) => s.slug)).toContain('later-story');
    expect(await store.storyBySlug('later-story')).not.toBeNull();
    expect((await store.listPodcastEpisodes()).map((e) => e.title)).not.toContain('Unaired');
  });

  it('shows everything inside a preview, and nothing leaks out of it', async () => {
    const store = contentStoreFromRecords(localRecordSource(tables), () => at - 1);
    const inside = await runAsPreview(() => store.listPodcastEpisodes());
    expect(inside.map((e) => e.title)).toContain('Unaired');
    expect((await store.listPodcastEpisodes()).map((e) => e.title)).not.toContain('Unaired');
  });

  it('answers the same array while nothing changes, and the input itself when nothing is hidden', async () => {
    const source = localRecordSource(tables);
    const visible = visibleRecords(source, () => at - 1);
    expect(await visible.list('Stories')).toBe(await visible.list('Stories'));
    expect(await visible.list('ISBNs')).toBe(await source.list('ISBNs'));
    expect(await visible.list('Musicals')).toBe(await source.list('Musicals'));
  });
});
