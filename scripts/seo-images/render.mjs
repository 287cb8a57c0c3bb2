// Renders the site's share images into shell/public with Debian's Chromium (no npm package):
//   node scripts/seo-images/render.mjs
// social-card.png: og:image of pages without their own image; logo.png: the Organization logo;
// podcast-cover.png: the feed's itunes:image (Apple asks for a 1400-3000 px square).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '../../shell/public');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const images = [
  ['card.html', 'social-card.png', 1200, 630],
  ['logo.html', 'logo.png', 512, 512],
  ['podcast-cover.html', 'podcast-cover.png', 1400, 1400],
];
for (const [source, target, width, height] of images) {
  execFileSync(
    chromium,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--force-device-scale-factor=1',
      `--window-size=${width},${height}`,
      `--screenshot=${path.join(out, target)}`,
      pathToFileURL(path.join(here, source)).href,
    ],
    { stdio: 'ignore' },
  );
  console.log(`${target} (${width}×${height})`);
}
