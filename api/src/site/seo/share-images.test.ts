import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const publicDir = fileURLToPath(new URL('../../../../shell/public/', import.meta.url));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(`${publicDir}${file}`);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
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
