import type { SamplePage } from './sample-pages';

/*
 * A small, valid PDF 1.4: A5 pages, the standard Times fonts (no embedding needed) with
 * WinAnsiEncoding so Italian accents and guillemets print, and a byte-exact xref table.
 */

const WIN_ANSI: Record<string, number> = {
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  '…': 0x85,
};

/** Text as a PDF string literal's bytes (Latin-1 plus the WinAnsi extras), escaped. */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = WIN_ANSI[ch] ?? ch.charCodeAt(0);
    const byte = code <= 0xff ? String.fromCharCode(code) : '?';
    out += byte === '(' || byte === ')' || byte === '\\' ? `\\${byte}` : byte;
  }
  return `(${out})`;
}

/** Greedy word wrap: Times at 11 pt averages about 5 pt a character. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function pageStream(page: SamplePage, folio: string): string {
  const ops = ['BT', '/F2 14 Tf', '50 530 Td', `${pdfString(page.heading)} Tj`, '/F1 11 Tf', '15 TL', 'T*'];
  for (const paragraph of page.paragraphs) {
    for (const line of wrap(paragraph, 62)) ops.push(`${pdfString(line)} '`);
    ops.push('T*');
  }
  ops.push('ET', 'BT', '/F1 9 Tf', '200 30 Td', `${pdfString(folio)} Tj`, 'ET');
  return ops.join('\n');
}

export function buildPdf(meta: { title: string; author: string }, pages: readonly SamplePage[]): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  const pageIds = pages.map((_, i) => 5 + i * 2);
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Times-Bold /Encoding /WinAnsiEncoding >>');
  pages.forEach((page, i) => {
    const stream = pageStream(page, `${meta.title} · ${i + 1}`);
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + i * 2} 0 R >>`,
    );
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  });
  const infoId = objects.length + 1;
  add(
    `<< /Title ${pdfString(meta.title)} /Author ${pdfString(meta.author)} /Producer (Ashgrove Press sample generator) >>`,
  );

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
