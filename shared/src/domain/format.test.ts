import { describe, expect, it } from 'vitest';
import { formatCount, formatGbp, formatWholeGbp } from './format';

// The formats these replace: Intl's output for en-GB is the reference.
const pence = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const whole = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-GB');

const amounts = [
  0, 0.5, 1, 2.5, 5, 9.99, 12.99, 24.99, 99.5, 100, 999.99, 1000, 1234.56, 1979.5, 1980, 12345.67, 999999.99, 1000000,
  -5, -2.5, -12.99, 0.01, 0.1, 7.1,
];

describe('formatting as Intl en-GB does', () => {
  it('pounds and pence', () => {
    for (const a of amounts) expect(formatGbp(a), String(a)).toBe(pence.format(a));
    for (let cents = 0; cents <= 250_00; cents += 37) expect(formatGbp(cents / 100)).toBe(pence.format(cents / 100));
  });

  it('whole pounds, rounding halves away from zero', () => {
    for (const a of amounts) expect(formatWholeGbp(a), String(a)).toBe(whole.format(a));
    for (let n = 0; n <= 50_000; n += 53) expect(formatWholeGbp(n)).toBe(whole.format(n));
  });

  it('counts', () => {
    for (const n of [0, 7, 999, 1000, 1234, 45_000, 1_234_567, -1200]) expect(formatCount(n)).toBe(count.format(n));
  });
});
