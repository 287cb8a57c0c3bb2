import { describe, expect, it } from 'vitest';
import { memoryStateStore } from '../testing/memory-state-store';
import { createAttemptLimiter } from './rate-limit';

describe('failed-attempt limiter on a StateStore', () => {
  const setup = () => {
    let at = 1_000_000;
    const now = () => at;
    const state = memoryStateStore({ now });
    return { state, now, advance: (ms: number) => void (at += ms) };
  };

  it('blocks a key at maxFailures inside the window, shared by every limiter on the store', async () => {
    const { state, now, advance } = setup();
    const [a, b] = [
      createAttemptLimiter(state, { maxFailures: 3, now }),
      createAttemptLimiter(state, { maxFailures: 3, now }),
    ];
    await a.recordFailure(['ip:1', 'email:x@y.test']);
    await b.recordFailure(['ip:2', 'email:x@y.test']);
    expect(await a.isBlocked(['ip:3', 'email:x@y.test'])).toBe(false);
    await a.recordFailure(['ip:3', 'email:x@y.test']);
    expect(await b.isBlocked(['ip:9', 'email:x@y.test'])).toBe(true);
    expect(await b.isBlocked(['ip:1'])).toBe(false);
    // A sliding window: the first failure leaves it 60 s after it happened.
    advance(60_001);
    expect(await b.isBlocked(['email:x@y.test'])).toBe(false);
  });

  it('keeps at most maxFailures times per key, and each key expires with the window', async () => {
    const { state, now, advance } = setup();
    const limiter = createAttemptLimiter(state, { maxFailures: 10, now });
    for (let i = 0; i < 25; i++) await limiter.recordFailure(['ip:1']);
    expect(await state.get<number[]>('attempts/ip:1')).toHaveLength(10);
    advance(60_000);
    expect(await state.get('attempts/ip:1')).toBeNull();
  });

  it('says how long until a blocked key clears: when its oldest counted time leaves the window', async () => {
    const { state, now, advance } = setup();
    const limiter = createAttemptLimiter(state, { maxFailures: 2, now });
    await limiter.recordFailure(['ip:1']);
    expect(await limiter.retryAfterMs(['ip:1'])).toBe(0);
    advance(20_000);
    await limiter.recordFailure(['ip:1']);
    expect(await limiter.retryAfterMs(['ip:1', 'ip:2'])).toBe(40_000);
    advance(40_000);
    expect(await limiter.retryAfterMs(['ip:1'])).toBe(0);
  });
});
