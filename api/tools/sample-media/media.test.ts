import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { imageSize } from '../../src/testing/image-size';
import { parseXml } from '../../src/testing/well-formed-xml';
import { localContentStore } from '../../src/adapters/local/sample-content';
import { buildMedia } from './build-media';
import { MEDIA_DIR } from './generate-media';
import { crownlessPages, giardinoPages, saltOrchardPages } from './sample-pages';

const media = await buildMedia();
const onDisk = (relative: string) => readFileSync(path.join(MEDIA_DIR, relative));

/** Every /media/... URL the sample content hands out. */
async function mediaUrls(): Promise<string[]> {
  const store = localContentStore();
  const values = [
    ...(await store.listBooks()),
    ...(await store.listStories()),
    ...(await store.listAuthors()),
    ...(await store.listMusic()),
  ].flatMap((item) => Object.values(item));
  return values.filter((v): v is string => typeof v === 'string' && v.startsWith('/media/'));
}

describe('sample media under api/media', () => {
  it('has every file the sample content links to', async () => {
    const urls = await mediaUrls();
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) expect(existsSync(path.join(MEDIA_DIR, url.slice('/media/'.length))), url).toBe(true);
  });

  it('is exactly what the generator builds (run generate-media.ts after changing the sample)', () => {
    for (const [relative, data] of media) expect(onDisk(relative).equals(data), relative).toBe(true);
  });

  it('gives every SVG a width, a height and a viewBox', () => {
    for (const relative of [...media.keys()].filter((f) => f.endsWith('.svg'))) {
      expect(onDisk(relative).toString('utf8'), relative).toMatch(
        /^<svg [^>]*viewBox="0 0 \d+ \d+" width="\d+" height="\d+"/,
      );
    }
  });

  it('writes PDFs pdf-lib reads back, each with its pages, a title and objects at the offsets the xref table gives', async () => {
    const pageCounts: Record<string, number> = {
      'files/crownless-sample.pdf': crownlessPages.length,
      'files/the-salt-orchard-sample.pdf': saltOrchardPages.length,
      'files/il-giardino-delle-ore-sample.pdf': 2,
      'files/il-giardino-delle-ore.pdf': giardinoPages.length,
    };
    const pdfs = [...media.keys()].filter((f) => f.endsWith('.pdf'));
    expect(pdfs.sort()).toEqual(Object.keys(pageCounts).sort());
    for (const relative of pdfs) {
      const bytes = onDisk(relative);
      const text = bytes.toString('latin1');
      expect(text.startsWith('%PDF-1.7\n')).toBe(true);
      const startxref = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(text)?.[1]);
      expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
      const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      offsets.forEach((offset, i) =>
        expect(text.slice(offset).startsWith(`${i + 1} 0 obj`), `${relative} obj ${i + 1}`).toBe(true),
      );
      const doc = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(doc.getPageCount(), relative).toBe(pageCounts[relative]);
      expect(doc.getTitle(), relative).toBeTruthy();
      expect(doc.getPage(0).getSize()).toEqual({ width: 420, height: 595 }); // A5
    }
  });

  it('writes EPUBs whose first entry is the stored mimetype, with a container, a package and well-formed XHTML', () => {
    for (const relative of [...media.keys()].filter((f) => f.endsWith('.epub'))) {
      const zip = onDisk(relative);
      expect(zip.readUInt32LE(0)).toBe(0x04034b50);
      expect(zip.readUInt16LE(8)).toBe(0); // stored
      expect(zip.toString('latin1', 30, 38)).toBe('mimetype');
      expect(zip.toString('latin1', 38, 58)).toBe('application/epub+zip');
      const entries = unzipSync(zip);
      expect(Object.keys(entries)[0]).toBe('mimetype');
      const container = parseXml(strFromU8(entries['META-INF/container.xml']!));
      expect(container.children[0]?.children[0]?.attrs['full-path']).toBe('OEBPS/content.opf');
      const opf = parseXml(strFromU8(entries['OEBPS/content.opf']!));
      const manifest = opf.children.find((c) => c.name === 'manifest')!.children;
      expect(manifest.find((item) => item.attrs['properties'] === 'nav')?.attrs['href']).toBe('nav.xhtml');
      for (const item of manifest) expect(entries[`OEBPS/${item.attrs['href']}`], item.attrs['href']).toBeDefined();
      for (const [name, data] of Object.entries(entries).filter(([n]) => n.endsWith('.xhtml'))) {
        expect(parseXml(strFromU8(data)).name, name).toBe('html');
      }
    }
  });

  it('writes a playable WAV for the released song', () => {
    const wav = onDisk('music/ashgrove-nocturne.wav');
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
  });

  it('ships a short MP3 for every recorded sample episode, of the size its attachment states', async () => {
    const episodes = (await localContentStore().listPodcastEpisodes()).filter((e) => e.audio);
    expect(episodes.length).toBeGreaterThanOrEqual(2);
    for (const { audio } of episodes) {
      const mp3 = onDisk(audio!.url.slice('/media/'.length));
      expect(audio!.bytes, audio!.url).toBe(mp3.length);
      expect(audio!.type).toBe('audio/mpeg');
      // An MPEG audio frame sync (11 set bits) right at the start: no ID3 tag, no WAV wrapper.
      expect(mp3[0]).toBe(0xff);
      expect(mp3[1]! & 0xe0).toBe(0xe0);
      expect(mp3.length).toBeLessThan(100_000);
    }
  });

  it('has a raster share image of every sample cover, photo and artwork, as large and as small as previews want', async () => {
    const store = localContentStore();
    const records = [
      ...(await store.listBooks()),
      ...(await store.listStories()),
      ...(await store.listAuthors()),
      ...(await store.listMusic()),
    ];
    expect(records.length).toBeGreaterThan(12);
    // These keep the publisher's card: a story without a cover, and artwork given as the text of
    // an SVG URL (no attachment, so no raster thumbnail from Airtable).
    expect(
      records
        .filter((r) => !r.shareImage)
        .map((r) => r.slug)
        .sort(),
    ).toEqual(['what-the-river-kept', 'winter-psalm']);
    for (const { slug, shareImage } of records) {
      if (!shareImage) continue;
      const file = onDisk(shareImage!.url.slice('/media/'.length));
      expect(imageSize(file), slug).toEqual({
        type: 'image/jpeg',
        width: shareImage!.width,
        height: shareImage!.height,
      });
      expect(Math.max(shareImage!.width!, shareImage!.height!), slug).toBe(1200);
      expect(file.length, slug).toBeLessThan(150_000);
    }
  });

  it('gives each sample reader page its book and a way back to it', () => {
    const page = onDisk('samples/crownless/index.html').toString('utf8');
    expect(page).toContain('<h1>Crownless</h1>');
    expect(page).toContain('href="/books/crownless" target="_top"');
    expect(page).toContain('href="../reader.css"');
    expect(page).not.toContain('<script');
  });
});
