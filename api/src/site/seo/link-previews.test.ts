import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ogs from 'open-graph-scraper';
import { afterAll, describe, expect, it } from 'vitest';
import { publishSiteRoutes } from '../../testing/site-routes';
import { publishCatalogueServerModule } from '../../testing/head-test-support';
import { composeApp } from '../../compose';
import { parseEnv } from '../../env';
import { imageSize } from '../../testing/image-size';

/*
 * A link preview as X, Facebook or LinkedIn builds it: open-graph-scraper reads the page the
 * server answers (fed the HTML string: no network), and the picture it would fetch must be a
 * JPEG or PNG of at least 1200 px on its long side, with its size and alt text declared.
 */
const root = mkdtempSync(join(tmpdir(), 'link-previews-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
publishSiteRoutes(root);
// Empty build folders: the head is what a preview reads, the remotes' files are not needed.
for (const dir of [
  'shell/dist',
  'mfe-catalogue/dist',
  'mfe-commerce/dist',
  'mfe-architect/dist',
  'mfe-education/dist',
  'api/media',
]) {
  mkdirSync(join(root, dir), { recursive: true });
}
writeFileSync(
  join(root, 'shell/dist/index.html'),
  '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
);
// The catalogue's server module gives its pages' heads (decision 127).
publishCatalogueServerModule(root);
const app = composeApp(
  parseEnv({ DATA_DIR: join(root, 'data'), SITE_ROOT: root, AIRTABLE_TOKEN: '', RECORDS_BACKEND: 'local' }),
).app;
const ORIGIN = 'http://127.0.0.1:8112';
const media = fileURLToPath(new URL('../../../media/', import.meta.url));

async function preview(path: string) {
  const res = await app.request(`${ORIGIN}${path}`);
  expect(res.status, path).toBe(200);
  const { error, result } = await ogs({ html: await res.text() });
  expect(error, path).toBe(false);
  return result;
}

describe('link previews of content pages (open-graph-scraper)', () => {
  it.each([
    [
      '/books/crownless',
      'Crownless by Elena Marchetti',
      /^Crownless by Elena Marchetti: a literary fantasy/,
      'Cover of Crownless by Elena Marchetti',
    ],
    [
      '/stories/the-weight-of-snow',
      'The Weight of Snow by Tomás Reid',
      /^The Weight of Snow, a short story/,
      'Illustration for The Weight of Snow by Tomás Reid',
    ],
    [
      '/authors/elena-marchetti',
      'Elena Marchetti | Ashgrove Press',
      /^Bilingual novelist from Lucca/,
      'Portrait of Elena Marchetti',
    ],
    [
      '/music/ashgrove-nocturne',
      'Ashgrove Nocturne by Clara Vennet',
      /^A slow piano nocturne/,
      'Artwork for Ashgrove Nocturne by Clara Vennet',
    ],
  ])('%s shows title, description and a raster image of at least 1200 px', async (path, title, description, alt) => {
    const og = await preview(path);
    expect(og.ogTitle).toBe(title);
    expect(og.ogDescription).toMatch(description);
    expect(og.ogImage).toHaveLength(1);
    const [image] = og.ogImage!;
    expect(image!.url).toMatch(new RegExp(`^${ORIGIN}/media/share/.+\\.(jpe?g|png)$`));
    expect(image!.alt).toBe(alt);
    expect(Math.max(Number(image!.width), Number(image!.height))).toBeGreaterThanOrEqual(1200);
    // The file itself is what the tags declare, and small enough for a crawler's size limits.
    const file = readFileSync(join(media, new URL(image!.url).pathname.slice('/media/'.length)));
    expect(imageSize(file)).toEqual({ type: 'image/jpeg', width: Number(image!.width), height: Number(image!.height) });
    expect(file.length).toBeLessThan(150_000);
  });
});
