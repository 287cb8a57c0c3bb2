// Renders raster share images of the sample catalogue's SVG art into api/media/share with Debian's
// Chromium, as render.mjs does for the site's own card (X and Facebook take no SVG for og:image):
//   node scripts/seo-images/render-media.mjs
// Each image keeps its SVG's proportions with the long side at 1200 px (the size link previews
// ask for); the sample records point at them as Airtable's full-size thumbnail of the attachment.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const media = path.resolve(here, '../../api/media');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LONG_SIDE = 1200;
const scratch = mkdtempSync(path.join(tmpdir(), 'share-images-'));

for (const folder of ['covers', 'stories', 'authors', 'music']) {
  mkdirSync(path.join(media, 'share', folder), { recursive: true });
  for (const file of readdirSync(path.join(media, folder)).filter((f) => f.endsWith('.svg'))) {
    const svg = path.join(media, folder, file);
    const [, w, h] = /width="(\d+)" height="(\d+)"/.exec(readFileSync(svg, 'utf8')) ?? [];
    const scale = LONG_SIDE / Math.max(Number(w), Number(h));
    const [width, height] = [Math.round(Number(w) * scale), Math.round(Number(h) * scale)];
    const page = path.join(scratch, `${folder}-${file}.html`);
    writeFileSync(
      page,
      `<!doctype html><body style="margin:0"><img src="${pathToFileURL(svg).href}" style="display:block;width:${width}px;height:${height}px">`,
    );
    const target = path.join(media, 'share', folder, file.replace(/\.svg$/, '.jpg'));
    // Chromium picks JPEG from the .jpg extension.
    execFileSync(
      chromium,
      [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        '--force-device-scale-factor=1',
        `--window-size=${width},${height}`,
        `--screenshot=${target}`,
        pathToFileURL(page).href,
      ],
      { stdio: 'ignore' },
    );
    console.log(`share/${folder}/${path.basename(target)} (${width}×${height}, ${statSync(target).size} bytes)`);
  }
}
rmSync(scratch, { recursive: true, force: true });
