import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMedia } from './build-media';

/*
 * Writes the sample catalogue's media into api/media. Run after changing the sample:
 *   cd api && node --import tsx tools/sample-media/generate-media.ts
 */
export const MEDIA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../media');

async function main(): Promise<void> {
  const files = await buildMedia();
  for (const [relative, data] of files) {
    const target = path.join(MEDIA_DIR, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
  }
  console.log(`Wrote ${files.size} files to ${MEDIA_DIR}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
