/*
 * Short-lived state that every server instance must see: open sandbox checkouts, failed-attempt
 * and write-rate counters, one-time tokens. Never one process's memory: on Netlify each call may
 * run in a fresh instance. Adapters: SQLite under DATA_DIR on Node (adapters/sqlite), Netlify
 * Blobs on Netlify (adapters/netlify-blobs). Values are JSON. Every method may reject (I/O,
 * outage); callers answer 503 for the writes it blocks.
 */

export interface StateWriteOptions {
  /** The value is gone (get answers null) this long after it was last written. */
  ttlMs: number;
}

export interface StateStore {
  /** The value under `key`, or null when it is missing or expired. */
  get<T>(key: string): Promise<T | null>;
  /** Stores `value` under `key`; durable once the promise resolves. */
  set(key: string, value: unknown, options: StateWriteOptions): Promise<void>;
  /**
   * Reads, changes and writes one key as a single step: two concurrent updates of the same key
   * never lose each other (a transaction, or compare-and-swap retried on conflict). `change`
   * may run more than once, so it must be pure. Returning null deletes the key. Resolves with
   * what was stored.
   */
  update<T>(key: string, change: (current: T | null) => T | null, options: StateWriteOptions): Promise<T | null>;
  delete(key: string): Promise<void>;
}
