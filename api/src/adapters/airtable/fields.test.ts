import { describe, expect, it } from 'vitest';
import { checked, date, first, kebab, num, pick, slugFrom, text, url, yes } from './fields';

describe('Airtable cell readers', () => {
  it('pick: the first present field; blank text and empty lists do not count', () => {
    expect(pick({ A: '', B: [], C: 'c' }, ['A', 'B', 'C'])).toBe('c');
    expect(pick({}, ['A'])).toBeUndefined();
  });

  it('first: the first present item of a list', () => {
    expect(first(['', 'x', 'y'])).toBe('x');
    expect(first('z')).toBe('z');
  });

  it('text and url: trimmed text, numbers as text, file objects by url', () => {
    expect(text('  a ')).toBe('a');
    expect(text(7)).toBe('7');
    expect(text({ url: 'x' })).toBeNull();
    expect(url([{ url: '/u' }])).toBe('/u');
  });

  it('num: numbers and numeric text, else null', () => {
    expect(num('1,200')).toBe(1200);
    expect(num('£4.50')).toBe(4.5);
    expect(num('4 pages')).toBeNull();
    expect(num(Number.NaN)).toBeNull();
  });

  it('checked: a ticked box, "true" or "yes" text; yes: only Yes or a ticked box', () => {
    expect([true, 'TRUE', 'Yes', 1].map(checked)).toEqual([true, true, true, true]);
    expect([false, 'no', undefined].map(checked)).toEqual([false, false, false]);
    expect([true, 'Yes', ' yes '].map(yes)).toEqual([true, true, true]);
    expect(['true', 'No', 1].map(yes)).toEqual([false, false, false]);
  });

  it('date: ISO dates and timestamps; anything else is null', () => {
    expect(date('2026-01-15')).toBe('2026-01-15');
    expect(date('2026-01-15T09:00:00.000Z')).toBe('2026-01-15T09:00:00.000Z');
    expect(date('15/01/2026')).toBeNull();
  });

  it('kebab and slugFrom: Slug first, else the title, folded to ^[a-z0-9-]+$', () => {
    expect(kebab('Il giardino delle ore')).toBe('il-giardino-delle-ore');
    expect(kebab('Rooms & Rivers!')).toBe('rooms-and-rivers');
    expect(slugFrom({ Slug: 'given' }, 'Title', 'recX')).toBe('given');
    expect(slugFrom({}, 'The Salt Orchard', 'recX')).toBe('the-salt-orchard');
    expect(slugFrom({}, '¿?', 'recX')).toBe('recx');
  });
});
