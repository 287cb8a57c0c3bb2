import { describe, expect, it } from 'vitest';
import { ACCESS_KEY, readAccess, saveAccess } from './method-access';
import { memoryStorage } from './memory-storage';

const NOW = Date.parse('2026-01-10T00:00:00Z');

describe('method access', () => {
  it('round-trips a granted access', () => {
    const store = memoryStorage();
    const access = {
      productType: 'single' as const,
      secureUrl: '/architects-method/',
      expiresAt: '2026-04-10T00:00:00Z',
    };
    saveAccess(store, access);
    expect(readAccess(store, NOW)).toEqual(access);
  });
  it('keeps demo access that never expires', () => {
    const store = memoryStorage();
    saveAccess(store, { productType: 'demo', secureUrl: '/architects-method/', expiresAt: null });
    expect(readAccess(store, NOW)?.productType).toBe('demo');
  });
  it('forgets expired or unreadable access', () => {
    const store = memoryStorage();
    saveAccess(store, { productType: 'multi', secureUrl: '/architects-method/', expiresAt: '2026-01-09T00:00:00Z' });
    expect(readAccess(store, NOW)).toBeNull();
    expect(readAccess(memoryStorage({ [ACCESS_KEY]: '{nope' }), NOW)).toBeNull();
    expect(readAccess(memoryStorage({ [ACCESS_KEY]: '{"productType":"gold"}' }), NOW)).toBeNull();
  });
});
