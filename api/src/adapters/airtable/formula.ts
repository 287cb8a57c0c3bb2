import { slugSchema } from '@publisher/shared/contracts/content';
import { InvalidSlugError } from '@publisher/shared/server/ports/content-store';

/*
 * filterByFormula text. A formula built from user input is injectable, so a slug is validated
 * against ^[a-z0-9-]+$ first and, as a second wall, escaped inside its quotes: backslash first,
 * then the single quote, so an escape cannot be used to close the string.
 */

/** A formula string literal: `'…'` with `\` and `'` escaped. */
export function formulaString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** `{Slug} = '<slug>'` for a validated slug; throws {@link InvalidSlugError} otherwise. */
export function slugFormula(slug: string): string {
  if (!slugSchema.safeParse(slug).success) throw new InvalidSlugError(slug);
  return `{Slug} = ${formulaString(slug)}`;
}

/** Records with the Featured checkbox ticked. */
export const FEATURED_FORMULA = '{Featured} = TRUE()';
