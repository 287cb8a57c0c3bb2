import { describe, expect, it } from 'vitest';
import { calendarDay } from './catalogue-dates';
import { releaseState } from './catalogue-release';

const now = new Date(2026, 5, 15, 23, 30); // 15 June 2026, late evening local time

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
  });
});
