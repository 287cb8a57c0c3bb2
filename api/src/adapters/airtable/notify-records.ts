import type { FieldSet } from 'airtable';
import {
  normalizeEmail,
  type NotifyConsentRecord,
  type NotifyRecords,
} from '@publisher/shared/server/ports/record-store';
import { formulaString } from './formula';
import { RECORD_TABLES } from './record-fields';

type Row = { id: string; fields: FieldSet };
const TABLE = RECORD_TABLES.notify;

/*
 * The "Notify Sign-ups" table (decision 124), one row per confirmed address and topic:
 * - Key (single line text, the primary field): `<email> <topic>`, what the upsert merges on.
 * - Email (email), For (single line text: `all` or `<kind>/<slug>`), What (single line text: the
 *   item in words), Confirmed At (date and time, or text: ISO 8601).
 * The publisher reads the list here; deleting a row is an unsubscribe.
 */

export interface AirtableNotifyAccess {
  select(table: typeof TABLE, formula: string): Promise<Row[]>;
  upsert(table: typeof TABLE, key: string, fields: FieldSet): Promise<Row>;
  destroy(table: typeof TABLE, ids: readonly string[]): Promise<void>;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const toConsent = (row: Row): NotifyConsentRecord => ({
  id: row.id,
  email: text(row.fields.Email),
  topic: text(row.fields.For),
  label: text(row.fields.What),
  confirmedAt: text(row.fields['Confirmed At']),
});
const keyOf = (email: string, topic: string) => `${email} ${topic}`;

export function airtableNotifyRecords(at: AirtableNotifyAccess, now: () => string): NotifyRecords {
  return {
    addNotifyConsent: async ({ email, topic, label }) => {
      const mail = normalizeEmail(email);
      const key = keyOf(mail, topic);
      // Airtable has no insert-if-absent: an existing row keeps its date; a race of two
      // confirmations of one pending link cannot happen (the link is claimed first: decision 140), and the
      // upsert on Key leaves one row either way.
      const [existing] = await at.select(TABLE, `{Key} = ${formulaString(key)}`);
      if (existing) return toConsent(existing);
      return toConsent(
        await at.upsert(TABLE, 'Key', { Key: key, Email: mail, For: topic, What: label, 'Confirmed At': now() }),
      );
    },
    listNotifyConsents: async (topics) => {
      if (topics.length === 0) return [];
      const formula = `OR(${topics.map((t) => `{For} = ${formulaString(t)}`).join(', ')})`;
      return (await at.select(TABLE, formula))
        .map(toConsent)
        .sort((a, b) => a.confirmedAt.localeCompare(b.confirmedAt));
    },
    listNotifyConsentsOf: async (email) =>
      (await at.select(TABLE, `{Email} = ${formulaString(normalizeEmail(email))}`))
        .map(toConsent)
        .sort((a, b) => a.confirmedAt.localeCompare(b.confirmedAt)),
    removeNotifyConsents: async (email) => {
      const rows = await at.select(TABLE, `{Email} = ${formulaString(normalizeEmail(email))}`);
      await at.destroy(
        TABLE,
        rows.map((r) => r.id),
      );
      return rows.length;
    },
  };
}
