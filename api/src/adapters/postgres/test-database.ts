import { fileURLToPath } from 'node:url';
import { NetlifyDB } from '@netlify/database-dev';
import { netlifyDatabasePool, type PostgresPool, type Queryable } from './connection';

/** Where Netlify takes the migrations from at deploy (netlify/database/migrations at the repository root). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../../netlify/database/migrations', import.meta.url));

export interface TestDatabase {
  /** postgres://postgres@localhost:<port>/postgres */
  url: string;
  /** A new pool on it, as a new function instance would open (closed by stop). */
  pool(): PostgresPool;
  /** Empties every table, keeping the schema (a fresh store for the next test). */
  empty(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Netlify's local database for tests: the very server `netlify dev` starts (@netlify/database-dev,
 * PGlite behind a Postgres wire-protocol socket on the loopback interface, in memory), with the
 * deploy's migrations applied by the same code as `netlify database migrate`. The adapters reach
 * it through @netlify/database's pool, as in production.
 */
export async function startTestDatabase(): Promise<TestDatabase> {
  const server = new NetlifyDB({ logger: () => {} });
  const url = await server.start();
  await server.applyMigrations(MIGRATIONS_DIR);
  const pools: PostgresPool[] = [];
  return {
    url,
    pool: () => {
      const pool = netlifyDatabasePool(url);
      pools.push(pool);
      return pool;
    },
    empty: async () => {
      const { rows } = await server.query<{ name: string }>(
        "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'",
      );
      // DELETE, not TRUNCATE: ten times faster on PGlite for tables this small.
      await server.exec(rows.map((r) => `DELETE FROM ${r.name};`).join(' '));
    },
    stop: async () => {
      // A pool a test ended already is ended again harmlessly.
      await Promise.all(pools.splice(0).map((pool) => pool.end().catch(() => {})));
      await server.stop();
    },
  };
}

let shared: Promise<TestDatabase> | null = null;

/** One local database per test worker (PGlite takes seconds to start), for tests that empty it. */
export const sharedTestDatabase = (): Promise<TestDatabase> => (shared ??= startTestDatabase());

/**
 * PGlite in this process on a directory, migrated, its statements sent straight to it (no socket):
 * the candidate embedded default of decision 116's measurement (scripts/bench/records-pglite.ts).
 */
export async function openPgliteDirectory(directory: string): Promise<{ db: Queryable; close(): Promise<void> }> {
  const server = new NetlifyDB({ directory, logger: () => {} });
  await server.start();
  await server.applyMigrations(MIGRATIONS_DIR);
  return {
    db: {
      query: async (text, params) => {
        const result = (await server.query<Record<string, unknown>>(text, params)) as {
          rows: Record<string, unknown>[];
          affectedRows?: number;
        };
        return { rows: result.rows, rowCount: result.affectedRows ?? null };
      },
    },
    close: () => server.stop(),
  };
}
