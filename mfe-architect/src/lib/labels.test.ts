import { describe, expect, it } from 'vitest';
import { badgeLabel, tierLabel, tierPrice } from './labels';

describe('badgeLabel', () => {
  it.each([
    ['active', 'Active'],
    ['trialing', 'Free Trial'],
    ['past_due', 'Payment Due'],
    ['canceled', 'Canceled'],
    ['unpaid', 'Unknown'],
  ])('%s shows %s', (status, label) => expect(badgeLabel(status)).toBe(label));
});

describe('tierLabel', () => {
  it.each([
    ['single_book', 'Single Book Plan'],
    ['multi_book', 'Multi-Book Plan'],
    ['free_trial', 'Free Trial'],
    ['lifetime', 'Unknown Plan'],
  ])('%s shows %s', (tier, label) => expect(tierLabel(tier)).toBe(label));
});

describe('tierPrice', () => {
  it('shows the plan prices of section 9', () => {
    expect(tierPrice('single_book')).toBe('$9.99 / month');
    expect(tierPrice('multi_book')).toBe('$18.99 / month');
    expect(tierPrice('free_trial')).toBe('Free');
  });
});
