import type { RawRecord } from '@publisher/shared/server/ports/content-store';
import { pick, text } from './fields';

/**
 * Whether a record may be shown to the public, from two optional fields on every content table
 * (decision 123): `Status` (single select: Draft / Scheduled / Published) and `Publish At`
 * (date and time; a bare day is midnight UTC). A table without them is all published.
 */
export interface Publication {
  /** Never public until someone changes it (Draft, or Scheduled with no usable date). */
  draft: boolean;
  /** Public from this instant (epoch ms); null: no date, public now unless a draft. */
  publishAt: number | null;
}

export const STATUS_FIELDS = ['Status', 'Publication Status'] as const;
export const PUBLISH_AT_FIELDS = ['Publish At', 'Publish at', 'Publish On'] as const;

const PUBLISHED: Publication = { draft: false, publishAt: null };

/** Reads the two fields; a Publish At that is not a date fails closed (kept as a draft). */
export function publicationOf(record: RawRecord): Publication {
  const status = (text(pick(record.fields, STATUS_FIELDS)) ?? '').trim().toLowerCase();
  const when = text(pick(record.fields, PUBLISH_AT_FIELDS));
  if (status === 'draft') return { draft: true, publishAt: null };
  if (!when) return status === 'scheduled' ? { draft: true, publishAt: null } : PUBLISHED;
  const bareDay = /^\d{4}-\d{2}-\d{2}$/.test(when.trim());
  const at = Date.parse(bareDay ? `${when.trim()}T00:00:00Z` : when);
  return Number.isFinite(at) ? { draft: false, publishAt: at } : { draft: true, publishAt: null };
}

/** Public at `now`: not a draft, and its Publish At (if any) has passed. */
export function isPublic(publication: Publication, now: number): boolean {
  return !publication.draft && (publication.publishAt === null || publication.publishAt <= now);
}
