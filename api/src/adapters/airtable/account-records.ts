import type { FieldSet } from 'airtable';
import { normalizeEmail, type AccountRecords } from '@publisher/shared/server/ports/record-store';
import { endedBefore, GUEST_OWNER_PREFIX, sweptProjectOwners } from '@publisher/shared/server/ports/retention';
import { formulaString } from './formula';
import * as map from './record-fields';

type Table = (typeof map.RECORD_TABLES)[keyof typeof map.RECORD_TABLES];
type Row = { id: string; fields: FieldSet };

export interface AirtableAccountAccess {
  select(table: Table, formula: string): Promise<Row[]>;
  update(table: Table, id: string, fields: FieldSet): Promise<Row>;
  /** Deletes rows by Airtable id (the API takes at most 10 a request). */
  destroy(table: Table, ids: readonly string[]): Promise<void>;
}

/**
 * "Your data" in Airtable (decision 121). Airtable has no transaction: the erasure deletes and
 * rewrites row by row, personal rows first, so a failure half-way leaves less, never more, and
 * running it again finishes the job.
 */
export function airtableAccountRecords(at: AirtableAccountAccess): AccountRecords {
  const T = map.RECORD_TABLES;
  const byEmail = (email: string) => `{Email} = ${formulaString(normalizeEmail(email))}`;
  // Quote requests keep the e-mail as typed.
  const quotesOf = (email: string) => `LOWER({Email}) = ${formulaString(normalizeEmail(email))}`;
  return {
    listSubscriptionsByEmail: async (email) =>
      (await at.select(T.subscriptions, byEmail(email)))
        .map(map.toSubscription)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
    findQuoteRequests: async ({ email }) =>
      (await at.select(T.quotes, quotesOf(email)))
        .map(map.toQuote)
        .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt)),
    eraseAccount: async ({ email, erasedEmail, projectOwners }) => {
      const owners = [...new Set(projectOwners)];
      const projects = owners.length
        ? await at.select(T.projects, `OR(${owners.map((o) => `{Owner} = ${formulaString(o)}`).join(', ')})`)
        : [];
      const grants = await at.select(T.grants, byEmail(email));
      const quotes = await at.select(T.quotes, quotesOf(email));
      await at.destroy(
        T.projects,
        projects.map((r) => r.id),
      );
      await at.destroy(
        T.grants,
        grants.map((r) => r.id),
      );
      await at.destroy(
        T.quotes,
        quotes.map((r) => r.id),
      );
      const purchases = await at.select(T.purchases, byEmail(email));
      for (const row of purchases) await at.update(T.purchases, row.id, { Email: erasedEmail });
      const subscriptions = await at.select(T.subscriptions, byEmail(email));
      for (const row of subscriptions) await at.update(T.subscriptions, row.id, { Email: erasedEmail, 'User ID': '' });
      return {
        projects: projects.length,
        grants: grants.length,
        quotes: quotes.length,
        purchases: purchases.length,
        subscriptions: subscriptions.length,
      };
    },
    // Decision 137. Dates are ISO text columns: DATETIME_PARSE reads them for IS_BEFORE. The plans are
    // read whole (one listing) since a person's lapse depends on all their plans; projects go first.
    sweepRetention: async (c) => {
      const before = (field: string, at: string) =>
        `IS_BEFORE(DATETIME_PARSE({${field}}), DATETIME_PARSE(${formulaString(at)}))`;
      const plans = (await at.select(T.subscriptions, 'TRUE()')).map((row) => ({ row, plan: map.toSubscription(row) }));
      const owners = sweptProjectOwners(
        plans.map((p) => p.plan),
        c,
      );
      const projects: Row[] = [];
      for (let i = 0; i < owners.length; i += 50) {
        const some = owners.slice(i, i + 50).map((o) => `{Owner} = ${formulaString(o)}`);
        projects.push(...(await at.select(T.projects, `OR(${some.join(', ')})`)));
      }
      // Made since (a free project of someone who came back): not the lapsed plan's data.
      const lapsedProjects = projects.filter((row) => map.toProject(row).createdAt < c.lapsedProjectsBefore);
      // Guests' projects idle for the period (decision 142): one listing, by owner prefix and last change.
      const idleGuests = await at.select(
        T.projects,
        `AND(LEFT({Owner}, ${GUEST_OWNER_PREFIX.length}) = ${formulaString(GUEST_OWNER_PREFIX)}, ${before('Updated At', c.guestProjectsBefore)})`,
      );
      const sweptProjects = [...new Map([...lapsedProjects, ...idleGuests].map((row) => [row.id, row])).values()];
      // A person's requests stay while their newest is within the period ("2 years after last contact").
      const staleQuotes = async () => {
        const old = await at.select(T.quotes, before('Received At', c.quotesBefore));
        if (old.length === 0) return old;
        const email = (row: Row) => normalizeEmail(map.toQuote(row).request.email ?? '');
        const recent = await at.select(T.quotes, `NOT(${before('Received At', c.quotesBefore)})`);
        const contacted = new Set(recent.map(email));
        return old.filter((row) => !contacted.has(email(row)));
      };
      const deleteAll = async (table: Table, rows: readonly Row[]) => {
        await at.destroy(
          table,
          rows.map((r) => r.id),
        );
        return rows.length;
      };
      return {
        projects: await deleteAll(T.projects, sweptProjects),
        subscriptions: await deleteAll(
          T.subscriptions,
          plans.filter((p) => endedBefore(p.plan, c.subscriptionsBefore)).map((p) => p.row),
        ),
        purchases: await deleteAll(T.purchases, await at.select(T.purchases, before('Created At', c.purchasesBefore))),
        quotes: await deleteAll(T.quotes, await staleQuotes()),
        events: await deleteAll(T.events, await at.select(T.events, before('Processed At', c.eventsBefore))),
      };
    },
  };
}
