import { describe, expect, it } from 'vitest';
import { calendarDay } from './catalogue-dates';
import { releaseState } from './catalogue-release';

const now = new Date('2026-06-15T22:30:00Z'); // 15 June 2026, 23:30 in London (BST)

describe('releaseState', () => {
  it('is coming soon for a future date with presales off', () => {
    expect(releaseState({ releaseDate: '2026-06-16', presales: false }, now)).toBe('coming-soon');
  });
  it('is presale for presales on and a date not passed, including the day itself', () => {
    expect(releaseState({ releaseDate: '2026-09-01', presales: true }, now)).toBe('presale');
    expect(releaseState({ releaseDate: '2026-06-15', presales: true }, now)).toBe('presale');
  });
  it('is on sale on and after the release day with presales off', () => {
    expect(releaseState({ releaseDate: '2026-06-15', presales: false }, now)).toBe('on-sale');
    expect(releaseState({ releaseDate: '2020-01-01', presales: false }, now)).toBe('on-sale');
  });
  it('is on sale once a presale date has passed', () => {
    expect(releaseState({ releaseDate: '2026-06-14', presales: true }, now)).toBe('on-sale');
  });
  it('counts days in the UK whatever the machine zone: 00:30 BST is already the release day', () => {
    const afterMidnight = new Date('2026-06-15T23:30:00Z'); // 00:30 on 16 June in London
    const before = process.env.TZ;
    try {
      for (const zone of ['UTC', 'America/New_York', 'Europe/London']) {
        process.env.TZ = zone;
        expect(releaseState({ releaseDate: '2026-06-16', presales: false }, afterMidnight), zone).toBe('on-sale');
        expect(releaseState({ releaseDate: '2026-06-16', presales: false }, now), zone).toBe('coming-soon');
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
  it('is on sale without a usable date', () => {
    expect(releaseState({ releaseDate: null, presales: true }, now)).toBe('on-sale');
    expect(releaseState({ releaseDate: 'soon', presales: false }, now)).toBe('on-sale');
  });
});

describe('calendarDay', () => {
  it('accepts dates and timestamps, rejects impossible days', () => {
    expect(calendarDay('2026-02-28')).toBe('2026-02-28');
    expect(calendarDay('2026-02-31')).toBeNull();
    expect(calendarDay('not a date')).toBeNull();
    expect(calendarDay('')).toBeNull();
    expect(calendarDay('2026-03-01T10:00:00')).toBe('2026-03-01');
    expect(calendarDay('2026-06-14T23:30:00Z')).toBe('2026-06-15'); // 00:30 BST
  });
});
