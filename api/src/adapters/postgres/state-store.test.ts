import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStateStoreContract } from '../../testing/state-store-contract';
import { postgresStateStore, sweepExpiredState } from './state-store';
import { startTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await startTestDatabase();
});
afterAll(async () => {
  await database.stop();
});

/** Two stores on two pools (two function instances) over one local Netlify Database, one clock. */
export async function twoInstances(db: TestDatabase) {
  await db.empty();
  let at = Date.parse('2026-06-01T12:00:00Z');
  const now = () => at;
  return {
    a: postgresStateStore({ db: db.pool(), now }),
    b: postgresStateStore({ db: db.pool(), now }),
    advance: (ms: number) => void (at += ms),
    now,
  };
}

describeStateStoreContract('Postgres (Netlify Database, local)', async () => ({
  ...(await twoInstances(database)),
  cleanup: async () => {},
}));

describe('Postgres state store', () => {
  it('counts 40 hits sent at once from two instances as 1..40, each once', async () => {
    const { a, b } = await twoInstances(database);
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit('burst', { windowMs: 60_000 })),
    );
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('sweeps expired rows and keeps live ones', async () => {
    const { a, advance, now } = await twoInstances(database);
    await a.set('short', 1, { ttlMs: 1000 });
    await a.set('long', 2, { ttlMs: 60_000 });
    await a.hit('counter', { windowMs: 1000 });
    advance(1001);
    expect(await sweepExpiredState(database.pool(), now())).toBe(2);
    expect(await a.get('long')).toBe(2);
  });

  it('answers StoreUnavailableError naming NETLIFY_DB_URL when the site has no database', async () => {
    const saved = process.env.NETLIFY_DB_URL;
    delete process.env.NETLIFY_DB_URL;
    try {
      const store = postgresStateStore({ db: (await import('./connection')).netlifyDatabase });
      await expect(store.get('k')).rejects.toThrow(
        'Netlify Database (state) is unavailable (NETLIFY_DB_URL is not set)',
      );
    } finally {
      if (saved !== undefined) process.env.NETLIFY_DB_URL = saved;
    }
  });

  it('answers StoreUnavailableError naming the database when it cannot be reached', async () => {
    const down = postgresStateStore({
      db: (await import('./connection')).netlifyDatabasePool('postgres://postgres@127.0.0.1:1/postgres'),
    });
    await expect(down.get('k')).rejects.toMatchObject({
      name: 'StoreUnavailableError',
      target: 'Netlify Database (state)',
    });
  });
});
