import type { ShareImage } from '@publisher/shared/contracts/content';
import { first, num, text } from './fields';

/*
 * The raster picture a link preview shows for a record's image cell. Airtable attachments are
 * used as they are: a JPEG or PNG attachment is its own share image, with the width and height
 * Airtable measured; anything else (an SVG cover) gives way to Airtable's full-size thumbnail,
 * which Airtable renders as a raster image. A plain URL counts only when its extension is raster.
 */

const RASTER_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png']);
const RASTER_EXTENSION = /\.(jpe?g|png)(?:[?#]|$)/i;

type FileObject = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is FileObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function sized(address: string, file: FileObject): ShareImage {
  const width = num(file['width']);
  const height = num(file['height']);
  return { url: address, width: width && width > 0 ? width : null, height: height && height > 0 ? height : null };
}

function isRaster(address: string, type: string | null): boolean {
  return type ? RASTER_TYPES.has(type.toLowerCase()) : RASTER_EXTENSION.test(address);
}

/** Airtable's thumbnails, largest first ("full" keeps the original size). */
function thumbnail(file: FileObject): ShareImage | null {
  const thumbnails = file['thumbnails'];
  if (!isObject(thumbnails)) return null;
  for (const size of ['full', 'large']) {
    const thumb = thumbnails[size];
    const address = isObject(thumb) ? text(thumb['url']) : null;
    if (isObject(thumb) && address) return sized(address, thumb);
  }
  return null;
}

export function shareImageOf(cell: unknown): ShareImage | null {
  const file = first(cell);
  if (typeof file === 'string') {
    const address = text(file);
    return address && RASTER_EXTENSION.test(address) ? { url: address, width: null, height: null } : null;
  }
  if (!isObject(file)) return null;
  const address = text(file['url']);
  if (address && isRaster(address, text(file['type']))) return sized(address, file);
  return thumbnail(file);
}
