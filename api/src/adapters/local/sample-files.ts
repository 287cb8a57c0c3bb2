/** The long side of the sample's raster share images (scripts/seo-images/render-media.mjs). */
export const SHARE_LONG_SIDE = 1200;

/**
 * Airtable's full-size thumbnail of an SVG sample image: the JPEG that render-media.mjs made of
 * it under /media/share/, with the long side at 1200 px, as Airtable rasterises an attachment.
 */
function rasterThumbnail(url: string, width: number, height: number): Record<string, unknown> {
  const scale = SHARE_LONG_SIDE / Math.max(width, height);
  const full = {
    url: url.replace(/^\/media\//, '/media/share/').replace(/\.svg$/, '.jpg'),
    width: Math.round(width * scale),
    height: Math.round(height * scale),
  };
  return { full };
}

/** An Airtable attachment cell: a list of file objects with url (spec: "list of files with url"). */
export function attachment(url: string, width: number, height: number): Array<Record<string, unknown>> {
  const filename = url.split('/').pop() ?? 'file';
  const svg = url.endsWith('.svg');
  const type = svg ? 'image/svg+xml' : 'application/octet-stream';
  const file = { id: `att${filename.replace(/[^A-Za-z0-9]/g, '')}`, url, filename, type, width, height };
  return [svg ? { ...file, thumbnails: rasterThumbnail(url, width, height) } : file];
}

/** A downloadable file cell (PDF, EPUB): a list with one file object. */
export function fileCell(url: string, type: string): Array<Record<string, unknown>> {
  const filename = url.split('/').pop() ?? 'file';
  return [{ id: `att${filename.replace(/[^A-Za-z0-9]/g, '')}`, url, filename, type }];
}

/**
 * An audio attachment as Airtable returns it: with the file's size in bytes and its MIME type,
 * which the podcast feed's enclosure needs (media.test.ts checks the size against the file).
 */
export function audioCell(url: string, size: number): Array<Record<string, unknown>> {
  return fileCell(url, 'audio/mpeg').map((file) => ({ ...file, size }));
}

export const PDF = 'application/pdf';
export const EPUB = 'application/epub+zip';

/**
 * A date `days` from today (YYYY-MM-DD). Presale and coming-soon samples use it so those
 * states never expire as the calendar moves on.
 */
export function daysFromToday(days: number, today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}
