import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarBack, retentionCutoffs } from '@publisher/shared/server/ports/retention';
import { sqliteRecordStore } from '../adapters/sqlite/record-store';
import { testPurchase } from '../testing/record-fixtures';
import { runRetentionSweep, scheduleRetentionSweep } from './retention-sweep';

const line = (orderId: string, createdAt: string) =>
  testPurchase({ source: 'stripe', email: 'ada@x.org', orderId, createdAt });

describe('retention cut-offs', () => {
  it('are the promised periods back from now, by the calendar (UTC)', () => {
    expect(retentionCutoffs(new Date('2026-11-28T12:00:00.000Z'))).toEqual({
      purchasesBefore: '2019-11-28T12:00:00.000Z',
      subscriptionsBefore: '2019-11-28T12:00:00.000Z',
      quotesBefore: '2024-11-28T12:00:00.000Z',
      lapsedProjectsBefore: '2026-05-28T12:00:00.000Z',
      eventsBefore: '2026-08-30T12:00:00.000Z',
      guestProjectsBefore: '2026-10-29T12:00:00.000Z',
    });
  });

  it('never cut a period short: a day the month lacks becomes its last day', () => {
    expect(calendarBack(new Date('2026-08-31T09:00:00.000Z'), { months: 6 }).toISOString()).toBe(
      '2026-02-28T09:00:00.000Z',
    );
    expect(calendarBack(new Date('2028-02-29T00:00:00.000Z'), { years: 7 }).toISOString()).toBe(
      '2021-02-28T00:00:00.000Z',
    );
  });
});

describe('the Node retention schedule', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'retention-'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-28T03:00:00.000Z'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sweeps a minute after start, then daily, by the clock; logs one line of counts; a failure is logged', async () => {
    const store = sqliteRecordStore({ dataDir });
    await store.savePurchase(line('PAST', '2019-11-27T00:00:00.000Z'));
    // Seven years old during the next day: the first sweep keeps it, the daily one a day later deletes it.
    await store.savePurchase(line('TURNS', '2019-11-28T20:00:00.000Z'));
    await store.savePurchase(line('RECENT', '2026-01-01T00:00:00.000Z'));
    const logs: string[] = [];
    const stop = scheduleRetentionSweep(() => runRetentionSweep({ records: store, log: (l) => logs.push(l) }));
    const orders = async () => (await store.findPurchases({ email: 'ada@x.org' })).map((p) => p.orderId).sort();

    await vi.advanceTimersByTimeAsync(59_000);
    expect(logs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(logs).toEqual([
      '[records] retention sweep: deleted 1 purchase line(s), 0 ended subscription(s), 0 quote request(s), 0 lapsed project(s), 0 webhook event id(s)',
    ]);
    expect(await orders()).toEqual(['RECENT', 'TURNS']);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(logs).toHaveLength(2);
    expect(logs[1]).toContain('deleted 1 purchase line(s)');
    expect(await orders()).toEqual(['RECENT']);
    stop();
    await vi.advanceTimersByTimeAsync(2 * 24 * 60 * 60 * 1000);
    expect(logs).toHaveLength(2);
    store.close();

    const errors: string[] = [];
    const failing = { sweepRetention: () => Promise.reject(new Error('database is locked')) };
    expect(await runRetentionSweep({ records: failing, error: (l) => errors.push(l) })).toBeNull();
    expect(errors).toEqual(['[records] retention sweep failed: database is locked']);
  });
});
