import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  normalizeEmail,
  purchaseRecordId,
  RecordStoreUnavailableError,
} from '@publisher/shared/server/ports/record-store';
import type {
  AccessGrantRecord,
  ProjectRecord,
  PurchaseRecord,
  QuoteRequestRecord,
  SubscriptionRecord,
} from '@publisher/shared/server/ports/record-store';
import { SAMPLE_PURCHASES } from '../local/record-samples';
import type { Database } from './database';
import { grantRow, projectRow, purchaseRow, subscriptionRow } from './record-rows';
import { INSERT_EVENT, SEED_PURCHASE } from './record-sql';

const IMPORTED = 'imported-json-records';
const SEEDED = 'seeded-sample-purchases';

/**
 * One-time steps on open, each in its own transaction with a marker row so it never repeats:
 * import `<dataDir>/records/*.json` written by the JSON-file store this replaced (decision 100;
 * the files are left as they are), then add the sample purchases when asked.
 */
export function prepareRecords(
  db: Database,
  options: { dataDir: string; seedSamples: boolean; now: () => string },
): void {
  const done = (key: string) => db.prepare('SELECT 1 FROM meta WHERE key = ?').get(key) !== undefined;
  const mark = (key: string) => db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(key, options.now());
  if (!done(IMPORTED)) {
    // IMMEDIATE, and the marker re-checked inside: two processes opening at once import once.
    db.transaction(() => {
      if (done(IMPORTED)) return;
      importJsonFiles(db, join(options.dataDir, 'records'));
      mark(IMPORTED);
    }).immediate();
  }
  if (options.seedSamples && !done(SEEDED)) {
    db.transaction(() => {
      if (done(SEEDED)) return;
      const seed = db.prepare(SEED_PURCHASE);
      for (const sample of SAMPLE_PURCHASES) {
        const { line: _line, ...rest } = sample;
        const record: PurchaseRecord = {
          ...rest,
          id: purchaseRecordId(sample),
          email: normalizeEmail(sample.email),
          reference: sample.reference ?? null,
          review: sample.review ?? null,
          createdAt: sample.createdAt ?? options.now(),
        };
        seed.run(purchaseRow(record));
      }
      mark(SEEDED);
    }).immediate();
  }
}

/** Reads one collection file of the old store: an object of records keyed by id. */
function readCollection<T>(dir: string, name: string): T[] {
  const file = join(dir, `${name}.json`);
  if (!existsSync(file)) return [];
  try {
    return Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, T>);
  } catch (error) {
    // Refuse to start on a file that cannot be read rather than silently dropping its records.
    throw new RecordStoreUnavailableError(file, `cannot import: ${(error as Error).message}`, { cause: error });
  }
}

function importJsonFiles(db: Database, dir: string): void {
  const upsert = (table: string, row: Record<string, unknown>) => {
    const names = Object.keys(row);
    db.prepare(
      `INSERT OR REPLACE INTO ${table} (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`,
    ).run(row);
  };
  for (const q of readCollection<QuoteRequestRecord>(dir, 'quotes')) {
    upsert('quote_requests', {
      id: q.id,
      request: JSON.stringify(q.request),
      server_pricing: JSON.stringify(q.serverPricing),
      received_at: q.receivedAt,
    });
  }
  for (const p of readCollection<PurchaseRecord>(dir, 'purchases')) upsert('purchases', purchaseRow(p));
  for (const s of readCollection<SubscriptionRecord>(dir, 'subscriptions')) upsert('subscriptions', subscriptionRow(s));
  for (const g of readCollection<AccessGrantRecord>(dir, 'grants')) upsert('access_grants', grantRow(g));
  for (const p of readCollection<ProjectRecord>(dir, 'projects')) upsert('projects', projectRow(p));
  const event = db.prepare(INSERT_EVENT);
  for (const e of readCollection<{ id: string; type: string; processedAt: string }>(dir, 'events'))
    event.run(e.id, e.type, e.processedAt);
}
