import { join } from 'node:path';
import type { StateStore, WindowCount } from '@publisher/shared/server/ports/state-store';
import { StoreUnavailableError } from '@publisher/shared/server/ports/store-unavailable';
import { createConnection } from './connection';
import type { Migration } from './database';
import { mapUnavailable } from './errors';

export const STATE_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'state',
    sql: `
      CREATE TABLE state (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,          -- JSON
        expires_at INTEGER NOT NULL   -- ms since epoch
      ) WITHOUT ROWID;
      CREATE INDEX state_by_expiry ON state (expires_at);
    `,
  },
];

export interface SqliteStateStoreOptions {
  /** DATA_DIR: the database is `<dataDir>/state.sqlite`, apart from the records so its busy
   * counters never contend with record writes for SQLite's one write lock. */
  dataDir: string;
  now?: () => number;
  /** Expired rows are deleted once every this many writes (reads ignore them anyway). */
  pruneEvery?: number;
}

/** The StateStore on Node: one SQLite file under DATA_DIR, shared by every process using it. */
export function sqliteStateStore(options: SqliteStateStoreOptions): StateStore & { close(): void } {
  const file = join(options.dataDir, 'state.sqlite');
  const now = options.now ?? Date.now;
  const pruneEvery = options.pruneEvery ?? 500;
  const connection = createConnection({
    file,
    migrations: STATE_MIGRATIONS,
    toError: mapUnavailable(file, (f, reason, cause) => new StoreUnavailableError(f, reason, { cause })),
  });
  let writes = 0;

  const READ = 'SELECT value FROM state WHERE key = ? AND expires_at > ?';
  const WRITE = `INSERT INTO state (key, value, expires_at) VALUES (?, ?, ?)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`;
  const DELETE = 'DELETE FROM state WHERE key = ?';
  // A fixed-window counter in one statement: a live row counts one more, a missing or expired
  // one starts again at 1 with a new window. The row expires with its window.
  const HIT = `INSERT INTO state (key, value, expires_at)
      VALUES (@key, json_object('count', 1, 'resetAt', @reset), @reset)
    ON CONFLICT (key) DO UPDATE SET
      value = CASE WHEN state.expires_at > @now
        THEN json_set(state.value, '$.count', json_extract(state.value, '$.count') + 1) ELSE excluded.value END,
      expires_at = CASE WHEN state.expires_at > @now THEN state.expires_at ELSE excluded.expires_at END
    RETURNING json_extract(value, '$.count') AS count, json_extract(value, '$.resetAt') AS resetAt`;
  const UNHIT = `UPDATE state SET value = json_set(value, '$.count', max(0, json_extract(value, '$.count') - 1))
    WHERE key = ? AND expires_at > ?`;

  /** Now and then, in the same short write, drop what has expired so the file stays small. */
  function afterWrite(sql: (text: string) => { run(...p: unknown[]): unknown }): void {
    if (++writes % pruneEvery === 0) sql('DELETE FROM state WHERE expires_at <= ?').run(now());
  }

  const read = <T>(sql: (text: string) => { get(...p: unknown[]): unknown }, key: string): T | null => {
    const row = sql(READ).get(key, now()) as { value: string } | undefined;
    return row ? (JSON.parse(row.value) as T) : null;
  };

  const update: StateStore['update'] = async <T>(
    key: string,
    change: (current: T | null) => T | null,
    { ttlMs }: { ttlMs: number },
  ) =>
    connection.run(({ db, sql }) =>
      // IMMEDIATE takes the write lock before the read: another process's update of the same
      // key waits (busy_timeout) instead of both reading the old value.
      db
        .transaction((): T | null => {
          const next = change(read<T>(sql, key));
          if (next === null) sql(DELETE).run(key);
          else sql(WRITE).run(key, JSON.stringify(next), now() + ttlMs);
          afterWrite(sql);
          return next;
        })
        .immediate(),
    );

  return {
    get: async <T>(key: string) => connection.run(({ sql }) => read<T>(sql, key)),
    set: async (key, value, { ttlMs }) =>
      connection.run(({ sql }) => {
        sql(WRITE).run(key, JSON.stringify(value), now() + ttlMs);
        afterWrite(sql);
      }),
    update,
    hit: async (key, { windowMs }) =>
      connection.run(({ sql }) => {
        const at = now();
        const row = sql(HIT).get({ key, now: at, reset: at + windowMs }) as WindowCount;
        afterWrite(sql);
        return { count: Number(row.count), resetAt: Number(row.resetAt) };
      }),
    unhit: async (key) =>
      connection.run(({ sql }) => {
        sql(UNHIT).run(key, now());
      }),
    delete: async (key) =>
      connection.run(({ sql }) => {
        sql(DELETE).run(key);
      }),
    close: () => connection.close(),
  };
}
