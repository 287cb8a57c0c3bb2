import { randomUUID } from 'node:crypto';
import {
  normalizeEmail,
  type NotifyConsentRecord,
  type NotifyRecords,
} from '@publisher/shared/server/ports/record-store';
import type { Connection } from './connection';

type Row = Record<string, unknown>;

/** A consent row (SQLite and Postgres name the columns alike). */
export const toNotifyConsent = (r: Row): NotifyConsentRecord => ({
  id: String(r.id),
  email: String(r.email),
  topic: String(r.topic),
  label: String(r.label),
  confirmedAt: String(r.confirmed_at),
});

/**
 * The "Get Notified" list on SQLite (decision 124): UNIQUE (email, topic) makes a repeated
 * confirmation one row with its first date, in one statement.
 */
export function sqliteNotifyRecords(run: Connection['run'], now: () => string): NotifyRecords {
  return {
    addNotifyConsent: async ({ email, topic, label }) =>
      run((s) => {
        const mail = normalizeEmail(email);
        s.sql(
          `INSERT INTO notify_consents (id, email, topic, label, confirmed_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (email, topic) DO NOTHING`,
        ).run(randomUUID(), mail, topic, label, now());
        return toNotifyConsent(
          s.sql('SELECT * FROM notify_consents WHERE email = ? AND topic = ?').get(mail, topic) as Row,
        );
      }),
    listNotifyConsents: async (topics) =>
      topics.length === 0
        ? []
        : run((s) =>
            (
              s
                .sql(
                  `SELECT * FROM notify_consents WHERE topic IN (${topics.map(() => '?').join(', ')})
                   ORDER BY confirmed_at, rowid`,
                )
                .all(...topics) as Row[]
            ).map(toNotifyConsent),
          ),
    listNotifyConsentsOf: async (email) =>
      run((s) =>
        (
          s
            .sql('SELECT * FROM notify_consents WHERE email = ? ORDER BY confirmed_at, rowid')
            .all(normalizeEmail(email)) as Row[]
        ).map(toNotifyConsent),
      ),
    removeNotifyConsents: async (email) =>
      run((s) => s.sql('DELETE FROM notify_consents WHERE email = ?').run(normalizeEmail(email)).changes),
  };
}
