import { normalizeEmail, type AccountRecords } from '@publisher/shared/server/ports/record-store';
import * as rows from '../sqlite/record-rows';
import type { Row } from '../sqlite/record-rows';
import { endedBefore, guestOwnerSql, staleQuotesSql, sweptProjectsWhere } from '../sqlite/retention-sql';

type Run = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const quoteEmail = (table: string) => `lower(trim(${table}.request::json->>'email'))`;
const QUOTE_EMAIL = quoteEmail('quote_requests');

/**
 * The whole erasure as one statement (data-modifying CTEs): every store call here autocommits
 * (decision 116), so one statement is what makes it all-or-nothing. The owners' project counts
 * (project_owners) go with their projects, so a later create counts from zero.
 */
const ERASE = `WITH
  p AS (DELETE FROM projects WHERE owner = ANY($1::text[]) RETURNING 1),
  o AS (DELETE FROM project_owners WHERE owner = ANY($1::text[]) RETURNING 1),
  g AS (DELETE FROM access_grants WHERE email = $2 RETURNING 1),
  q AS (DELETE FROM quote_requests WHERE ${QUOTE_EMAIL} = $2 RETURNING 1),
  pu AS (UPDATE purchases SET email = $3 WHERE email = $2 RETURNING 1),
  s AS (UPDATE subscriptions SET email = $3, user_id = NULL WHERE email = $2 RETURNING 1)
SELECT (SELECT count(*) FROM p)::int AS projects, (SELECT count(*) FROM g)::int AS grants,
  (SELECT count(*) FROM q)::int AS quotes, (SELECT count(*) FROM pu)::int AS purchases,
  (SELECT count(*) FROM s)::int AS subscriptions, (SELECT count(*) FROM o)::int AS owners`;

/**
 * The retention sweep (decision 137) as one statement too. Every CTE reads the same snapshot, so
 * the plans a lapsed person's projects are found by are still there while they are deleted. The
 * owners' counts (project_owners) go down by what was deleted: a create racing the sweep keeps its slot.
 * A guest's count row left at 0 by an earlier sweep goes too (`go`: a guest rarely comes back, and
 * anything anonymous has an end, decision 142); a create that raised it meanwhile keeps it.
 */
const SWEEP = `WITH
  p AS (DELETE FROM projects WHERE ${sweptProjectsWhere('$1', '$2', '$6')} RETURNING owner),
  o AS (UPDATE project_owners po SET projects = po.projects - d.n
    FROM (SELECT owner, count(*)::int AS n FROM p GROUP BY owner) d WHERE po.owner = d.owner RETURNING 1),
  go AS (DELETE FROM project_owners WHERE projects = 0 AND ${guestOwnerSql('owner')} RETURNING 1),
  s AS (DELETE FROM subscriptions WHERE ${endedBefore('subscriptions', '$2')} RETURNING 1),
  pu AS (DELETE FROM purchases WHERE created_at < $3 RETURNING 1),
  q AS (${staleQuotesSql(quoteEmail, '$4')} RETURNING 1),
  e AS (DELETE FROM webhook_events WHERE processed_at < $5 RETURNING 1)
SELECT (SELECT count(*) FROM p)::int AS projects, (SELECT count(*) FROM s)::int AS subscriptions,
  (SELECT count(*) FROM pu)::int AS purchases, (SELECT count(*) FROM q)::int AS quotes,
  (SELECT count(*) FROM e)::int AS events, (SELECT count(*) FROM o)::int AS owners`;

/** "Your data" on Netlify Database (decision 121). */
export function postgresAccountRecords(run: Run): AccountRecords {
  const all = async (text: string, params: unknown[]) => (await run(text, params)).rows as Row[];
  return {
    listSubscriptionsByEmail: async (email) =>
      (await all('SELECT * FROM subscriptions WHERE email = $1 ORDER BY updated_at DESC', [normalizeEmail(email)])).map(
        rows.toSubscription,
      ),
    findQuoteRequests: async ({ email }) =>
      (
        await all(`SELECT * FROM quote_requests WHERE ${QUOTE_EMAIL} = $1 ORDER BY received_at DESC`, [
          normalizeEmail(email),
        ])
      ).map(rows.toQuote),
    eraseAccount: async ({ email, erasedEmail, projectOwners }) => {
      const [counts] = await all(ERASE, [[...new Set(projectOwners)], normalizeEmail(email), erasedEmail]);
      const n = (key: string) => Number(counts?.[key] ?? 0);
      return {
        projects: n('projects'),
        grants: n('grants'),
        quotes: n('quotes'),
        purchases: n('purchases'),
        subscriptions: n('subscriptions'),
      };
    },
    sweepRetention: async (c) => {
      const [counts] = await all(SWEEP, [
        c.lapsedProjectsBefore,
        c.subscriptionsBefore,
        c.purchasesBefore,
        c.quotesBefore,
        c.eventsBefore,
        c.guestProjectsBefore,
      ]);
      const n = (key: string) => Number(counts?.[key] ?? 0);
      return {
        purchases: n('purchases'),
        subscriptions: n('subscriptions'),
        quotes: n('quotes'),
        projects: n('projects'),
        events: n('events'),
      };
    },
  };
}
