import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  normalizeEmail,
  pickCurrentSubscription,
  purchaseRecordId,
  type AccessGrantRecord,
  type ProjectRecord,
  type PurchaseRecord,
  type QuoteRequestRecord,
  type RecordStore,
  type SubscriptionRecord,
} from '../../ports/record-store';
import { createSerialQueue, readJsonFile, writeJsonDurably } from './record-file';
import { SAMPLE_PURCHASES } from './record-samples';

interface Collections {
  quotes: QuoteRequestRecord;
  purchases: PurchaseRecord;
  subscriptions: SubscriptionRecord;
  grants: AccessGrantRecord;
  projects: ProjectRecord;
  events: { id: string; type: string; processedAt: string };
}
type Name = keyof Collections;
type Table<N extends Name> = Record<string, Collections[N]>;

export interface LocalRecordStoreOptions {
  /** Directory of the JSON files (one per collection). */
  dataDir: string;
  /** Add the sample purchases of record-samples.ts when the purchases file is first created. */
  seedSamples?: boolean;
  now?: () => Date;
}

const MAX_EVENTS = 20_000;

/**
 * The embedded default record store: one JSON file per collection under `dataDir/records`,
 * replaced durably (temp file, fsync, rename, fsync dir) on every write, with all writes of the
 * process serialized. Use one instance per data directory per process (it caches the files).
 */
export function localRecordStore(options: LocalRecordStoreOptions): RecordStore {
  const dir = join(options.dataDir, 'records');
  const now = () => (options.now ?? (() => new Date()))().toISOString();
  const serial = createSerialQueue();
  const cache = new Map<Name, Promise<Table<Name>>>();

  function load<N extends Name>(name: N): Promise<Table<N>> {
    let table = cache.get(name);
    if (!table) {
      table = readJsonFile<Table<Name> | null>(join(dir, `${name}.json`), null).then((found) =>
        found ?? (name === 'purchases' && options.seedSamples ? seedTable() : {}),
      );
      table.catch(() => cache.delete(name));
      cache.set(name, table);
    }
    return table as Promise<Table<N>>;
  }

  function seedTable(): Table<'purchases'> {
    const table: Table<'purchases'> = {};
    for (const sample of SAMPLE_PURCHASES) {
      const id = purchaseRecordId(sample);
      const { line: _line, ...rest } = sample;
      table[id] = { ...rest, id, email: normalizeEmail(sample.email), createdAt: sample.createdAt ?? now() };
    }
    return table;
  }

  /** Applies `change` to a copy and makes it durable before the cache (and so readers) see it. */
  function mutate<N extends Name, R>(name: N, change: (table: Table<N>) => R): Promise<R> {
    return serial(async () => {
      const next: Table<N> = { ...(await load(name)) };
      const result = change(next);
      await writeJsonDurably(join(dir, `${name}.json`), next);
      cache.set(name, Promise.resolve(next));
      return result;
    });
  }

  const values = async <N extends Name>(name: N) => Object.values(await load(name)) as Collections[N][];
  const newestFirst = <T extends { createdAt: string }>(a: T, b: T) => b.createdAt.localeCompare(a.createdAt);

  return {
    addQuoteRequest: (input) => mutate('quotes', (t) => withId(t, { ...input, receivedAt: now() })),

    savePurchase: (input) =>
      mutate('purchases', (t) => {
        const id = purchaseRecordId(input);
        const { line: _line, ...rest } = input;
        return (t[id] = { ...rest, id, email: normalizeEmail(input.email), createdAt: input.createdAt ?? t[id]?.createdAt ?? now() });
      }),
    findPurchases: async (q) => {
      const email = q.email === undefined ? undefined : normalizeEmail(q.email);
      return (await values('purchases'))
        .filter((p) => (email === undefined || p.email === email) && (q.orderId === undefined || p.orderId === q.orderId))
        .filter((p) => q.licenseKey === undefined || p.licenseKey === q.licenseKey)
        .sort(newestFirst);
    },
    setPurchaseStatus: (orderId, status) =>
      mutate('purchases', (t) => {
        const lines = Object.values(t).filter((p) => p.orderId === orderId && p.status !== status);
        for (const p of lines) t[p.id] = { ...p, status };
        return lines.length;
      }),

    upsertSubscription: (input) =>
      mutate('subscriptions', (t) => {
        const at = now();
        return (t[input.id] = { ...input, email: normalizeEmail(input.email), createdAt: t[input.id]?.createdAt ?? at, updatedAt: at });
      }),
    getSubscription: async (id) => (await load('subscriptions'))[id] ?? null,
    findSubscriptionByEmail: async (email) => {
      const wanted = normalizeEmail(email);
      return pickCurrentSubscription((await values('subscriptions')).filter((s) => s.email === wanted));
    },

    addAccessGrant: (input) =>
      mutate('grants', (t) => withId(t, { ...input, email: normalizeEmail(input.email), grantedAt: input.grantedAt ?? now() })),
    findAccessGrants: async (q) => {
      const email = normalizeEmail(q.email);
      return (await values('grants'))
        .filter((g) => g.email === email && (q.productId === undefined || g.productId === q.productId))
        .sort((a, b) => b.grantedAt.localeCompare(a.grantedAt));
    },

    listProjects: async (owner) =>
      (await values('projects')).filter((p) => p.owner === owner).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    getProject: async (id) => (await load('projects'))[id] ?? null,
    createProjectWithinLimit: (input, limit) =>
      mutate('projects', (t) => {
        if (Object.values(t).filter((p) => p.owner === input.owner).length >= limit) return null;
        const at = now();
        return withId(t, { ...input, currentStage: 1, completedStages: [], validationsUsed: 0, createdAt: at, updatedAt: at });
      }),
    updateProject: (id, change) =>
      mutate('projects', (t) => {
        const found = t[id];
        return found ? (t[id] = { ...found, ...change(found), updatedAt: now() }) : null;
      }),

    hasProcessedEvent: async (eventId) => eventId in (await load('events')),
    markEventProcessed: (eventId, type) =>
      mutate('events', (t) => {
        t[eventId] = { id: eventId, type, processedAt: now() };
        const ids = Object.keys(t);
        // Stripe stops retrying after 3 days; the oldest ids beyond the cap are no longer needed.
        for (const old of ids.slice(0, Math.max(0, ids.length - MAX_EVENTS))) delete t[old];
      }),
  };
}

/** Inserts a record under a fresh id and returns it. */
function withId<T extends { id: string }>(table: Record<string, T>, record: Omit<T, 'id'>): T {
  const id = randomUUID();
  const full = { ...record, id } as T;
  table[id] = full;
  return full;
}
