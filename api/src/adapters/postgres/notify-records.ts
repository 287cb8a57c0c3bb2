import { randomUUID } from 'node:crypto';
import { normalizeEmail, type NotifyRecords } from '@publisher/shared/server/ports/record-store';
import { toNotifyConsent } from '../sqlite/notify-records';

type Run = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * A repeated confirmation returns the first row, in one statement: the no-op update makes
 * RETURNING give the stored row (decision 116: one statement, never BEGIN…COMMIT).
 */
const ADD = `INSERT INTO notify_consents (id, email, topic, label, confirmed_at) VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (email, topic) DO UPDATE SET email = notify_consents.email RETURNING *`;

/** The "Get Notified" list on Netlify Database (decision 124). */
export function postgresNotifyRecords(run: Run, now: () => string): NotifyRecords {
  return {
    addNotifyConsent: async ({ email, topic, label }) =>
      toNotifyConsent((await run(ADD, [randomUUID(), normalizeEmail(email), topic, label, now()])).rows[0]!),
    listNotifyConsents: async (topics) =>
      topics.length === 0
        ? []
        : (
            await run('SELECT * FROM notify_consents WHERE topic = ANY($1::text[]) ORDER BY confirmed_at, seq', [
              [...topics],
            ])
          ).rows.map(toNotifyConsent),
    listNotifyConsentsOf: async (email) =>
      (
        await run('SELECT * FROM notify_consents WHERE email = $1 ORDER BY confirmed_at, seq', [normalizeEmail(email)])
      ).rows.map(toNotifyConsent),
    removeNotifyConsents: async (email) =>
      (await run('DELETE FROM notify_consents WHERE email = $1 RETURNING 1', [normalizeEmail(email)])).rows.length,
  };
}
