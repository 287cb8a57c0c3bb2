import { describe, expect, it } from 'vitest';
import { memoryStateStore } from '@publisher/shared/testing/memory-state-store';
import { LinkInUseError, spendAfter } from './single-use';

/* A single-use entry is spent only after its effect is stored (decision 140). */

type Entry = { email: string; expiresAt: number };
const setUp = async (entry: Entry = { email: 'ada@example.com', expiresAt: Date.now() + 60_000 }) => {
  const clock = { now: Date.now() };
  const state = memoryStateStore({ now: () => clock.now });
  await state.set('link/1', entry, { ttlMs: 3600_000 });
  const options = { ttlMs: 3600_000, now: () => clock.now, usable: (e: Entry) => e.expiresAt > clock.now };
  return {
    state,
    clock,
    options,
    spend: <R>(effect: (e: Entry) => Promise<R>) => spendAfter(state, 'link/1', options, effect),
  };
};

describe('spendAfter', () => {
  it('runs the effect with the entry, then spends it: a second use finds nothing', async () => {
    const { spend } = await setUp();
    const effects: string[] = [];
    expect(await spend(async (e) => effects.push(e.email))).toBe(1);
    expect(await spend(async (e) => effects.push(e.email))).toBeNull();
    expect(effects).toEqual(['ada@example.com']);
  });

  it('leaves the entry usable at once when the effect fails, and passes the failure on', async () => {
    const { spend, state } = await setUp();
    await expect(spend(() => Promise.reject(new Error('429')))).rejects.toThrow('429');
    expect(await state.get<Entry & { spending?: unknown }>('link/1')).toEqual({
      email: 'ada@example.com',
      expiresAt: expect.any(Number),
    });
    expect(await spend(async () => 'stored')).toBe('stored');
  });

  it('tells a use while another holds the entry to try again, never that it was used', async () => {
    const { spend } = await setUp();
    let release!: () => void;
    const first = spend(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(spend(async () => 'second')).rejects.toBeInstanceOf(LinkInUseError);
    release();
    expect(await first).toBe('first');
    expect(await spend(async () => 'third')).toBeNull();
  });

  it('takes over a claim whose holder died, once the claim has lapsed', async () => {
    const { spend, clock } = await setUp({ email: 'ada@example.com', expiresAt: Date.now() + 3600_000 });
    void spend(() => new Promise(() => {})); // never settles: a process that died mid-effect
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(spend(async () => 'too soon')).rejects.toBeInstanceOf(LinkInUseError);
    clock.now += 61_000;
    expect(await spend(async () => 'after the lapse')).toBe('after the lapse');
  });

  it('does not run the effect for an entry that is not usable (expired) or absent', async () => {
    const { spend, clock } = await setUp();
    clock.now += 120_000;
    let ran = false;
    expect(
      await spend(async () => {
        ran = true;
      }),
    ).toBeNull();
    expect(ran).toBe(false);
  });
});
