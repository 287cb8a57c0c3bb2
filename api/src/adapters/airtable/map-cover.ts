import type { ShareImage } from '@publisher/shared/contracts/content';
import { pick, url, type Fields } from './fields';
import { shareImageOf } from './map-share-image';

/** Books and stories: Cover or Cover Image or Artwork or Image (each a list of files with url). */
export const COVER_FIELDS = ['Cover', 'Cover Image', 'Artwork', 'Image'] as const;

export function coverUrl(fields: Fields): string | null {
  return url(pick(fields, COVER_FIELDS));
}

/** The cover as a raster image for link previews. */
export function coverShareImage(fields: Fields): ShareImage | null {
  return shareImageOf(pick(fields, COVER_FIELDS));
}
