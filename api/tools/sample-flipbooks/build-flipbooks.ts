/*
 * Writes the self-hosted sample flipbooks under api/private/flipbooks/<slug>/: one SVG per page,
 * a book.json manifest the viewer route reads, and (Collector's Edition) a short WAV theme.
 * Run: node --import tsx api/tools/sample-flipbooks/build-flipbooks.ts   (outputs are committed)
 * A dev tool, outside the runtime: the app serves only its output (api/private/flipbooks).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COLLECTORS_EDITION, FULL_EDITION, type PageSource } from './crownless-text';
import { renderPage } from './svg-pages';
import { toneWav } from './wav';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../private/flipbooks');

function altFor(p: PageSource, title: string): string {
  if (p.kind === 'cover') return `Cover of ${title}: a broken golden crown above a frozen sea at night.`;
  if (p.kind === 'title') return `Title page: ${title}. ${p.text}. Ashgrove Press, London.`;
  if (p.kind === 'map') return `Map of the frozen sea, showing the route ${p.text.split('|').join(', ')}.`;
  return `${p.heading ? `${p.heading}. ` : ''}${p.text.split('|').join('. ')}`;
}

function build(
  slug: string,
  title: string,
  edition: string,
  pages: PageSource[],
  audio: { file: string; title: string }[],
) {
  const dir = path.join(root, slug);
  mkdirSync(dir, { recursive: true });
  const manifest = {
    slug,
    bookSlug: 'crownless',
    title,
    edition,
    pages: pages.map((p, i) => {
      const file = `page-${String(i + 1).padStart(2, '0')}.svg`;
      writeFileSync(path.join(dir, file), renderPage(p, i + 1, edition));
      return { file, alt: altFor(p, 'Crownless') };
    }),
    audio,
  };
  writeFileSync(path.join(dir, 'book.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

build('crownless', 'Crownless', 'Full Flipbook', FULL_EDITION, []);
// A falling then rising figure, A minor: the sea closing and the road opening.
build('crownless-collectors', 'Crownless', "Collector's Edition", COLLECTORS_EDITION, [
  { file: 'frozen-sea-theme.wav', title: 'The Frozen Sea (theme)' },
]);
writeFileSync(
  path.join(root, 'crownless-collectors', 'frozen-sea-theme.wav'),
  toneWav([440, 392, 349.23, 329.63, 349.23, 440, 523.25, 440], 0.5),
);
console.log(`Flipbooks written under ${root}`);
