import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { imageSize } from '../../testing/image-size';

const publicDir = fileURLToPath(new URL('../../../../shell/public/', import.meta.url));

/** Width and height of a PNG (image-size). */
function pngSize(file: string): [number, number] {
  const size = imageSize(readFileSync(`${publicDir}${file}`));
  expect(size?.type).toBe('image/png');
  return [size!.width, size!.height];
}

describe('share images the head and the feed point to (shell/public, served at the site root)', () => {
  it('has the 1200×630 social card, a square logo and a podcast cover Apple accepts', () => {
    expect(pngSize('social-card.png')).toEqual([1200, 630]);
    const [w, h] = pngSize('logo.png');
    expect(w).toBe(h);
    expect(w).toBeGreaterThanOrEqual(112);
    const [cw, ch] = pngSize('podcast-cover.png');
    expect(cw).toBe(ch);
    expect(cw).toBeGreaterThanOrEqual(1400);
    expect(cw).toBeLessThanOrEqual(3000);
  });
});
