import { describe, expect, it, vi } from 'vitest';
import { formatDayTime, formatLongDay, ukDay, ukYear } from './dates';

// 23:30 UTC on 14 June 2026 is 00:30 on 15 June in London (British Summer Time).
const BST_AFTER_MIDNIGHT = '2026-06-14T23:30:00.000Z';
// 23:30 UTC on 14 January 2026 is 23:30 on 14 January in London (GMT).
const GMT_BEFORE_MIDNIGHT = '2026-01-14T23:30:00.000Z';

const MONTHS = 'January February March April May June July August September October November December'.split(' ');

describe('formatLongDay', () => {
  it('writes the UK calendar day', () => {
    expect(formatLongDay('2025-10-22T12:00:00.000Z')).toBe('22 October 2025');
    expect(formatLongDay(new Date(Date.UTC(2026, 8, 12, 9)))).toBe('12 September 2026');
    expect(formatLongDay(Date.UTC(2026, 0, 1, 0, 0))).toBe('1 January 2026');
  });

  it('shows the London day of a UTC time near midnight in summer time, and in winter', () => {
    expect(formatLongDay(BST_AFTER_MIDNIGHT)).toBe('15 June 2026');
    expect(formatLongDay(GMT_BEFORE_MIDNIGHT)).toBe('14 January 2026');
    expect(formatLongDay('2026-10-25T00:30:00.000Z')).toBe('25 October 2026'); // 01:30 BST, the night clocks go back
  });

  it('keeps a bare calendar day as that day, every month', () => {
    for (let m = 1; m <= 12; m++)
      for (const d of [1, 9, 28]) {
        const day = `2026-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        expect(formatLongDay(day)).toBe(`${d} ${MONTHS[m - 1]} 2026`);
      }
  });

  it('gives null for missing, invalid or impossible dates', () => {
    for (const v of [null, undefined, '', '  ', 'soon', '2026-02-31', '2026-13-01', Number.NaN, new Date('x')])
      expect(formatLongDay(v), String(v)).toBeNull();
  });
});

describe('formatDayTime', () => {
  it('writes the UK day and time: BST in summer, GMT in winter', () => {
    expect(formatDayTime('2026-05-02T13:30:00.000Z')).toBe('2 May 2026 at 14:30');
    expect(formatDayTime(BST_AFTER_MIDNIGHT)).toBe('15 June 2026 at 00:30');
    expect(formatDayTime(GMT_BEFORE_MIDNIGHT)).toBe('14 January 2026 at 23:30');
  });
  it('gives null for a value that is not a date', () => {
    expect(formatDayTime('soon')).toBeNull();
    expect(formatDayTime(null)).toBeNull();
  });
});

describe('ukDay and ukYear', () => {
  it('gives the UK calendar day as YYYY-MM-DD', () => {
    expect(ukDay(BST_AFTER_MIDNIGHT)).toBe('2026-06-15');
    expect(ukDay(GMT_BEFORE_MIDNIGHT)).toBe('2026-01-14');
    expect(ukDay('2026-02-28')).toBe('2026-02-28');
    expect(ukDay('2026-02-31')).toBeNull();
  });
  it('gives the UK year', () => {
    expect(ukYear(Date.parse('2026-12-31T23:59:00.000Z'))).toBe(2026);
    expect(ukYear(new Date('2027-01-01T00:00:00.000Z'))).toBe(2027);
  });
});

describe('the same text whatever the machine zone', () => {
  it('does not read the process time zone', () => {
    const before = process.env.TZ;
    try {
      process.env.TZ = 'America/Los_Angeles';
      expect(formatLongDay(BST_AFTER_MIDNIGHT)).toBe('15 June 2026');
      expect(ukDay('2026-03-01T10:00:00Z')).toBe('2026-03-01');
      process.env.TZ = 'Pacific/Auckland';
      expect(formatLongDay(GMT_BEFORE_MIDNIGHT)).toBe('14 January 2026');
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});

describe('the same days as Intl, without a formatter where the zone cannot change the day', () => {
  const intlDay = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

  it('agrees with Intl every 10 minutes across 2026, both clock changes included', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let t = start; t < Date.UTC(2027, 0, 1); t += 10 * 60_000)
      expect(formatLongDay(t), new Date(t).toISOString()).toBe(intlDay.format(t));
  });

  it('makes no formatter for a calendar day or a time away from midnight UTC, one for the hour before', async () => {
    const Real = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    } as typeof Intl.DateTimeFormat;
    try {
      vi.resetModules();
      const fresh = await import('./dates');
      expect(fresh.formatLongDay('2026-06-15')).toBe('15 June 2026');
      expect(fresh.formatLongDay('2026-06-15T21:59:00Z')).toBe('15 June 2026');
      expect(fresh.ukYear(Date.UTC(2026, 5, 15, 12))).toBe(2026);
      expect(made).toBe(0);
      expect(fresh.formatLongDay(BST_AFTER_MIDNIGHT)).toBe('15 June 2026');
      expect(fresh.formatLongDay(GMT_BEFORE_MIDNIGHT)).toBe('14 January 2026');
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});
