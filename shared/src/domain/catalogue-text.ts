/** Display limits of the catalogue (spec section 9), shared so the API's excerpts agree with the pages. */
export const DESCRIPTION_CUT = 150;
export const MAX_TAGS = 3;
export const ELLIPSIS = '…';

/**
 * Cuts text at `max` characters and adds an ellipsis when anything was cut. Whitespace is
 * collapsed first so a line break near the start does not waste the budget; a trailing space
 * before the ellipsis is dropped.
 */
export function cutText(text: string | null | undefined, max = DESCRIPTION_CUT): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}${ELLIPSIS}`;
}

/** At most three tags, blanks and duplicates removed, in the record's order. */
export function visibleTags(tags: readonly string[], max = MAX_TAGS): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
    if (out.length === max) break;
  }
  return out;
}

/** Splits a synopsis into paragraphs by line (the book page shows one paragraph per line). */
export function splitLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/** A non-blank string, or null: the catalogue treats "" and "   " as absent. */
export function present(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
