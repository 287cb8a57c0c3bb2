import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('formatDate', () => {
  it('writes dates the UK way', () => {
    expect(formatDate('2025-10-22T12:00:00.000Z')).toBe('22 October 2025');
  });
  it('gives null for missing or invalid dates', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('soon')).toBeNull();
  });
});
