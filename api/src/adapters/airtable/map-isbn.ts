import type { Isbn } from '@publisher/shared/contracts/content';
import type { RawRecord } from '@publisher/shared/server/ports/content-store';
import { pick, text, type Fields } from './fields';

/** Spec: ISBN, Number, Value, Code or Name; the first one present is used. */
export const ISBN_FIELDS = ['ISBN', 'Number', 'Value', 'Code', 'Name'] as const;

export function isbnValue(fields: Fields): string | null {
  return text(pick(fields, ISBN_FIELDS));
}

/** An ISBNs record, or null when it has none of the value fields. */
export function mapIsbn(record: RawRecord): Isbn | null {
  const value = isbnValue(record.fields);
  return value === null ? null : { id: record.id, value };
}
