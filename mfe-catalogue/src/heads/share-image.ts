import type { ShareImage } from '@publisher/shared/contracts/content';
import type { HeadImage } from '@publisher/shared/server-render';
import { absoluteUrl } from '@publisher/shared/seo';

/**
 * og:image of a content page: the record's raster share image, with its size when the record
 * knows both sides (previews lay the card out before the image loads). Null when there is none,
 * and the page keeps the publisher's card: an SVG cover would show no picture on X or Facebook.
 */
export function shareHeadImage(share: ShareImage | null, alt: string, origin: string): HeadImage | null {
  const url = absoluteUrl(share?.url, origin);
  if (!share || !url) return null;
  const { width, height } = share;
  return width !== null && height !== null
    ? { url, alt, width: Math.round(width), height: Math.round(height) }
    : { url, alt };
}
