import Airtable, { type FieldSet } from 'airtable';
import {
  changedPurchaseStatus,
  forwardPurchaseStatus,
  normalizeEmail,
  pickCurrentSubscription,
  purchaseRecordId,
  type RecordStore,
} from '@publisher/shared/server/ports/record-store';
import { withLease, type StateStore } from '@publisher/shared/server/ports/state-store';
import { airtableAccountRecords } from './account-records';
import { airtableNotifyRecords } from './notify-records';
import { createSerialQueue } from './serial-queue';
import { formulaString } from './formula';
import * as map from './record-fields';

export interface AirtableRecordStoreOptions {
  token: string;
  baseId: string;
  /** A loopback server in tests; https://api.airtable.com by default. */
  endpointUrl?: string;
  /** Per request; the SDK's own default of 300 s would hold a buyer's request for minutes. */
  timeoutMs: number;
  now?: () => Date;
  /**
   * The state every instance shares: with it, a project create counts the owner's projects and
   * creates under a lease on that owner (withLease), so two instances cannot both pass the plan's
   * limit; without it (a single process, tests) the per-process queue alone orders them.
   */
  state?: Pick<StateStore, 'update'>;
}

type Table = (typeof map.RECORD_TABLES)[keyof typeof map.RECORD_TABLES];
type Row = { id: string; fields: FieldSet };

/** The SDK's batch update, with the REST API's upsert option (0.12 passes options through; its types omit it). */
type UpsertCall = (
  records: Array<{ fields: FieldSet }>,
  opts: { performUpsert: { fieldsToMergeOn: string[] } },
) => Promise<Array<{ id: string; fields: FieldSet }>>;

/**
 * Records in Airtable tables (see record-fields.ts for tables and columns). A write resolves
 * once Airtable has answered, so it is stored. Rows with a deterministic key (purchase lines by
 * Record ID, subscriptions, webhook events) are written with Airtable's upsert (`performUpsert`
 * merging on that key: one request that updates the row with that key or creates it), so two
 * instances writing the same line leave one row (decision 117). Airtable has no conditional
 * write: a purchase's Status is sent only when it moves forward from the stored one, which
 * leaves one narrow race across instances (see decision 117), and the project limit is a count
 * then a create, serialized per process only. A 429 is not retried by the SDK: the caller
 * answers an error and Stripe retries its webhook.
 */
