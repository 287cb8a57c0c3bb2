import type { StateStore } from './ports/state-store';

/*
 * A durable outbox on the shared StateStore (decision 144): work that is owed (a go-live
 * announcement, its mails) is queued in the same store every instance sees, and each run of the
 * scheduled job tries what is due until it succeeds. A job is removed only once its work has
 * succeeded; a failure is tried again later (5 min, then twice as long each time, at most 6 h
 * apart), and after MAX_TRIES it moves to the queue's dead letters, which the publisher is told
 * of. The work must be idempotent per recipient (sendOnce): a run that dies after sending keeps
 * its job, and the next run sends only what is still owed.
 *
 * One key per queue holds its jobs, changed by the store's atomic `update`: enqueueing is one
 * step (an id seen in the last 90 days is not queued again), and a run leases the jobs it takes,
 * so two instances draining at once do not both work on one job.
 */

export interface OutboxJob<T> {
  id: string;
  payload: T;
  tries: number;
  /** ms since the epoch: not tried before this. */
  nextAt: number;
  queuedAt: number;
  /** A run working on it until then (another run leaves it alone). */
  leaseUntil?: number;
  lastError?: string;
}

export interface DeadLetter<T> extends OutboxJob<T> {
  deadAt: number;
}

interface Queue<T> {
  jobs: OutboxJob<T>[];
  /** id → when it was queued: an id is queued once in SEEN_MS. */
  seen: Record<string, number>;
}

export const MAX_TRIES = 10;
const FIRST_RETRY_MS = 5 * 60_000;
const LONGEST_RETRY_MS = 6 * 3600_000;
const LEASE_MS = 5 * 60_000;
const SEEN_MS = 90 * 24 * 3600_000;
const KEEP_MS = 180 * 24 * 3600_000;
const DEAD_KEPT = 200;

/** When a job that has failed `tries` times is tried again. */
export const retryDelayMs = (tries: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, tries - 1), LONGEST_RETRY_MS);

const queueKey = (queue: string) => `outbox/${queue}`;
const deadKey = (queue: string) => `outbox/${queue}/dead`;
const empty = <T>(): Queue<T> => ({ jobs: [], seen: {} });

/**
 * Queues `payload` under `id`, due at once, in one atomic step. False when the id was queued
 * before (in the last 90 days, done or not): the caller's "claim" and the queueing are one write.
 */
export async function enqueueOnce<T>(
  state: StateStore,
  queue: string,
  id: string,
  payload: T,
  now: number = Date.now(),
): Promise<boolean> {
  let added = false;
  await state.update<Queue<T>>(
    queueKey(queue),
    (current) => {
      const q = current ?? empty<T>();
      const seen = Object.fromEntries(Object.entries(q.seen).filter(([, at]) => at > now - SEEN_MS));
      added = !(id in seen);
      if (!added) return { jobs: q.jobs, seen };
      return {
        jobs: [...q.jobs, { id, payload, tries: 0, nextAt: now, queuedAt: now }],
        seen: { ...seen, [id]: now },
      };
    },
    { ttlMs: KEEP_MS },
  );
  return added;
}

export interface DrainReport {
  done: string[];
  retrying: string[];
  dead: string[];
}

/**
 * Runs every job that is due and not leased by another run: removed when `work` resolves, tried
 * again later when it rejects, a dead letter after MAX_TRIES (`onDead` is told, its failure only
 * logged). Jobs are taken under a lease first, in one step, so concurrent runs split the work.
 */
export async function drain<T>(
  state: StateStore,
  queue: string,
  work: (payload: T, job: OutboxJob<T>) => Promise<void>,
  options: {
    now?: () => number;
    log?: (line: string) => void;
    onDead?: (letters: DeadLetter<T>[]) => Promise<void>;
    /** What a dead letter keeps of the payload (a mail's address and subject, not its body). */
    keep?: (payload: T) => T;
    /** These jobs only (a request sends what it queued, not the queue's backlog). */
    only?: readonly string[];
  } = {},
): Promise<DrainReport> {
  const now = options.now ?? Date.now;
  const log = options.log ?? console.warn;
  const at = now();
  let taken: OutboxJob<T>[] = [];
  await state.update<Queue<T>>(
    queueKey(queue),
    (current) => {
      if (!current) return null;
      const due = (job: OutboxJob<T>) =>
        job.nextAt <= at && (job.leaseUntil ?? 0) <= at && (!options.only || options.only.includes(job.id));
      taken = current.jobs.filter(due);
      if (taken.length === 0) return current;
      return { ...current, jobs: current.jobs.map((job) => (due(job) ? { ...job, leaseUntil: at + LEASE_MS } : job)) };
    },
    { ttlMs: KEEP_MS },
  );
  const report: DrainReport = { done: [], retrying: [], dead: [] };
  const failed = new Map<string, string>();
  for (const job of taken) {
    try {
      await work(job.payload, job);
      report.done.push(job.id);
    } catch (error) {
      failed.set(job.id, error instanceof Error ? error.message : String(error));
    }
  }
  if (taken.length === 0) return report;
  const letters: DeadLetter<T>[] = [];
  const end = now();
  await state.update<Queue<T>>(
    queueKey(queue),
    (current) => {
      const q = current ?? empty<T>();
      letters.length = 0;
      const jobs: OutboxJob<T>[] = [];
      for (const job of q.jobs) {
        if (!taken.some((t) => t.id === job.id)) {
          jobs.push(job);
          continue;
        }
        if (report.done.includes(job.id)) continue;
        const error = failed.get(job.id) ?? 'unknown';
        const tries = job.tries + 1;
        const next = { ...job, tries, lastError: error, nextAt: end + retryDelayMs(tries), leaseUntil: undefined };
        if (tries >= MAX_TRIES)
          letters.push({ ...next, payload: options.keep ? options.keep(next.payload) : next.payload, deadAt: end });
        else jobs.push(next);
      }
      return { ...q, jobs };
    },
    { ttlMs: KEEP_MS },
  );
  for (const id of failed.keys()) (letters.some((l) => l.id === id) ? report.dead : report.retrying).push(id);
  for (const [id, error] of failed)
    log(
      `[outbox] ${queue}: ${id} failed (${error}); ${report.dead.includes(id) ? 'given up, a dead letter' : 'tried again later'}`,
    );
  if (letters.length > 0) {
    await state.update<DeadLetter<T>[]>(
      deadKey(queue),
      (current) => [...(current ?? []), ...letters].slice(-DEAD_KEPT),
      {
        ttlMs: KEEP_MS,
      },
    );
    await options
      .onDead?.(letters)
      .catch((error: unknown) =>
        log(`[outbox] ${queue}: telling of ${letters.length} dead letter(s) failed: ${String(error)}`),
      );
  }
  return report;
}

/** The jobs still owed (due or waiting to be tried again), oldest first. */
export async function pendingJobs<T>(state: StateStore, queue: string): Promise<OutboxJob<T>[]> {
  return (await state.get<Queue<T>>(queueKey(queue)))?.jobs ?? [];
}

/** The jobs given up on, oldest first (the last DEAD_KEPT). */
export async function deadLetters<T>(state: StateStore, queue: string): Promise<DeadLetter<T>[]> {
  return (await state.get<DeadLetter<T>[]>(deadKey(queue))) ?? [];
}
