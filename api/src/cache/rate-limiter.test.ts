import { describe, expect, it } from 'vitest';
import { createRateLimiter, RateLimitedError } from './rate-limiter';

/** The largest number of starts inside any window of `windowMs`. */
function busiestWindow(starts: number[], windowMs: number): number {
  const sorted = [...starts].sort((a, b) => a - b);
  let best = 0;
  for (let i = 0; i < sorted.length; i += 1) {
    const from = sorted[i] ?? 0;
    best = Math.max(best, sorted.filter((t) => t >= from && t < from + windowMs).length);
  }
  return best;
}

describe('rate limiter', () => {
  it('never lets more than 5 requests start in any second, however many ask at once', async () => {
    const limiter = createRateLimiter({ limit: 5, windowMs: 1000, maxWaitMs: 5000 });
    const starts: number[] = [];
    await Promise.all(Array.from({ length: 12 }, () => limiter.acquire().then(() => starts.push(Date.now()))));
    expect(starts).toHaveLength(12);
    expect(busiestWindow(starts, 1000)).toBeLessThanOrEqual(5);
    // And it does not stall: 12 requests fit in three windows.
    expect(Math.max(...starts) - Math.min(...starts)).toBeLessThan(2600);
  });

  it('lets a burst of 5 through at once', async () => {
    const limiter = createRateLimiter({ limit: 5, windowMs: 1000 });
    const started = Date.now();
    await Promise.all(Array.from({ length: 5 }, () => limiter.acquire()));
    expect(Date.now() - started).toBeLessThan(100);
  });

  it('refuses at once when the wait would be longer than maxWaitMs', async () => {
    let t = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 100, marginMs: 0, maxWaitMs: 150, now: () => t });
    await limiter.acquire();
    await limiter.acquire();
    // Two more fit in the next window (100 ms away); a fifth would wait 200 ms.
    const third = limiter.acquire();
    const fourth = limiter.acquire();
    await expect(limiter.acquire()).rejects.toBeInstanceOf(RateLimitedError);
    t = 100;
    await Promise.all([third, fourth]);
    t = 200;
    await expect(limiter.acquire()).resolves.toBeUndefined();
  });
});
