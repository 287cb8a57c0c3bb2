import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  normalizeEmail,
  pickCurrentSubscription,
  purchaseRecordId,
  RecordStoreUnavailableError,
  type ProjectRecord,
  type PurchaseRecord,
  type RecordStore,
} from '@publisher/shared/server/ports/record-store';
import { SAMPLE_PURCHASES } from '../local/record-samples';
import * as rows from '../sqlite/record-rows';
import { postgresAccountRecords } from './account-records';
import { postgresNotifyRecords } from './notify-records';
import { statementRunner, type Queryable } from './connection';
import * as q from './record-sql';

/** What a RecordStoreUnavailableError names. */
export const RECORDS_TARGET = 'Netlify Database (records)';
const MAX_TRIES = 100;

export interface PostgresRecordStoreOptions {
  db: Queryable;
  /** Add the sample purchases of local/record-samples.ts once per database. */
  seedSamples?: boolean;
  now?: () => Date;
}

const values = (row: Record<string, unknown>, columns: string[]) => columns.map((c) => row[c] ?? null);

/**
 * The RecordStore on Netlify Database (decision 116), the SQLite store's rules in Postgres: every
 * method is one statement (a replayed purchase line overwrites by its id; a project create counts
 * and inserts under the owner's row lock; a project update is a compare-and-swap on its version).
 */
export function postgresRecordStore(options: PostgresRecordStoreOptions): RecordStore {
  const now = () => (options.now ?? (() => new Date()))().toISOString();
  const exec = statementRunner(
    options.db,
    (reason, cause) => new RecordStoreUnavailableError(RECORDS_TARGET, reason, { cause }),
  );
  let seeded: Promise<unknown> | null = null;
  const seed = () =>
    (seeded ??= exec(q.SEED_PURCHASES, [
      JSON.stringify(
        SAMPLE_PURCHASES.map((sample) => {
          const { line: _line, ...rest } = sample;
          return rows.purchaseRow({
            ...rest,
            id: purchaseRecordId(sample),
            email: normalizeEmail(sample.email),
            createdAt: sample.createdAt ?? now(),
          });
        }),
      ),
      now(),
    ]).catch((error: unknown) => {
      seeded = null;
      throw error;
    }));
  /** Every statement waits for the one-time seed (one statement per instance once it is done). */
  const run = async (text: string, params: unknown[] = []) => {
    if (options.seedSamples) await seed();
    return exec(text, params);
  };
  const all = async (text: string, params: unknown[] = []) => (await run(text, params)).rows;

  return {
    addQuoteRequest: async (input) => {
      const record = { ...input, id: randomUUID(), receivedAt: now() };
      await run(q.INSERT_QUOTE, [
        record.id,
        JSON.stringify(input.request),
        JSON.stringify(input.serverPricing),
        record.receivedAt,
      ]);
      return record;
    },

    savePurchase: async (input) => {
      const { line: _line, ...rest } = input;
      const record: PurchaseRecord = {
        ...rest,
        id: purchaseRecordId(input),
        email: normalizeEmail(input.email),
        reference: input.reference ?? null,
        review: input.review ?? null,
        createdAt: input.createdAt ?? now(),
      };
      const keepCreated = input.createdAt === undefined;
      const [saved] = await all(q.UPSERT_PURCHASE, [
        ...values(rows.purchaseRow(record), q.PURCHASE_COLUMNS),
        keepCreated,
      ]);
      return rows.toPurchase(saved!);
    },
    findPurchases: async (query) => {
      const { text, values: params } = q.purchaseQuery({
        ...query,
        ...(query.email === undefined ? {} : { email: normalizeEmail(query.email) }),
      });
      return (await all(text, params)).map(rows.toPurchase);
    },
    changePurchaseStatus: async (orderId, change) =>
      (await run(q.CHANGE_PURCHASE_STATUS[change], [orderId])).rowCount ?? 0,

    upsertSubscription: async (input) => {
      const at = now();
      const record = { ...input, email: normalizeEmail(input.email), createdAt: at, updatedAt: at };
      const [saved] = await all(q.UPSERT_SUBSCRIPTION, values(rows.subscriptionRow(record), q.SUBSCRIPTION_COLUMNS));
      return rows.toSubscription(saved!);
    },
    getSubscription: async (id) => {
      const [row] = await all('SELECT * FROM subscriptions WHERE id = $1', [id]);
      return row ? rows.toSubscription(row) : null;
    },
    findSubscriptionByEmail: async (email) =>
      pickCurrentSubscription(
        (await all('SELECT * FROM subscriptions WHERE email = $1', [normalizeEmail(email)])).map(rows.toSubscription),
      ),

    addAccessGrant: async (input) => {
      const record = {
        ...input,
        id: randomUUID(),
        email: normalizeEmail(input.email),
        grantedAt: input.grantedAt ?? now(),
      };
      await run(q.INSERT_GRANT, values(rows.grantRow(record), q.GRANT_COLUMNS));
      return record;
    },
    findAccessGrants: async ({ email, productId }) =>
      (productId === undefined
        ? await all('SELECT * FROM access_grants WHERE email = $1 ORDER BY granted_at DESC, seq DESC', [
            normalizeEmail(email),
          ])
        : await all(
            'SELECT * FROM access_grants WHERE email = $1 AND product_id = $2 ORDER BY granted_at DESC, seq DESC',
            [normalizeEmail(email), productId],
          )
      ).map(rows.toGrant),

    listProjects: async (owner) =>
      (await all('SELECT * FROM projects WHERE owner = $1 ORDER BY created_at, seq', [owner])).map(rows.toProject),
    getProject: async (id) => {
      const [row] = await all('SELECT * FROM projects WHERE id = $1', [id]);
      return row ? rows.toProject(row) : null;
    },
    createProjectWithinLimit: async (input, limit) => {
      const at = now();
      const project: ProjectRecord = {
        ...input,
        id: randomUUID(),
        currentStage: 1,
        completedStages: [],
        validationsUsed: 0,
        createdAt: at,
        updatedAt: at,
      };
      const [row] = await all(q.CREATE_PROJECT_WITHIN_LIMIT, [
        ...values(rows.projectRow(project), q.PROJECT_COLUMNS),
        limit,
      ]);
      return row ? rows.toProject(row) : null;
    },
    updateProject: async (id, change) => {
      for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
        const [row] = await all('SELECT * FROM projects WHERE id = $1', [id]);
        if (!row) return null;
        const current = rows.toProject(row);
        const next: ProjectRecord = { ...current, ...change(current), id, updatedAt: now() };
        const [saved] = await all(q.UPDATE_PROJECT, [
          ...values(rows.projectRow(next), q.PROJECT_COLUMNS).slice(0, 6).concat(next.updatedAt),
          row.version,
        ]);
        if (saved) return rows.toProject(saved);
        await sleep(Math.random() * Math.min(20, attempt + 1));
      }
      throw new RecordStoreUnavailableError(RECORDS_TARGET, `update of project ${id} lost ${MAX_TRIES} times in a row`);
    },

    hasProcessedEvent: async (eventId) =>
      (await all('SELECT 1 FROM webhook_events WHERE id = $1', [eventId])).length > 0,
    markEventProcessed: async (eventId, type) => {
      await run(q.INSERT_EVENT, [eventId, type, now()]);
    },
    ...postgresAccountRecords(run),
    ...postgresNotifyRecords(run, now),
  };
}
