/**
 * The type and pixel size of a JPEG or PNG read from its own bytes (PNG's IHDR chunk, JPEG's
 * start-of-frame marker), so tests can hold an image against the size a page declares for it.
 */
export interface ImageSize {
  type: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/** JPEG start-of-frame markers (baseline, extended, progressive, lossless…), not DHT/JPG/DAC. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

export function imageSize(bytes: Buffer): ImageSize | null {
  if (bytes.length > 24 && bytes.toString('latin1', 1, 4) === 'PNG') {
    return { type: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (SOF.has(marker))
      return { type: 'image/jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}
