import { normalizeEmail, type AccountErasure, type AccountRecords } from '@publisher/shared/server/ports/record-store';
import type { Connection } from './connection';
import * as rows from './record-rows';
import type { Row } from './record-rows';
import { endedBefore, staleQuotesSql, sweptProjectsWhere } from './retention-sql';

/** The e-mail a quote request was sent with, compared as every stored e-mail is. */
const quoteEmail = (table: string) => `lower(trim(json_extract(${table}.request, '$.email')))`;
const QUOTE_EMAIL = quoteEmail('quote_requests');

/**
 * "Your data" on SQLite (decision 121): the erasure is one IMMEDIATE transaction, so a reader
 * sees the account whole or erased, also from another process.
 */
export function sqliteAccountRecords(run: Connection['run']): AccountRecords {
  const all = (sql: string, ...params: unknown[]) => run((s) => s.sql(sql).all(...params) as Row[]);
  return {
    listSubscriptionsByEmail: async (email) =>
      all(
        'SELECT * FROM subscriptions WHERE email = ? ORDER BY updated_at DESC, rowid DESC',
        normalizeEmail(email),
      ).map(rows.toSubscription),
    findQuoteRequests: async ({ email }) =>
      all(
        `SELECT * FROM quote_requests WHERE ${QUOTE_EMAIL} = ? ORDER BY received_at DESC, rowid DESC`,
        normalizeEmail(email),
      ).map(rows.toQuote),
    eraseAccount: async ({ email, erasedEmail, projectOwners }) =>
      run(({ db, sql }) =>
        db
          .transaction((): AccountErasure => {
            const mail = normalizeEmail(email);
            let projects = 0;
            for (const owner of new Set(projectOwners))
              projects += sql('DELETE FROM projects WHERE owner = ?').run(owner).changes;
            return {
              projects,
              grants: sql('DELETE FROM access_grants WHERE email = ?').run(mail).changes,
              quotes: sql(`DELETE FROM quote_requests WHERE ${QUOTE_EMAIL} = ?`).run(mail).changes,
              purchases: sql('UPDATE purchases SET email = ? WHERE email = ?').run(erasedEmail, mail).changes,
              subscriptions: sql('UPDATE subscriptions SET email = ?, user_id = NULL WHERE email = ?').run(
                erasedEmail,
                mail,
              ).changes,
            };
          })
          .immediate(),
      ),
    // One IMMEDIATE transaction: the projects go first, while the plans that select them are still there.
    sweepRetention: async (cutoffs) =>
      run(({ db, sql }) =>
        db
          .transaction(() => ({
            projects: sql(`DELETE FROM projects WHERE ${sweptProjectsWhere('@lapsed', '@subs', '@guests')}`).run({
              lapsed: cutoffs.lapsedProjectsBefore,
              subs: cutoffs.subscriptionsBefore,
              guests: cutoffs.guestProjectsBefore,
            }).changes,
            subscriptions: sql(`DELETE FROM subscriptions WHERE ${endedBefore('subscriptions', '?')}`).run(
              cutoffs.subscriptionsBefore,
            ).changes,
            purchases: sql('DELETE FROM purchases WHERE created_at < ?').run(cutoffs.purchasesBefore).changes,
            quotes: sql(staleQuotesSql(quoteEmail, '?')).run(cutoffs.quotesBefore, cutoffs.quotesBefore).changes,
            events: sql('DELETE FROM webhook_events WHERE processed_at < ?').run(cutoffs.eventsBefore).changes,
          }))
          .immediate(),
      ),
  };
}
