import { describe, expect, it, vi } from 'vitest';
import { noteFallback, trackFallbacks } from './fallback-tracking';

describe('fallback tracking', () => {
  it('tells a tracker whether anything inside it fell back, and its enclosing tracker too', async () => {
    expect((await trackFallbacks(async () => 1)).fellBack).toBe(false);
    const outer = await trackFallbacks(async () => {
      const inner = await trackFallbacks(async () => noteFallback());
      expect(inner.fellBack).toBe(true);
    });
    expect(outer.fellBack).toBe(true);
    noteFallback(); // outside tracked work: a no-op
  });

  it("is one tracker for every copy of the module: a team's bundled copy learns of the host's note (decision 133)", async () => {
    vi.resetModules();
    const other = await import('./fallback-tracking');
    expect(other.trackFallbacks).not.toBe(trackFallbacks);
    expect((await other.trackFallbacks(async () => noteFallback())).fellBack).toBe(true);
    expect((await trackFallbacks(async () => other.noteFallback())).fellBack).toBe(true);
  });
});
