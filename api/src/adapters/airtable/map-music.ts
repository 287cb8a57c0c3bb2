import type { MusicEntry } from '@publisher/shared/contracts/content';
import type { RawRecord } from '@publisher/shared/server/ports/content-store';
import { checked, date, num, pick, slugFrom, text, url, yes } from './fields';
import { resolveAuthor, type MappingContext } from './map-context';
import { shareImageOf } from './map-share-image';

export const ARTIST_FIELDS = ['Artist', 'Artist Name', 'Artist name', 'Composer', 'Author'] as const;
export const ARTWORK_FIELDS = ['Artwork', 'Cover Image', 'Image'] as const;
export const RELEASE_DATE_FIELDS = ['Release Date', 'ReleaseDate', 'release_date'] as const;
export const COMING_SOON_FIELDS = ['Coming Soon', 'ComingSoon', 'coming_soon'] as const;

/** A Musicals record (spec section 3, Music entry) in the API's shape. */
export function mapMusic(record: RawRecord, ctx: MappingContext): MusicEntry {
  const f = record.fields;
  const title = text(pick(f, ['Title', 'Name'])) ?? 'Untitled';
  // Artist cells are text or lists; a linked author record is shown by name.
  const artist = resolveAuthor(pick(f, ARTIST_FIELDS), ctx).name;
  return {
    id: record.id,
    slug: slugFrom(f, title, record.id),
    title,
    artist: artist === '' ? null : artist,
    language: text(f['Language']),
    description: text(f['Description']),
    artworkUrl: url(pick(f, ARTWORK_FIELDS)),
    shareImage: shareImageOf(pick(f, ARTWORK_FIELDS)),
    musicSheetAvailable: yes(f['Music Sheet Available']),
    enabled: checked(f['Enabled']),
    purchaseEnabled: yes(f['Purchase Enabled']),
    price: num(f['Price']),
    songUrl: text(f['Song URL']),
    releaseDate: date(pick(f, RELEASE_DATE_FIELDS)),
    comingSoon: checked(pick(f, COMING_SOON_FIELDS)),
    paypalButtonId: text(f['PayPal Button ID']),
  };
}

/** Spec section 5: the music list shows only entries with artwork, cover image or image. */
export function hasArtwork(entry: MusicEntry): boolean {
  return entry.artworkUrl !== null;
}
