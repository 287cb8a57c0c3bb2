import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ProjectExport } from '@publisher/shared/contracts/project-export';
import { formatLongDay } from '@publisher/shared/domain/dates';

/*
 * The project export as a one-page A4 PDF (pdf-lib, decision 122). Standard fonts only: Helvetica
 * is in every PDF reader, so nothing is embedded from disk and the file stays a few KB. A standard
 * font writes WinAnsi only; any other character of a title becomes "?" instead of failing.
 */

const MARGIN = 56; // ~2 cm
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.4, 0.4, 0.4);
const STATE_TEXT = { done: 'Done', current: 'In progress', upcoming: 'Not started' } as const;

/** "27 November 2026", the UK day (shared/domain/dates), or the raw value when it is not a date. */
const longDate = (iso: string): string => formatLongDay(iso) ?? iso;

/** The text with every character the font cannot write replaced by "?". */
function writable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text].map((ch) => (supported.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

/** Greedy word wrap to `width` points; a word longer than a line is cut. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      if (line) lines.push(line);
      line = '';
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    const next = line ? `${line} ${rest}` : rest;
    if (font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = rest;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** Renders the export (the same content as the JSON) as PDF bytes. */
export async function projectPdf(data: ProjectExport): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const title = writable(bold, data.project.title);
  doc.setTitle(title);
  doc.setSubject("The Architect's Method: project export");
  doc.setCreator('Ashgrove Press');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(new Date(data.exportedAt));

  const page: PDFPage = doc.addPage(PageSizes.A4);
  const width = page.getWidth() - 2 * MARGIN;
  let y = page.getHeight() - MARGIN;
  const line = (text: string, font: PDFFont, size: number, color = INK, x = MARGIN) => {
    y -= size * 1.35;
    page.drawText(writable(font, text), { x, y, size, font, color });
  };

  line("The Architect's Method", regular, 11, MUTED);
  y -= 6;
  for (const part of wrap(bold, 22, title, width)) line(part, bold, 22);
  y -= 6;
  line(`Stage ${data.project.currentStage} of 7`, regular, 12);
  line(`Created ${longDate(data.project.createdAt)}`, regular, 12);
  line(`Exported ${longDate(data.exportedAt)}`, regular, 12);
  const used = data.project.validationsUsed;
  line(used === 1 ? '1 validation used' : `${used} validations used`, regular, 12);
  if (data.complete) line('All seven stages are done: the first draft is built.', bold, 12);

  y -= 14;
  line('Stages', bold, 15);
  y -= 4;
  for (const stage of data.stages) {
    line(`Stage ${stage.number}`, bold, 12);
    page.drawText(`Weeks ${stage.weeks}`, { x: MARGIN + 90, y, size: 12, font: regular, color: MUTED });
    page.drawText(STATE_TEXT[stage.state], {
      x: MARGIN + 220,
      y,
      size: 12,
      font: stage.state === 'done' ? bold : regular,
      color: INK,
    });
    y -= 6;
  }
  return doc.save();
}
