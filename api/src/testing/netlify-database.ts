import type { PostgresPool } from '../adapters/postgres/connection';
import { postgresStateStore } from '../adapters/postgres/state-store';
import { sharedTestDatabase } from '../adapters/postgres/test-database';

/**
 * Netlify: shared state in the site's Netlify Database (here the CLI's local one, emptied
 * first), each instance on its own pool as each function instance opens one. Shaped as
 * state-store-factories.ts's StateStoreFactory.
 */
export const netlifyDatabaseState = {
  name: 'Netlify Database',
  /** A hit is one INSERT … ON CONFLICT DO UPDATE … RETURNING: every one of N concurrent hits gets its count. */
  exact: true,
  async start() {
    const database = await sharedTestDatabase();
    await database.empty();
    const pools: PostgresPool[] = [];
    return {
      open: () => {
        const db = database.pool();
        pools.push(db);
        return postgresStateStore({ db });
      },
      close: async () => {
        await Promise.all(pools.map((pool) => pool.end()));
      },
    };
  },
};
