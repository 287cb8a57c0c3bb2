import { describe, expect, it } from 'vitest';
import { memoryStateStore } from '../testing/memory-state-store';
import { LeaseBusyError, withLease } from '@publisher/shared/server/ports/state-store';

describe('withLease', () => {
  it('runs one holder at a time for a key, and the next once it is given back', async () => {
    const state = memoryStateStore();
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        withLease(state, 'owner/a', async () => {
          most = Math.max(most, ++inside);
          await new Promise((resolve) => setTimeout(resolve, 5));
          inside -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(await state.get('lease/owner/a')).toBeNull();
  });

  it('refuses with LeaseBusyError (a 503) past waitMs, and a dead holder’s lease lapses after its ttl', async () => {
    let clock = 1_000;
    const state = memoryStateStore({ now: () => clock });
    await state.set('lease/owner/b', { holder: 'a crashed instance' }, { ttlMs: 30_000 });
    await expect(withLease(state, 'owner/b', async () => 'never', { waitMs: 0, now: () => clock })).rejects.toThrow(
      LeaseBusyError,
    );
    clock += 30_001;
    expect(await withLease(state, 'owner/b', async () => 'ran', { now: () => clock })).toBe('ran');
  });

  it('gives the lease back when the work throws', async () => {
    const state = memoryStateStore();
    await expect(
      withLease(state, 'owner/c', async () => {
        throw new Error('Airtable said no');
      }),
    ).rejects.toThrow('Airtable said no');
    expect(await state.get('lease/owner/c')).toBeNull();
  });
});
