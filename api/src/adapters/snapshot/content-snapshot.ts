import { randomUUID } from 'node:crypto';
import { slugSchema } from '@publisher/shared/contracts/content';
import {
  InvalidSlugError,
  type ContentRecordSource,
  type ContentTable,
  type RawRecord,
  type SnapshotSource,
} from '@publisher/shared/server/ports/content-store';
import type { StateStore } from '@publisher/shared/server/ports/state-store';

/*
 * The content snapshot every instance shares (issue 15, decision 105). A cold server or function
 * instance reads the catalogue from the shared store (SQLite on Node, Netlify Database on Netlify),
 * never the whole base from Airtable inside a request. Past `freshMs` the snapshot is still served
 * while one instance, holding a lease in the same store, rebuilds it from Airtable at the source's
 * pace (5 requests a second); the others keep serving the last good one. Only the first boot of
 * all, with no snapshot anywhere, reads Airtable before answering. Featured and by-slug reads are
 * answered from the table's snapshot, so no request ever builds a formula from input.
 */

export interface SnapshotOptions {
  /** How long a snapshot is fresh; a publisher's edit shows within this plus one rebuild. */
  freshMs: number;
  /** The longest one instance may hold the rebuild lease (a crashed rebuild frees it after this). */
  leaseMs?: number;
  now?: () => number;
  /** Keeps a background rebuild alive where the platform would freeze it (Netlify's waitUntil). */
  defer?: (work: Promise<unknown>) => void;
  onError?: (table: ContentTable, error: unknown) => void;
}

interface Snapshot {
  records: RawRecord[];
  builtAt: number;
}

interface Lease {
  owner: string;
  until: number;
}

/** Kept for a year: a snapshot is replaced, never dropped for age (the last good one serves an outage). */
const KEEP = { ttlMs: 365 * 24 * 3600_000 };
const key = (table: ContentTable) => `content-snapshot/v1/${table}`;
const LEASE_KEY = 'content-snapshot/lease';
const STALE_KEY = 'content-snapshot/stale-before';

export function snapshotRecordSource(
  upstream: ContentRecordSource,
  state: StateStore,
  options: SnapshotOptions,
): SnapshotSource {
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? 120_000;
  const me = randomUUID();
  const building = new Map<ContentTable, Promise<Snapshot>>();

  async function takeLease(): Promise<boolean> {
    const held = await state.update<Lease>(
      LEASE_KEY,
      (current) =>
        current && current.until > now() && current.owner !== me ? current : { owner: me, until: now() + leaseMs },
      { ttlMs: leaseMs },
    );
    return held?.owner === me;
  }

  /** Reads the table from Airtable and stores it; one build per table per instance at a time. */
  function build(table: ContentTable): Promise<Snapshot> {
    const running = building.get(table);
    if (running) return running;
    const work = (async () => {
      // Dated when the read began: an edit made while it ran is not taken as included (a refresh
      // that marked the snapshots stale meanwhile still finds this one stale).
      const startedAt = now();
      const records = await upstream.list(table);
      const snapshot = { records, builtAt: startedAt };
      await state.set(key(table), snapshot, KEEP);
      return snapshot;
    })().finally(() => building.delete(table));
    building.set(table, work);
    return work;
  }

  /** Frees the lease if it is still ours (a lease that ran out may be someone else's by now). */
  const releaseLease = () =>
    state
      .update<Lease>(LEASE_KEY, (current) => (current?.owner === me ? null : current), { ttlMs: leaseMs })
      .catch(() => undefined);

  async function underLease<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (!(await takeLease())) return undefined;
    try {
      return await work();
    } finally {
      await releaseLease();
    }
  }

  function rebuildInBackground(table: ContentTable): void {
    const work = underLease(() => build(table)).catch((error: unknown) => options.onError?.(table, error));
    options.defer?.(work);
  }

  /**
   * The very first read of all, with no snapshot anywhere: one instance builds it under the lease
   * while the others wait for it (polling the store), so even a crowd of cold instances keeps to
   * the base's pace; past the lease they build it themselves.
   */
  async function firstBuild(table: ContentTable): Promise<Snapshot> {
    const built = await underLease(() => build(table));
    if (built) return built;
    for (let waited = 0; waited < leaseMs; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const snapshot = await state.get<Snapshot>(key(table));
      if (snapshot) return snapshot;
    }
    return build(table);
  }

  async function read(table: ContentTable): Promise<RawRecord[]> {
    const [snapshot, staleBefore] = await Promise.all([state.get<Snapshot>(key(table)), state.get<number>(STALE_KEY)]);
    if (!snapshot) return (await firstBuild(table)).records;
    const stale =
      now() - snapshot.builtAt > options.freshMs || (staleBefore !== null && snapshot.builtAt < staleBefore);
    if (stale && !building.has(table)) rebuildInBackground(table);
    return snapshot.records;
  }

  return {
    list: read,
    featured: async (table) => (await read(table)).filter((r) => r.fields.Featured === true),
    bySlug: async (table, slug) => {
      if (!slugSchema.safeParse(slug).success) throw new InvalidSlugError(slug);
      return (await read(table)).filter((r) => r.fields.Slug === slug);
    },
    async refreshAll(tables) {
      if (!(await takeLease())) return false;
      try {
        // Sequential: the source paces every request at the base's 5 a second anyway. The lease is
        // renewed before each table, so a large base keeps it for as long as it takes.
        for (const table of tables) {
          if (!(await takeLease())) return false;
          await build(table);
        }
        return true;
      } finally {
        await releaseLease();
      }
    },
    markStale: () => state.set(STALE_KEY, now(), KEEP),
  };
}
