import {
  KIND_OF_TABLE,
  type ContentRecordSource,
  type ContentTable,
  type LiveItem,
  type RawRecord,
} from '@publisher/shared/server/ports/content-store';
import { isPublic, publicationOf } from '../airtable/map-publication';
import { isPreview } from '../../platform/preview-scope';
import { noteUpcoming } from '../../platform/publication-clock';
import { checked, pick, slugFrom, text } from '../airtable/fields';
import { RELEASE_DATE_FIELDS } from '../airtable/map-music';
import { ukDay } from '@publisher/shared/domain/dates';

/** The tables whose records carry Status / Publish At (decision 123); ISBNs are lookups only. */
export const PUBLISHABLE_TABLES: ReadonlySet<ContentTable> = new Set([
  'Books',
  'Stories',
  'Authors',
  'Musicals',
  'Podcast Episodes',
]);

interface Visible {
  records: RawRecord[];
  /** The next publish-at among the hidden records: the answer holds until then. */
  until: number;
}

/**
 * The one place drafts and not-yet-due items are taken out (decision 123): every content read
 * for the public (lists, featured, by slug, and the lookups that resolve author names) passes
 * through here, so the API, pages, head, JSON-LD, share images, search, sitemap and feed never
 * see them. The clock is read at each read, so an item appears when its time passes with no
 * rebuild. Inside a signed preview (platform/preview-scope.ts) records pass unfiltered.
 * Each input array's answer is kept (same array out while nothing changes), so the mapping and
 * search caches keyed by identity keep working; where nothing is hidden the input itself is answered.
 */
export function visibleRecords(source: ContentRecordSource, now: () => number = () => Date.now()): ContentRecordSource {
  const memo = new WeakMap<RawRecord[], Visible>();
  const filter = (table: ContentTable, records: RawRecord[]): RawRecord[] => {
    if (!PUBLISHABLE_TABLES.has(table) || isPreview()) return records;
    const at = now();
    const known = memo.get(records);
    if (known && at < known.until) return known.records;
    let until = Number.POSITIVE_INFINITY;
    const shown = records.filter((record) => {
      const publication = publicationOf(record);
      if (isPublic(publication, at)) return true;
      if (!publication.draft && publication.publishAt !== null) {
        until = Math.min(until, publication.publishAt);
        noteUpcoming(publication.publishAt);
      }
      return false;
    });
    const visible = { records: shown.length === records.length ? records : shown, until };
    memo.set(records, visible);
    return visible.records;
  };
  return {
    list: async (table) => filter(table, await source.list(table)),
    featured: async (table) => filter(table, await source.featured(table)),
    bySlug: async (table, slug) => filter(table, await source.bySlug(table, slug)),
  };
}

const TITLE_FIELDS = ['Title', 'Name', 'Episode Title'] as const;

/** The tables whose Release Date turns a coming-soon item into one that is out (decision 124). */
const RELEASED_TABLES: ReadonlySet<ContentTable> = new Set(['Books', 'Musicals', 'Podcast Episodes']);

/**
 * When a release day begins in the UK (the release rules compare UK days, so a coming-soon item is
 * out from UK midnight): 23:00 UTC the day before in summer time, 00:00 UTC otherwise.
 */
export function releaseStart(releaseDate: string | null): number | null {
  const day = ukDay(releaseDate);
  if (!day) return null;
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  return [midnightUtc - 3_600_000, midnightUtc].find((t) => ukDay(t) === day) ?? null;
}

/**
 * When a record is out: its release day's start, or for a book on presale the next day's (the
 * release rules keep a presale open through the release day itself).
 */
function releasedAt(record: RawRecord): number | null {
  const start = releaseStart(text(pick(record.fields, RELEASE_DATE_FIELDS)));
  if (start === null || !checked(record.fields['Presales'])) return start;
  return releaseStart(ukDay(start + 36 * 3_600_000));
}

/**
 * The items that went live in (since, now] (decisions 123, 124), read from the unfiltered source:
 * records of the publishable tables whose Publish At lies in the window and that are not drafts,
 * and public records whose release day (Release Date) began in it: a coming-soon book, album or
 * episode is out, and whoever asked to be told is. Each comes with the instant that made it live.
 */
export async function dueBetween(source: ContentRecordSource, since: number, now: number): Promise<LiveItem[]> {
  const items: LiveItem[] = [];
  const inWindow = (at: number | null): at is number => at !== null && at > since && at <= now;
  for (const table of PUBLISHABLE_TABLES) {
    const kind = KIND_OF_TABLE[table];
    if (!kind) continue;
    for (const record of await source.list(table)) {
      const publication = publicationOf(record);
      const released = RELEASED_TABLES.has(table) ? releasedAt(record) : null;
      const moments = [
        ...(publication.draft ? [] : [publication.publishAt]),
        ...(isPublic(publication, now) ? [released] : []),
      ].filter(inWindow);
      if (moments.length === 0) continue;
      const title = text(pick(record.fields, TITLE_FIELDS));
      const slug = slugFrom(record.fields, title, record.id);
      const item = {
        kind,
        id: record.id,
        slug,
        title: title ?? slug,
        url: kind === 'podcast' ? '/podcast' : `/${kind}/${slug}`,
      };
      for (const at of new Set(moments)) items.push({ ...item, publishAt: new Date(at).toISOString() });
    }
  }
  return items;
}