export function airtableRecordStore(options: AirtableRecordStoreOptions): RecordStore {
  const base = new Airtable({
    apiKey: options.token,
    endpointUrl: options.endpointUrl ?? 'https://api.airtable.com',
    noRetryIfRateLimited: true,
    requestTimeout: options.timeoutMs,
  }).base(options.baseId);
  const serial = createSerialQueue();
  const now = () => (options.now ?? (() => new Date()))().toISOString();
  const T = map.RECORD_TABLES;
  /** Count-then-create as one step for every instance (a lease in the shared state), else per process. */
  const ownerLease = <R>(owner: string, work: () => Promise<R>): Promise<R> =>
    serial(() => (options.state ? withLease(options.state, `project-owner/${owner}`, work) : work()));

  const select = async (table: Table, formula: string): Promise<Row[]> =>
    (await base(table).select({ filterByFormula: formula, pageSize: 100 }).all()).map((r) => ({
      id: r.id,
      fields: r.fields,
    }));
  const create = async (table: Table, fields: FieldSet): Promise<Row> => {
    const r = await base(table).create(fields);
    return { id: r.id, fields: r.fields };
  };
  /** Creates the row whose `key` field holds fields[key], or updates it: one atomic request. */
  const upsert = async (table: Table, key: string, fields: FieldSet): Promise<Row> => {
    const call = base(table).update as unknown as UpsertCall;
    const [r] = await call.call(base(table), [{ fields }], { performUpsert: { fieldsToMergeOn: [key] } });
    return { id: r!.id, fields: r!.fields };
  };
  const update = async (table: Table, id: string, fields: FieldSet): Promise<Row> => {
    const r = await base(table).update(id, fields);
    return { id: r.id, fields: r.fields };
  };
  /** A row by Airtable id; null for an id that is not one or does not exist. */
  const find = async (table: Table, id: string): Promise<Row | null> => {
    if (!/^rec[A-Za-z0-9]{14}$/.test(id)) return null;
    try {
      const r = await base(table).find(id);
      return { id: r.id, fields: r.fields };
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  };
  const eq = (field: string, value: string) => `{${field}} = ${formulaString(value)}`;
  const all = (...parts: string[]) => (parts.length === 1 ? parts[0]! : `AND(${parts.join(', ')})`);

  return {
    addQuoteRequest: async (input) =>
      map.toQuote(await create(T.quotes, map.quoteFields({ ...input, receivedAt: now() }))),

    savePurchase: (input) =>
      serial(async () => {
        const id = purchaseRecordId(input);
        const [existing] = await select(T.purchases, eq('Record ID', id));
        const stored = existing ? map.toPurchase(existing) : null;
        const { line: _line, ...rest } = input;
        const record = {
          ...rest,
          id,
          email: normalizeEmail(input.email),
          reference: input.reference ?? stored?.reference ?? null,
          review: input.review ?? stored?.review ?? null,
          status: forwardPurchaseStatus(stored?.status ?? null, input.status),
          createdAt: input.createdAt ?? stored?.createdAt ?? now(),
        };
        const { Status, ...fields } = map.purchaseFields(record);
        // Status is sent only when it moves: a replay then never writes over a refund made meanwhile.
        return map.toPurchase(
          await upsert(T.purchases, 'Record ID', stored?.status === record.status ? fields : { ...fields, Status }),
        );
      }),
    findPurchases: async (q) => {
      const parts = [
        ...(q.email !== undefined ? [eq('Email', normalizeEmail(q.email))] : []),
        ...(q.orderId !== undefined ? [eq('Order ID', q.orderId)] : []),
        ...(q.reference !== undefined ? [eq('Order Reference', q.reference)] : []),
        ...(q.licenseKey !== undefined ? [eq('License Key', q.licenseKey)] : []),
      ];
      const rows = await select(T.purchases, parts.length ? all(...parts) : 'TRUE()');
      return rows.map(map.toPurchase).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    changePurchaseStatus: (orderId, change) =>
      serial(async () => {
        let changed = 0;
        for (const row of await select(T.purchases, eq('Order ID', orderId))) {
          const to = changedPurchaseStatus(map.toPurchase(row).status, change);
          if (to === null) continue;
          await update(T.purchases, row.id, { Status: to });
          changed += 1;
        }
        return changed;
      }),

    upsertSubscription: (input) =>
      serial(async () => {
        const [existing] = await select(T.subscriptions, eq('Subscription ID', input.id));
        const at = now();
        const record = {
          ...input,
          email: normalizeEmail(input.email),
          createdAt: existing ? map.toSubscription(existing).createdAt : at,
          updatedAt: at,
        };
        return map.toSubscription(await upsert(T.subscriptions, 'Subscription ID', map.subscriptionFields(record)));
      }),
    getSubscription: async (id) => {
      const [row] = await select(T.subscriptions, eq('Subscription ID', id));
      return row ? map.toSubscription(row) : null;
    },
    findSubscriptionByEmail: async (email) =>
      pickCurrentSubscription(
        (await select(T.subscriptions, eq('Email', normalizeEmail(email)))).map(map.toSubscription),
      ),

    addAccessGrant: async (input) =>
      map.toGrant(
        await create(
          T.grants,
          map.grantFields({ ...input, email: normalizeEmail(input.email), grantedAt: input.grantedAt ?? now() }),
        ),
      ),
    findAccessGrants: async (q) => {
      const parts = [eq('Email', normalizeEmail(q.email)), ...(q.productId ? [eq('Product', q.productId)] : [])];
      return (await select(T.grants, all(...parts)))
        .map(map.toGrant)
        .sort((a, b) => b.grantedAt.localeCompare(a.grantedAt));
    },

    listProjects: async (owner) =>
      (await select(T.projects, eq('Owner', owner)))
        .map(map.toProject)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    getProject: async (id) => {
      const row = await find(T.projects, id);
      return row ? map.toProject(row) : null;
    },
    createProjectWithinLimit: (input, limit) =>
      ownerLease(input.owner, async () => {
        if ((await select(T.projects, eq('Owner', input.owner))).length >= limit) return null;
        const at = now();
        return map.toProject(
          await create(
            T.projects,
            map.projectFields({
              ...input,
              currentStage: 1,
              completedStages: [],
              validationsUsed: 0,
              createdAt: at,
              updatedAt: at,
            }),
          ),
        );
      }),
    updateProject: (id, change) =>
      serial(async () => {
        const row = await find(T.projects, id);
        if (!row) return null;
        const current = map.toProject(row);
        const { id: _id, ...next } = { ...current, ...change(current), updatedAt: now() };
        return map.toProject(await update(T.projects, id, map.projectFields(next)));
      }),

    hasProcessedEvent: async (eventId) => (await select(T.events, eq('Event ID', eventId))).length > 0,
    markEventProcessed: async (eventId, type) => {
      await upsert(T.events, 'Event ID', { 'Event ID': eventId, Type: type, 'Processed At': now() });
    },
    ...airtableAccountRecords({
      select,
      update,
      destroy: async (table, ids) => {
        for (let i = 0; i < ids.length; i += 10) await base(table).destroy(ids.slice(i, i + 10));
      },
    }),
    ...airtableNotifyRecords(
      {
        select,
        upsert,
        destroy: async (table, ids) => {
          for (let i = 0; i < ids.length; i += 10) await base(table).destroy(ids.slice(i, i + 10));
        },
      },
      now,
    ),
  };
}
