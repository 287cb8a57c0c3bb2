import { breakTextIntoLines, PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import type { SamplePage } from './sample-pages';

/*
 * A small PDF written by pdf-lib: A5 pages in the standard Times fonts (nothing embedded; they
 * encode WinAnsi, so Italian accents and guillemets print). No dates are written, and pdf-lib
 * names its resources from a fixed seed, so the bytes are the same on every run.
 */

const A5: [number, number] = [420, 595];
const MARGIN = 50;
const BODY_SIZE = 11;
const LEADING = 15;

/** The text with each character the font cannot encode replaced by "?". */
function printable(font: PDFFont, text: string): string {
  const encodable = new Set(font.getCharacterSet());
  return [...text].map((ch) => (encodable.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

export async function buildPdf(meta: { title: string; author: string }, pages: readonly SamplePage[]): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setProducer('Ashgrove Press sample generator (pdf-lib)');
  const body = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const width = A5[0] - 2 * MARGIN;

  pages.forEach((page, i) => {
    const pdfPage = doc.addPage(A5);
    let y = 530;
    pdfPage.drawText(printable(bold, page.heading), { x: MARGIN, y, size: 14, font: bold });
    y -= LEADING;
    for (const paragraph of page.paragraphs) {
      const lines = breakTextIntoLines(printable(body, paragraph), doc.defaultWordBreaks, width, (t) =>
        body.widthOfTextAtSize(t, BODY_SIZE),
      );
      y -= LEADING;
      pdfPage.drawText(lines.join('\n'), { x: MARGIN, y, size: BODY_SIZE, font: body, lineHeight: LEADING });
      y -= LEADING * lines.length;
    }
    pdfPage.drawText(printable(body, `${meta.title} · ${i + 1}`), { x: 200, y: 30, size: 9, font: body });
  });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
