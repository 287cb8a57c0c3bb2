import type { RawRecord } from '@publisher/shared/server/ports/content-store';
import { first, isRecordId, pick, slugFrom, text } from './fields';
import { isbnValue } from './map-isbn';

/** Lookups that turn linked-record ids into display values. */
export interface MappingContext {
  /** Author record id → display name and slug. */
  authorsById: ReadonlyMap<string, { name: string; slug: string }>;
  /** Lower-cased author name or pen name → the author's slug. */
  authorSlugsByName: ReadonlyMap<string, string>;
  /** ISBN record id → ISBN text. */
  isbnsById: ReadonlyMap<string, string>;
}

export const emptyContext: MappingContext = {
  authorsById: new Map(),
  authorSlugsByName: new Map(),
  isbnsById: new Map(),
};

/** The author name of an Authors record: Name, else Title. */
export function authorName(record: RawRecord): string | null {
  return text(pick(record.fields, ['Name', 'Title']));
}

export function buildContext(authors: readonly RawRecord[], isbns: readonly RawRecord[]): MappingContext {
  const authorsById = new Map<string, { name: string; slug: string }>();
  const authorSlugsByName = new Map<string, string>();
  for (const record of authors) {
    const name = authorName(record);
    if (!name) continue;
    const slug = slugFrom(record.fields, name, record.id);
    authorsById.set(record.id, { name, slug });
    authorSlugsByName.set(name.toLowerCase(), slug);
    const penNames = record.fields['Pen Names'];
    for (const pen of Array.isArray(penNames) ? penNames : []) {
      const penName = text(pen);
      if (penName) authorSlugsByName.set(penName.toLowerCase(), slug);
    }
  }
  const isbnsById = new Map<string, string>();
  for (const record of isbns) {
    const value = isbnValue(record.fields);
    if (value) isbnsById.set(record.id, value);
  }
  return { authorsById, authorSlugsByName, isbnsById };
}

/**
 * The Author cell (list of record ids or names, or a string): its first item; a `rec…` id is
 * resolved to the author's name. An id that cannot be resolved shows no name rather than an id.
 */
export function resolveAuthor(value: unknown, ctx: MappingContext): { name: string; slug: string | null } {
  const item = text(first(value));
  if (!item) return { name: '', slug: null };
  if (isRecordId(item)) {
    const author = ctx.authorsById.get(item);
    return author ? { name: author.name, slug: author.slug } : { name: '', slug: null };
  }
  return { name: item, slug: ctx.authorSlugsByName.get(item.toLowerCase()) ?? null };
}

/** The ISBNs cell (links or text): its first item, resolved through the ISBNs table when a link. */
export function resolveIsbn(value: unknown, ctx: MappingContext): string | null {
  const item = text(first(value));
  if (!item) return null;
  if (isRecordId(item)) return ctx.isbnsById.get(item) ?? null;
  return item;
}

/** Whether any record links `field` by record id, so the linked table must be read. */
export function linksRecords(records: readonly RawRecord[], fieldNames: readonly string[]): boolean {
  return records.some((record) => {
    const value = first(pick(record.fields, fieldNames));
    return typeof value === 'string' && isRecordId(value.trim());
  });
}
