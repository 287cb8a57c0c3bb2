import { artwork } from './art-catalogue';
import { buildEpub } from './epub';
import { buildPdf } from './pdf';
import { buildPodcastAudio } from './podcast-audio';
import { readerCss, readerHtml, type ReaderSpec } from './reader-page';
import { cartographerPages, crownlessPages, giardinoPages, saltOrchardPages, type SamplePage } from './sample-pages';
import { buildNocturneWav } from './wav';

/*
 * Every file of the sample catalogue under api/media, by relative path. generate-media.ts
 * writes them; a test checks the committed files are exactly these, so the sample records
 * never point at a file that is missing or stale.
 */

interface SampleBook {
  slug: string;
  title: string;
  author: string;
  language: 'en' | 'it';
  pages: readonly SamplePage[];
  files: { samplePdf?: boolean; sampleEpub?: boolean; fullPdf?: boolean; fullEpub?: boolean };
  /** How many pages the sample shows (the rest are in the full edition only). */
  samplePages?: number;
}

const SAMPLE_BOOKS: SampleBook[] = [
  {
    slug: 'crownless',
    title: 'Crownless',
    author: 'Elena Marchetti',
    language: 'en',
    pages: crownlessPages,
    files: { samplePdf: true, sampleEpub: true },
  },
  {
    slug: 'the-salt-orchard',
    title: 'The Salt Orchard',
    author: 'Ada Whitlock',
    language: 'en',
    pages: saltOrchardPages,
    files: { samplePdf: true },
  },
  {
    slug: 'the-cartographers-silence',
    title: "The Cartographer's Silence",
    author: 'Elena Marchetti',
    language: 'en',
    pages: cartographerPages,
    files: { sampleEpub: true },
  },
  {
    slug: 'il-giardino-delle-ore',
    title: 'Il giardino delle ore',
    author: 'E. M. Vale',
    language: 'it',
    pages: giardinoPages,
    samplePages: 2,
    files: { samplePdf: true, sampleEpub: true, fullPdf: true, fullEpub: true },
  },
];

export async function buildMedia(): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const [file, svg] of Object.entries(artwork)) out.set(file, Buffer.from(svg, 'utf8'));
  out.set('music/ashgrove-nocturne.wav', buildNocturneWav());
  for (const [file, mp3] of buildPodcastAudio()) out.set(file, mp3);
  out.set('samples/reader.css', Buffer.from(readerCss, 'utf8'));

  for (const book of SAMPLE_BOOKS) {
    const sample = book.pages.slice(0, book.samplePages ?? book.pages.length);
    const meta = { id: book.slug, title: book.title, author: book.author, language: book.language };
    const downloads: ReaderSpec['downloads'][number][] = [];
    const sampleLabel = book.language === 'it' ? 'Anteprima' : 'Sample';
    if (book.files.samplePdf) {
      out.set(
        `files/${book.slug}-sample.pdf`,
        await buildPdf({ ...meta, title: `${book.title} (${sampleLabel})` }, sample),
      );
      downloads.push({ label: 'Sample PDF', href: `/media/files/${book.slug}-sample.pdf` });
    }
    if (book.files.sampleEpub) {
      out.set(
        `files/${book.slug}-sample.epub`,
        buildEpub({ ...meta, id: `${book.slug}-sample`, title: `${book.title} (${sampleLabel})` }, sample),
      );
      downloads.push({ label: 'Sample EPUB', href: `/media/files/${book.slug}-sample.epub` });
    }
    if (book.files.fullPdf) out.set(`files/${book.slug}.pdf`, await buildPdf(meta, book.pages));
    if (book.files.fullEpub) out.set(`files/${book.slug}.epub`, buildEpub(meta, book.pages));
    out.set(
      `samples/${book.slug}/index.html`,
      Buffer.from(
        readerHtml({
          slug: book.slug,
          title: book.title,
          author: book.author,
          language: book.language,
          pages: sample,
          downloads,
        }),
        'utf8',
      ),
    );
  }
  return out;
}
