/*
 * Readers for Airtable cell values. Airtable omits empty cells, returns lists for links,
 * attachments and multi-selects, and teams have typed the same column several ways, so every
 * reader tolerates absence, lists and strings. Field rules of spec section 3 are built on these.
 */

export type Fields = Readonly<Record<string, unknown>>;

/** Absent, null, blank text or an empty list count as "not present". */
function isPresent(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(isPresent);
  return true;
}

/** The value of the first of `names` that is present (spec: "X or Y or Z"). */
export function pick(fields: Fields, names: readonly string[]): unknown {
  for (const name of names) {
    if (isPresent(fields[name])) return fields[name];
  }
  return undefined;
}

/** Where a value is a list, its first present item is used. */
export function first(value: unknown): unknown {
  return Array.isArray(value) ? value.find(isPresent) : value;
}

/** Trimmed text, or null. Numbers become text; objects (attachments) do not. */
export function text(value: unknown): string | null {
  const v = first(value);
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

/** A URL from text or from a file object `{url}` (attachments), first item of a list. */
export function url(value: unknown): string | null {
  const v = first(value);
  if (v && typeof v === 'object' && 'url' in v) return text((v as { url: unknown }).url);
  return text(v);
}

/** A finite number from a number or numeric text ("£12.99", "1,200" and "12" included). */
export function num(value: unknown): number | null {
  const v = first(value);
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const cleaned = v.replace(/[£$€,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** A checkbox: ticked (true), or text "true" / "yes" (any case), or 1. */
export function checked(value: unknown): boolean {
  const v = first(value);
  if (v === true || v === 1) return true;
  return typeof v === 'string' && ['true', 'yes', '1'].includes(v.trim().toLowerCase());
}

/** A Yes single-select (also a ticked checkbox). "true" text is not Yes. */
export function yes(value: unknown): boolean {
  const v = first(value);
  return v === true || (typeof v === 'string' && v.trim().toLowerCase() === 'yes');
}

/** Text items of a list; text is split on commas and new lines (a long-text column). */
export function list(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,\n]/) : [];
  return items.map((item) => text(item)).filter((item): item is string => item !== null);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO date (YYYY-MM-DD or a timestamp), or null when missing or not a real date. */
export function date(value: unknown): string | null {
  const v = text(value);
  if (v === null || !ISO_DATE.test(v) || Number.isNaN(Date.parse(v))) return null;
  return v;
}

/** Lower-case kebab-case, accents folded ("Il giardino delle ore" → "il-giardino-delle-ore"). */
export function kebab(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
}

/** The Slug field, else the title, as kebab-case; the record id as a last resort. */
export function slugFrom(fields: Fields, title: string | null, id: string): string {
  const own = text(fields['Slug']);
  return (own && kebab(own)) || (title && kebab(title)) || kebab(id);
}

/** Airtable record ids begin with "rec" (spec: author names are resolved from them). */
export function isRecordId(value: string): boolean {
  return /^rec[A-Za-z0-9]+$/.test(value);
}
