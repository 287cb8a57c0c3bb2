import { describe, expect, it, vi } from 'vitest';
import { dueBetween, releaseStart } from '../adapters/snapshot/visible-records';
import { localRecordSource, sampleTables } from '../adapters/local/local-source';
import { memoryStateStore } from '../testing/memory-state-store';
import type { RawRecord } from '@publisher/shared/server/ports/content-store';
import { publishDue } from './publish-due';

/*
 * A coming-soon item is out when its release day begins in the UK (the release rules compare UK
 * days): publishDue announces it then, once, and purges its tags, so a "Get Notified" on a
 * coming-soon book is kept (decision 124). Drafts and items still hidden by Publish At are not.
 */

const record = (id: string, slug: string, fields: Record<string, unknown>): RawRecord => ({
  id,
  fields: { Title: slug.replace(/-/g, ' '), Slug: slug, ...fields },
});
const source = localRecordSource({
  ...sampleTables,
  Books: [
    ...sampleTables.Books,
    record('recWinterOut', 'winter-out', { 'Release Date': '2026-12-10' }),
    record('recSummerOut', 'summer-out', { 'Release Date': '2026-07-01' }),
    // On presale through its release day (the release rules): out the day after.
    record('recPresaleOut', 'presale-out', { 'Release Date': '2026-12-09', Presales: true }),
    record('recDraftOut', 'draft-out', { 'Release Date': '2026-12-10', Status: 'Draft' }),
    record('recHiddenOut', 'hidden-out', { 'Release Date': '2026-12-10', 'Publish At': '2026-12-20T09:00:00Z' }),
  ],
  Musicals: [...sampleTables.Musicals, record('recAlbumOut', 'album-out', { 'Release Date': '2026-12-10' })],
});
const at = (iso: string) => Date.parse(iso);

describe('release days', () => {
  it('begin at UK midnight: 00:00 UTC in winter, 23:00 UTC the day before in summer', () => {
    expect(new Date(releaseStart('2026-12-10')!).toISOString()).toBe('2026-12-10T00:00:00.000Z');
    expect(new Date(releaseStart('2026-07-01')!).toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(releaseStart('not a date')).toBeNull();
    expect(releaseStart(null)).toBeNull();
  });

  it('a public coming-soon book or album is due when its release day begins (a presale the day after); drafts and hidden items are not', async () => {
    expect(await dueBetween(source, at('2026-12-09T23:00:00Z'), at('2026-12-09T23:59:59Z'))).toEqual([]);
    const due = await dueBetween(source, at('2026-12-09T23:59:00Z'), at('2026-12-10T00:01:00Z'));
    expect(due.map((item) => `${item.kind}/${item.slug} ${item.publishAt}`).sort()).toEqual([
      'books/presale-out 2026-12-10T00:00:00.000Z',
      'books/winter-out 2026-12-10T00:00:00.000Z',
      'music/album-out 2026-12-10T00:00:00.000Z',
    ]);
    expect(due.find((item) => item.slug === 'winter-out')).toMatchObject({ url: '/books/winter-out' });
    const summer = await dueBetween(source, at('2026-06-30T22:30:00Z'), at('2026-06-30T23:30:00Z'));
    expect(summer.map((item) => item.slug)).toEqual(['summer-out']);
  });

  it('publishDue announces a release once, purging its tags; the next run finds it claimed', async () => {
    const state = memoryStateStore();
    const purge = vi.fn(async (_tags: string[]) => {});
    const run = (now: string) =>
      publishDue({ due: (s, n) => dueBetween(source, s, n), state, purge, now: () => at(now), log: () => {} });
    expect((await run('2026-12-09T23:30:00Z')).items).toEqual([]);
    const first = await run('2026-12-10T00:04:00Z');
    expect(first.items.map((item) => item.slug).sort()).toEqual(['album-out', 'presale-out', 'winter-out']);
    expect(purge).toHaveBeenCalledWith(['books', 'books:presale-out', 'books:winter-out', 'music', 'music:album-out']);
    expect((await run('2026-12-10T00:09:00Z')).items).toEqual([]);
    expect(purge).toHaveBeenCalledTimes(1);
  });
});
