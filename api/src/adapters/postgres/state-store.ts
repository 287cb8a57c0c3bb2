import { setTimeout as sleep } from 'node:timers/promises';
import type { StateStore, WindowCount } from '@publisher/shared/server/ports/state-store';
import { StoreUnavailableError } from '@publisher/shared/server/ports/store-unavailable';
import { statementRunner, type Queryable } from './connection';

/** What a StoreUnavailableError names (the log line says which store is down). */
export const STATE_TARGET = 'Netlify Database (state)';

const READ = 'SELECT value FROM state WHERE key = $1 AND expires_at > $2';
const WRITE = `INSERT INTO state (key, value, expires_at) VALUES ($1, $2::json, $3)
  ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at, version = state.version + 1`;
// A live window counts on; a passed one starts again at 1. The row's expiry is the window's end.
const HIT = `INSERT INTO state (key, value, expires_at)
    VALUES ($1, json_build_object('count', 1, 'resetAt', $3::bigint), $3)
  ON CONFLICT (key) DO UPDATE SET
    value = CASE WHEN state.expires_at > $2
      THEN json_build_object('count', coalesce((state.value ->> 'count')::int, 0) + 1, 'resetAt', state.expires_at)
      ELSE excluded.value END,
    expires_at = CASE WHEN state.expires_at > $2 THEN state.expires_at ELSE excluded.expires_at END,
    version = state.version + 1
  RETURNING (value ->> 'count')::int AS count, (value ->> 'resetAt')::bigint AS reset_at`;
const UNHIT = `UPDATE state
  SET value = json_build_object('count', greatest(coalesce((value ->> 'count')::int, 0) - 1, 0), 'resetAt', expires_at),
    version = version + 1
  WHERE key = $1 AND expires_at > $2`;
// Compare-and-swap on the row's version: each is one statement, so `update` needs no transaction.
const READ_VERSION = 'SELECT value, version, expires_at > $2 AS live FROM state WHERE key = $1';
const INSERT_NEW = `INSERT INTO state (key, value, expires_at) VALUES ($1, $2::json, $3)
  ON CONFLICT (key) DO NOTHING RETURNING key`;
const REPLACE = `UPDATE state SET value = $3::json, expires_at = $4, version = version + 1
  WHERE key = $1 AND version = $2 RETURNING key`;
const DELETE_VERSION = 'DELETE FROM state WHERE key = $1 AND version = $2 RETURNING key';

/** Tries of a compare-and-swap before the store is reported busy (each lost try means another won). */
const MAX_TRIES = 100;

export interface PostgresStateStoreOptions {
  db: Queryable;
  now?: () => number;
}

/**
 * The StateStore on Netlify Database. get/set/delete and the counters (hit/unhit) are each one
 * statement; a counter is INSERT … ON CONFLICT DO UPDATE … RETURNING, so N concurrent hits answer
 * 1..N. `update` (a JS function of the current value) is a compare-and-swap on the row's version,
 * retried when another writer won. Expired rows are never read; sweepExpiredState deletes them.
 */
export function postgresStateStore(options: PostgresStateStoreOptions): StateStore {
  const now = options.now ?? Date.now;
  const run = statementRunner(
    options.db,
    (reason, cause) => new StoreUnavailableError(STATE_TARGET, reason, { cause }),
  );

  /** One try: the stored value if this writer's change landed, or `retry`. */
  async function tryUpdate<T>(
    key: string,
    change: (current: T | null) => T | null,
    ttlMs: number,
  ): Promise<{ stored: T | null } | 'retry'> {
    const at = now();
    const row = (await run(READ_VERSION, [key, at])).rows[0];
    const next = change(row?.live ? (row.value as T) : null);
    if (!row) {
      if (next === null) return { stored: null };
      const { rows } = await run(INSERT_NEW, [key, JSON.stringify(next), at + ttlMs]);
      return rows.length ? { stored: next } : 'retry';
    }
    const { rows } =
      next === null
        ? await run(DELETE_VERSION, [key, row.version])
        : await run(REPLACE, [key, row.version, JSON.stringify(next), at + ttlMs]);
    return rows.length ? { stored: next } : 'retry';
  }

  const update: StateStore['update'] = async (key, change, { ttlMs }) => {
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
      const result = await tryUpdate(key, change, ttlMs);
      if (result !== 'retry') return result.stored;
      // Let the writer that won finish before reading again (jittered, grows with the crowd).
      await sleep(Math.random() * Math.min(20, attempt + 1));
    }
    throw new StoreUnavailableError(STATE_TARGET, `update of one key lost ${MAX_TRIES} times in a row`);
  };

  return {
    get: async <T>(key: string) => {
      const { rows } = await run(READ, [key, now()]);
      return rows.length ? (rows[0]!.value as T) : null;
    },
    set: async (key, value, { ttlMs }) => {
      await run(WRITE, [key, JSON.stringify(value), now() + ttlMs]);
    },
    update,
    delete: async (key) => {
      await run('DELETE FROM state WHERE key = $1', [key]);
    },
    hit: async (key, { windowMs }): Promise<WindowCount> => {
      const at = now();
      const row = (await run(HIT, [key, at, at + windowMs])).rows[0]!;
      return { count: Number(row.count), resetAt: Number(row.reset_at) };
    },
    unhit: async (key) => {
      await run(UNHIT, [key, now()]);
    },
  };
}

/** Deletes every expired row (the sweep-state scheduled function); answers how many. */
export async function sweepExpiredState(db: Queryable, now: number = Date.now()): Promise<number> {
  const run = statementRunner(db, (reason, cause) => new StoreUnavailableError(STATE_TARGET, reason, { cause }));
  return (await run('DELETE FROM state WHERE expires_at <= $1', [now])).rowCount ?? 0;
}
