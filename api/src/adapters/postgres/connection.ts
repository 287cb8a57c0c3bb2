import { getConnectionString, getDatabase, MissingDatabaseConnectionError } from '@netlify/database';

/*
 * The one thing the Postgres adapters need from a driver: a query with $n parameters. Both pools
 * `@netlify/database` hands out (pg's on a server, Neon's serverless one on Netlify) have it.
 * Every statement the adapters send stands alone (autocommit): no BEGIN … COMMIT. That is what
 * holds on Netlify's local database too, where every connection shares one PGlite session, so a
 * transaction there is not isolated (decision 116).
 */
export interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>;
}

/** A pool to close when the process is done with it (tests, the Node server). */
export interface PostgresPool extends Queryable {
  end(): Promise<void>;
}

/** What the errors of an unreachable or overloaded database have (code class, or socket error). */
const UNAVAILABLE_SQLSTATE = /^(08|40|53|57|58)/;
const UNAVAILABLE_NET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGE = /Connection terminated|connection error|timeout exceeded|Connection ended|WebSocket/i;

/** The reason of a "database cannot be used now" failure, else null (a bug: bad SQL, a broken constraint). */
export function unavailableReason(error: unknown): string | null {
  if (error instanceof MissingDatabaseConnectionError) return 'NETLIFY_DB_URL is not set';
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NET.has(code))) {
    return `${code}: ${error.message}`;
  }
  if (error instanceof AggregateError || UNAVAILABLE_MESSAGE.test(error.message)) return error.message || error.name;
  return null;
}

/** Runs one statement, turning an unavailable database into `unavailable(reason)`. */
export function statementRunner(db: Queryable, unavailable: (reason: string, cause: unknown) => Error) {
  return async (text: string, params: unknown[] = []) => {
    try {
      return await db.query(text, params);
    } catch (error) {
      const reason = unavailableReason(error);
      throw reason === null ? error : unavailable(reason, error);
    }
  };
}

/**
 * The site's database on Netlify: `getDatabase()` reads NETLIFY_DB_URL (set by Netlify for a
 * site with Netlify Database, and by `netlify dev` for its local one) and NETLIFY_DB_DRIVER.
 * `connectionString` overrides it (tests, the deploy suite's harness). One pool per process.
 */
export function netlifyDatabasePool(connectionString?: string): PostgresPool {
  const { pool } = getDatabase(connectionString === undefined ? {} : { connectionString });
  // An idle connection the server dropped is reported on the pool; without a listener Node would
  // throw it. The next statement on the pool fails, and that is reported (503) instead.
  pool.on('error', () => {});
  return pool as unknown as PostgresPool;
}

let shared: { url: string; pool: PostgresPool } | null = null;

/**
 * The process's one pool on the site's Netlify Database, opened at the first statement (so a site
 * without NETLIFY_DB_URL still starts: its pages answer, and each read or write of state or
 * records answers 503 naming the variable).
 */
export const netlifyDatabase: Queryable = {
  query: (text, params) => {
    // Read each time: a new value (the tests' next local database) gets a new pool.
    const url = getConnectionString();
    if (shared?.url !== url) {
      void shared?.pool.end().catch(() => {});
      shared = { url, pool: netlifyDatabasePool(url) };
    }
    return shared.pool.query(text, params);
  },
};
