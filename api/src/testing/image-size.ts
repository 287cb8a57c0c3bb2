import { imageSize as measure } from 'image-size';

/**
 * The type and pixel size of a JPEG or PNG read from its own bytes (the image-size package), so
 * tests can hold an image against the size a page declares for it; null for anything else.
 */
export interface ImageSize {
  type: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

const MIME: Record<string, ImageSize['type']> = { jpg: 'image/jpeg', png: 'image/png' };

export function imageSize(bytes: Buffer): ImageSize | null {
  try {
    const { type, width, height } = measure(bytes);
    const mime = MIME[type ?? ''];
    return mime ? { type: mime, width, height } : null;
  } catch {
    return null; // not an image format image-size knows
  }
}
