import { describe, expect, it, vi } from 'vitest';
import { GO_LIVE_QUEUE, publishDue } from './publish-due';
import { MAX_TRIES, deadLetters, pendingJobs, retryDelayMs } from '@publisher/shared/server/outbox';
import type { Mailer, OutgoingMail } from '@publisher/shared/server/ports/mailer';
import { goLiveTags, type LiveItem, type LiveListener } from './content-live';
import { dueBetween } from '../adapters/snapshot/visible-records';
import { localRecordSource, sampleTables } from '../adapters/local/local-source';
import { memoryStateStore } from '../testing/memory-state-store';
import type { RawRecord } from '@publisher/shared/server/ports/content-store';

const HOUR = 3_600_000;
const t0 = Date.parse('2026-12-01T09:00:00Z');
const scheduled = (id: string, slug: string, at: string, extra: Record<string, unknown> = {}): RawRecord => ({
  id,
  fields: { Title: slug.replace(/-/g, ' '), Slug: slug, 'Publish At': at, ...extra },
});
const tables = {
  ...sampleTables,
  Books: [
    ...sampleTables.Books,
    scheduled('recDue1', 'due-book', '2026-12-01T09:00:00Z'),
    scheduled('recDraftDated', 'draft-book', '2026-12-01T09:00:00Z', { Status: 'Draft' }),
  ],
  Authors: [...sampleTables.Authors, scheduled('recDue2', 'new-author', '2026-12-01T08:59:00Z')],
};
const source = localRecordSource(tables);
function run(now: number, state = memoryStateStore(), tell?: LiveListener) {
  const purge = vi.fn(async (_tags: string[]) => {});
  const due = (s: number, n: number) => dueBetween(source, s, n);
  return {
    state,
    purge,
    report: publishDue({ due, state, purge, ...(tell ? { tell } : {}), now: () => now, log() {} }),
  };
}

describe('publishDue', () => {
  it('finds nothing before the time, then purges the right tags and tells listeners once', async () => {
    const state = memoryStateStore();
    const heard: LiveItem[][] = [];
    const tell: LiveListener = (items) => void heard.push([...items]);
    const before = run(t0 - 10 * 60_000, state, tell);
    expect((await before.report).items).toEqual([]);
    expect(before.purge).not.toHaveBeenCalled();

    const after = run(t0 + 60_000, state, tell);
    const report = await after.report;
    expect(report.items.map((i) => i.slug).sort()).toEqual(['due-book', 'new-author']);
    expect(report.items.find((i) => i.slug === 'due-book')).toMatchObject({
      kind: 'books',
      url: '/books/due-book',
      publishAt: '2026-12-01T09:00:00.000Z',
    });
    // An author's name shows on books, stories and music pages: those kinds are purged too.
    expect(after.purge).toHaveBeenCalledWith([
      'authors',
      'authors:new-author',
      'books',
      'books:due-book',
      'music',
      'stories',
    ]);
    expect(
      heard
        .flat()
        .map((i) => i.slug)
        .sort(),
    ).toEqual(['due-book', 'new-author']);

    // The next run, and a run that overlaps it, announce nothing again.
    const again = run(t0 + 5 * 60_000, state, tell);
    expect((await again.report).items).toEqual([]);
    expect(again.purge).not.toHaveBeenCalled();
    expect(heard.flat()).toHaveLength(2);
  });

  it('an announcement that fails is owed: a later run tells it, once the mail server is back', async () => {
    const state = memoryStateStore();
    let down = true;
    const told: string[] = [];
    const tell: LiveListener = (items) => {
      if (down) throw new Error('connect ECONNREFUSED (relay down)');
      told.push(...items.map((i) => i.slug));
    };
    const first = await run(t0 + 60_000, state, tell).report;
    expect(first.items).toHaveLength(2);
    expect(first.told).toEqual({ done: [], retrying: expect.arrayContaining([expect.any(String)]), dead: [] });
    expect(told).toEqual([]);
    // Before its retry time, nothing is tried; after it, with the relay back, both are told, once.
    expect((await run(t0 + 3 * 60_000, state, tell).report).told.done).toEqual([]);
    down = false;
    expect((await run(t0 + 7 * 60_000, state, tell).report).told.done).toHaveLength(2);
    expect(told.sort()).toEqual(['due-book', 'new-author']);
    expect((await run(t0 + 60 * 60_000, state, tell).report).told.done).toEqual([]);
    expect(told).toHaveLength(2);
  });

  it('two instances running at once tell each owed item once', async () => {
    const state = memoryStateStore();
    const told: string[] = [];
    const tell: LiveListener = async (items) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      told.push(...items.map((i) => i.slug));
    };
    await Promise.all([run(t0 + 60_000, state, tell).report, run(t0 + 60_000, state, tell).report]);
    expect(told.sort()).toEqual(['due-book', 'new-author']);
  });

  it('after MAX_TRIES an announcement is a dead letter: logged, and the publisher is mailed once', async () => {
    const state = memoryStateStore();
    const sent: OutgoingMail[] = [];
    const lines: string[] = [];
    const mailer: Mailer = { kind: 'smtp', send: async (mail) => void sent.push(mail) };
    let now = t0 + 60_000;
    const once = () =>
      publishDue({
        due: (s, n) => dueBetween(source, s, n),
        state,
        purge: null,
        tell: () => Promise.reject(new Error('the consent list cannot be read')),
        publisher: { mailer, email: 'publisher@ashgrove.example' },
        now: () => now,
        log: (line) => lines.push(line),
      });
    for (let tries = 1; tries <= MAX_TRIES; tries += 1) {
      const report = await once();
      expect(report.told.retrying.length + report.told.dead.length, `run ${tries}`).toBe(2);
      now += retryDelayMs(tries) + 1;
    }
    expect((await deadLetters<LiveItem>(state, GO_LIVE_QUEUE)).map((l) => l.payload.slug).sort()).toEqual([
      'due-book',
      'new-author',
    ]);
    expect(await pendingJobs(state, GO_LIVE_QUEUE)).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'publisher@ashgrove.example', subject: expect.stringMatching(/2 go-live/) });
    expect(sent[0]!.text).toContain('the consent list cannot be read');
    expect(lines.filter((l) => l.includes('given up'))).toHaveLength(2);
    // Nothing more is tried.
    expect((await once()).told).toEqual({ done: [], retrying: [], dead: [] });
  });

  it('claims each item once when two instances run at the same time', async () => {
    const state = memoryStateStore();
    const [a, b] = [run(t0 + 60_000, state), run(t0 + 60_000, state)];
    const reports = await Promise.all([a.report, b.report]);
    expect(
      reports
        .flatMap((r) => r.items)
        .map((i) => i.slug)
        .sort(),
    ).toEqual(['due-book', 'new-author']);
  });

  it('logs and skips the purge where there is none (Node, no token)', async () => {
    const lines: string[] = [];
    const report = await publishDue({
      due: (s, n) => dueBetween(source, s, n),
      state: memoryStateStore(),
      purge: null,
      now: () => t0 + HOUR / 2,
      log: (line) => lines.push(line),
    });
    expect(report.purged).toBe(false);
    expect(report.tags).toContain('books:due-book');
    expect(lines.join('\n')).toMatch(/no CDN purge here/);
  });

  it('tags an item by kind and slug', () => {
    const item: LiveItem = { kind: 'stories', slug: 's', id: 'r', title: 'S', url: '/stories/s', publishAt: '' };
    expect(goLiveTags([item])).toEqual(['stories', 'stories:s']);
  });
});
