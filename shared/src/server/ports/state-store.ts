/*
 * Short-lived state that every server instance must see: open sandbox checkouts, failed-attempt
 * and write-rate counters, one-time tokens. Never one process's memory: on Netlify each call may
 * run in a fresh instance. Adapters: SQLite under DATA_DIR on Node (adapters/sqlite), Netlify
 * Database on Netlify (adapters/postgres). Values are JSON. Every method may reject (I/O,
 * outage); callers answer 503 for the writes it blocks.
 */

import { randomUUID } from 'node:crypto';
import { StoreUnavailableError } from './store-unavailable';

export interface StateWriteOptions {
  /** The value is gone (get answers null) this long after it was last written. */
  ttlMs: number;
}

/** A fixed-window counter's value after a hit: how many hits this window, and when it resets. */
export interface WindowCount {
  count: number;
  /** ms since the epoch; the counter starts again from 0 at this time. */
  resetAt: number;
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
  /**
   * Adds one to the fixed-window counter under `key` and answers the new count, in one atomic
   * step (a single statement, a transaction or a conditional write): N concurrent hits answer
   * 1..N, each once. A counter whose window has passed starts again at 1 with a new window.
   */
  hit(key: string, options: { windowMs: number }): Promise<WindowCount>;
  /** Takes one hit back (a request that turned out not to count); never below 0. */
  unhit(key: string, options: { windowMs: number }): Promise<void>;
}

/** A counter's next value, for adapters that build `hit` on `update` (one atomic step there). */
export const nextWindowCount = (current: WindowCount | null, windowMs: number, now: number): WindowCount =>
  current && current.resetAt > now
    ? { count: current.count + 1, resetAt: current.resetAt }
    : { count: 1, resetAt: now + windowMs };

/** A counter after an unhit: one less, never below 0; gone once its window has passed. */
export const previousWindowCount = (current: WindowCount | null, now: number): WindowCount | null =>
  current && current.resetAt > now ? { count: Math.max(0, current.count - 1), resetAt: current.resetAt } : null;

/** `hit` and `unhit` built on an adapter's atomic `update`, for adapters with no single statement for them. */
export function countersOnUpdate(update: StateStore['update'], now: () => number): Pick<StateStore, 'hit' | 'unhit'> {
  return {
    hit: async (key, { windowMs }) =>
      (await update<WindowCount>(key, (current) => nextWindowCount(current, windowMs, now()), {
        ttlMs: windowMs,
      }))!,
    unhit: async (key, { windowMs }) => {
      // The stored value carries its resetAt; the row may outlive it by up to a window.
      await update<WindowCount>(key, (current) => previousWindowCount(current, now()), { ttlMs: windowMs });
    },
  };
}

/** The lease is held by someone else past `waitMs`: the caller answers 503 (try again). */
export class LeaseBusyError extends StoreUnavailableError {
  override readonly name = 'LeaseBusyError';
}

/**
 * Runs `work` while holding a lease on `key` in the shared state, so that across every instance
 * at most one such `work` runs at a time for that key: a "count, then create" on a store with no
 * transaction of its own (Airtable) becomes one step. The lease is taken with the adapter's atomic
 * `update`, lapses after `ttlMs` should its holder die, and is given back when `work` settles.
 * Waits up to `waitMs` for another holder, then rejects with {@link LeaseBusyError}.
 */
export async function withLease<T>(
  state: Pick<StateStore, 'update'>,
  key: string,
  work: () => Promise<T>,
  options: { ttlMs?: number; waitMs?: number; now?: () => number } = {},
): Promise<T> {
  const { ttlMs = 30_000, waitMs = 10_000, now = Date.now } = options;
  const holder = randomUUID();
  const leaseKey = `lease/${key}`;
  const started = now();
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const held = await state.update<{ holder: string }>(leaseKey, (current) => current ?? { holder }, { ttlMs });
    if (held?.holder === holder) break;
    if (now() - started >= waitMs) throw new LeaseBusyError(leaseKey, 'held by another request');
    await new Promise((resolve) => setTimeout(resolve, pause + Math.random() * pause));
  }
  try {
    return await work();
  } finally {
    await state.update<{ holder: string }>(leaseKey, (current) => (current?.holder === holder ? null : current), {
      ttlMs,
    });
  }
}
