import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  normalizeEmail,
  pickCurrentSubscription,
  purchaseRecordId,
  RecordStoreUnavailableError,
  type ProjectRecord,
  type RecordStore,
} from '@publisher/shared/server/ports/record-store';
import { sqliteAccountRecords } from './account-records';
import { sqliteNotifyRecords } from './notify-records';
import { createConnection } from './connection';
import { mapUnavailable } from './errors';
import { prepareRecords } from './record-import';
import * as rows from './record-rows';
import type { Row } from './record-rows';
import { RECORD_MIGRATIONS } from './record-schema';
import * as q from './record-sql';

export interface SqliteRecordStoreOptions {
  /** DATA_DIR: the database is `<dataDir>/records.sqlite`; old `<dataDir>/records/*.json` are imported once. */
  dataDir: string;
  /** Add the sample purchases of local/record-samples.ts once, on first open. */
  seedSamples?: boolean;
  now?: () => Date;
  busyTimeoutMs?: number;
}

/** The file a store for `dataDir` uses (backups and the sqlite3 shell open it too). */
export const recordsFile = (dataDir: string) => join(dataDir, 'records.sqlite');

/**
 * The embedded default record store: one SQLite file under DATA_DIR (WAL, every commit fsynced
 * before the promise resolves). Each method is one short statement or one IMMEDIATE transaction,
 * so the rules hold across processes sharing the file too. Failures the file or disk cause
 * reject with RecordStoreUnavailableError; nothing is half-written (the transaction rolls back).
 */
export function sqliteRecordStore(options: SqliteRecordStoreOptions): RecordStore & { close(): void } {
  const file = recordsFile(options.dataDir);
  const now = () => (options.now ?? (() => new Date()))().toISOString();
  const connection = createConnection({
    file,
    migrations: RECORD_MIGRATIONS,
    ...(options.busyTimeoutMs === undefined ? {} : { busyTimeoutMs: options.busyTimeoutMs }),
    toError: mapUnavailable(file, (f, reason, cause) => new RecordStoreUnavailableError(f, reason, { cause })),
    onOpen: (db) => prepareRecords(db, { dataDir: options.dataDir, seedSamples: options.seedSamples ?? false, now }),
  });
  const run = connection.run;
  const all = (sql: string, ...params: unknown[]) => run((s) => s.sql(sql).all(...params) as Row[]);
  const one = (sql: string, ...params: unknown[]) => run((s) => s.sql(sql).get(...params) as Row | undefined);

  return {
    addQuoteRequest: async (input) => {
      const record = { ...input, id: randomUUID(), receivedAt: now() };
      const row = {
        id: record.id,
        request: JSON.stringify(input.request),
        server_pricing: JSON.stringify(input.serverPricing),
        received_at: record.receivedAt,
      };
      run((s) => s.sql(q.INSERT_QUOTE).run(row));
      return record;
    },

    savePurchase: async (input) => {
      const { line: _line, ...rest } = input;
      const record = {
        ...rest,
        id: purchaseRecordId(input),
        email: normalizeEmail(input.email),
        reference: input.reference ?? null,
        review: input.review ?? null,
        createdAt: input.createdAt ?? now(),
      };
      const saved = run((s) =>
        s
          .sql(q.UPSERT_PURCHASE)
          .get({ ...rows.purchaseRow(record), keep_created: input.createdAt === undefined ? 1 : 0 }),
      );
      return rows.toPurchase(saved as Row);
    },
    findPurchases: async (query) => {
      const params = {
        ...(query.email === undefined ? {} : { email: normalizeEmail(query.email) }),
        ...(query.orderId === undefined ? {} : { orderId: query.orderId }),
        ...(query.reference === undefined ? {} : { reference: query.reference }),
        ...(query.licenseKey === undefined ? {} : { licenseKey: query.licenseKey }),
      };
      const sql = q.purchaseQuery({
        email: 'email' in params,
        orderId: 'orderId' in params,
        reference: 'reference' in params,
        licenseKey: 'licenseKey' in params,
      });
      return all(sql, params).map(rows.toPurchase);
    },
    changePurchaseStatus: async (orderId, change) =>
      run((s) => s.sql(q.CHANGE_PURCHASE_STATUS[change]).run({ orderId }).changes),

    upsertSubscription: async (input) => {
      const at = now();
      const record = { ...input, email: normalizeEmail(input.email), createdAt: at, updatedAt: at };
      return rows.toSubscription(run((s) => s.sql(q.UPSERT_SUBSCRIPTION).get(rows.subscriptionRow(record))) as Row);
    },
    getSubscription: async (id) => {
      const row = one('SELECT * FROM subscriptions WHERE id = ?', id);
      return row ? rows.toSubscription(row) : null;
    },
    findSubscriptionByEmail: async (email) =>
      pickCurrentSubscription(
        all('SELECT * FROM subscriptions WHERE email = ?', normalizeEmail(email)).map(rows.toSubscription),
      ),

    addAccessGrant: async (input) => {
      const record = {
        ...input,
        id: randomUUID(),
        email: normalizeEmail(input.email),
        grantedAt: input.grantedAt ?? now(),
      };
      run((s) => s.sql(q.INSERT_GRANT).run(rows.grantRow(record)));
      return record;
    },
    findAccessGrants: async ({ email, productId }) =>
      (productId === undefined
        ? all('SELECT * FROM access_grants WHERE email = ? ORDER BY granted_at DESC, rowid DESC', normalizeEmail(email))
        : all(
            'SELECT * FROM access_grants WHERE email = ? AND product_id = ? ORDER BY granted_at DESC, rowid DESC',
            normalizeEmail(email),
            productId,
          )
      ).map(rows.toGrant),

    listProjects: async (owner) =>
      all('SELECT * FROM projects WHERE owner = ? ORDER BY created_at, rowid', owner).map(rows.toProject),
    getProject: async (id) => {
      const row = one('SELECT * FROM projects WHERE id = ?', id);
      return row ? rows.toProject(row) : null;
    },
    // IMMEDIATE: the count and the insert hold the write lock together, also across processes.
    createProjectWithinLimit: async (input, limit) =>
      run(({ db, sql }) =>
        db
          .transaction((): ProjectRecord | null => {
            const { n } = sql('SELECT count(*) AS n FROM projects WHERE owner = ?').get(input.owner) as { n: number };
            if (n >= limit) return null;
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
            sql(q.INSERT_PROJECT).run(rows.projectRow(project));
            return project;
          })
          .immediate(),
      ),
    updateProject: async (id, change) =>
      run(({ db, sql }) =>
        db
          .transaction((): ProjectRecord | null => {
            const row = sql('SELECT * FROM projects WHERE id = ?').get(id) as Row | undefined;
            if (!row) return null;
            const current = rows.toProject(row);
            const next: ProjectRecord = { ...current, ...change(current), id, updatedAt: now() };
            sql(q.UPDATE_PROJECT).run(rows.projectRow(next));
            return next;
          })
          .immediate(),
      ),

    hasProcessedEvent: async (eventId) => one('SELECT 1 FROM webhook_events WHERE id = ?', eventId) !== undefined,
    markEventProcessed: async (eventId, type) => {
      run((s) => s.sql(q.INSERT_EVENT).run(eventId, type, now()));
    },
    ...sqliteAccountRecords(run),
    ...sqliteNotifyRecords(run, now),
    close: () => connection.close(),
  };
}
