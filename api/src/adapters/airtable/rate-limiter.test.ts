import { describe, expect, it } from 'vitest';
import { createRateLimiter, RateLimitedError } from './rate-limiter';

/** The largest number of starts inside any window of `windowMs`. */
function busiestWindow(starts: number[], windowMs: number): number {
  return Math.max(0, ...starts.map((from) => starts.filter((t) => t >= from && t < from + windowMs).length));
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('rate limiter', () => {
  it('never lets more than 5 requests start in any second, however many ask at once', async () => {
    const limiter = createRateLimiter({ limit: 5, windowMs: 1000, maxWaitMs: 5000 });
    const starts: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, async () => {
        const release = await limiter.acquire();
        starts.push(Date.now());
        release();
      }),
    );
    expect(starts).toHaveLength(12);
    expect(busiestWindow(starts, 1000)).toBeLessThanOrEqual(5);
    // And it does not stall: 12 requests fit in three windows.
    expect(Math.max(...starts) - Math.min(...starts)).toBeLessThan(2600);
  });

  it('holds a token for the whole request: a slow request delays the next start by a full window after it ends', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 200, marginMs: 0 });
    const first = await limiter.acquire();
    const secondStarted = limiter.acquire().then(() => Date.now());
    await sleep(300); // the "request" takes longer than a window
    const finished = Date.now();
    first();
    expect((await secondStarted) - finished).toBeGreaterThanOrEqual(195);
  });

  it('lets a burst of 5 through at once', async () => {
    const limiter = createRateLimiter({ limit: 5, windowMs: 1000 });
    const started = Date.now();
    await Promise.all(Array.from({ length: 5 }, () => limiter.acquire()));
    expect(Date.now() - started).toBeLessThan(100);
  });

  it('refuses at once when the queue could not be served within maxWaitMs', async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, marginMs: 0, maxWaitMs: 1000 });
    await limiter.acquire();
    await limiter.acquire();
    const queued = [limiter.acquire(), limiter.acquire()];
    queued.forEach((p) => p.catch(() => undefined));
    const started = Date.now();
    await expect(limiter.acquire()).rejects.toBeInstanceOf(RateLimitedError);
    expect(Date.now() - started).toBeLessThan(50);
  });

  it('refuses a caller that has waited maxWaitMs', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxWaitMs: 100 });
    await limiter.acquire(); // never released
    await expect(limiter.acquire()).rejects.toBeInstanceOf(RateLimitedError);
  });
});
