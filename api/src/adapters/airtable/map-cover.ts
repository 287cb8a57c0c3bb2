import { pick, url, type Fields } from './fields';

/** Books and stories: Cover or Cover Image or Artwork or Image (each a list of files with url). */
export const COVER_FIELDS = ['Cover', 'Cover Image', 'Artwork', 'Image'] as const;

export function coverUrl(fields: Fields): string | null {
  return url(pick(fields, COVER_FIELDS));
}
