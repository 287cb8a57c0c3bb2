import type { Author } from '@publisher/shared/contracts/content';
import type { RawRecord } from '@publisher/shared/server/ports/content-store';
import { checked, list, num, pick, slugFrom, text, url } from './fields';
import { authorName } from './map-context';
import { shareImageOf } from './map-share-image';

const PHOTO_FIELDS = ['Photo', 'Portrait'] as const;

/** Social Links may be a long-text cell or a list; the API gives one text. */
function socialLinks(value: unknown): string | null {
  const items = Array.isArray(value) ? list(value) : [];
  return items.length > 0 ? items.join('\n') : text(value);
}

/** An Authors record (spec section 3, Author) in the API's shape. */
export function mapAuthor(record: RawRecord): Author {
  const f = record.fields;
  const name = authorName(record) ?? 'Unnamed author';
  return {
    id: record.id,
    slug: slugFrom(f, name, record.id),
    name,
    penNames: list(f['Pen Names']),
    bio: text(f['Bio']),
    bioShort: text(f['Bio Short']),
    photoUrl: url(pick(f, PHOTO_FIELDS)),
    shareImage: shareImageOf(pick(f, PHOTO_FIELDS)),
    website: text(f['Website']),
    socialLinks: socialLinks(f['Social Links']),
    nationality: text(f['Nationality']),
    birthYear: num(f['Birth Year']),
    featured: checked(f['Featured']),
    profileUrl: text(f['Profile']),
  };
}
