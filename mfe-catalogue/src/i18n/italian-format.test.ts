import { describe, expect, it } from 'vitest';
import { formatItalianCount, formatItalianDay, formatItalianGbp, italianLanguageName } from './italian-format';

describe('Italian days and prices', () => {
  it('write what Intl writes for it-IT', () => {
    const price = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'GBP' });
    for (const amount of [0, 0.5, 4.99, 12, 99.995, 1234.5, 12345.67, 1234567.1])
      expect(formatItalianGbp(amount)).toBe(price.format(amount));
    const count = new Intl.NumberFormat('it-IT');
    for (const n of [0, 7, 999, 1234, 12345, 1234567]) expect(formatItalianCount(n)).toBe(count.format(n));
    const day = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'Europe/London' });
    for (const value of ['2022-04-21', '2026-01-01', '2026-12-31', '2026-03-29T23:30:00Z'])
      expect(formatItalianDay(value)).toBe(day.format(new Date(value.length === 10 ? `${value}T12:00:00Z` : value)));
  });

  it('give null for what is not a day', () => {
    expect(formatItalianDay(null)).toBeNull();
    expect(formatItalianDay('2026-02-31')).toBeNull();
  });

  it('name the catalogue languages as Intl names them in Italian', () => {
    const names = new Intl.DisplayNames('it', { type: 'language' });
    expect(italianLanguageName('Italian')).toBe(names.of('it'));
    expect(italianLanguageName('English')).toBe(names.of('en'));
    expect(italianLanguageName('Instrumental')).toBe('Instrumental');
  });
});
