/*
 * Generated artwork for the sample catalogue: book covers (400×600), author portraits
 * (400×400), story covers (600×400) and music artwork (600×600). Every SVG carries width,
 * height and a viewBox so the page can reserve its box before it loads (no layout shift).
 */

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>\n`;
}

function gradient(id: string, top: string, bottom: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`;
}

/** Splits a title over lines of about `max` characters. */
function lines(title: string, max: number): string[] {
  const out: string[] = [];
  for (const word of title.split(' ')) {
    const last = out.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= max) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

function textBlock(texts: string[], x: number, y: number, size: number, fill: string, gap = 1.15): string {
  return texts
    .map(
      (t, i) =>
        `<text x="${x}" y="${y + i * size * gap}" font-family="Georgia,'Times New Roman',serif" font-size="${size}" fill="${fill}" text-anchor="middle">${escapeXml(t)}</text>`,
    )
    .join('');
}

export interface CoverSpec {
  title: string;
  author: string;
  top: string;
  bottom: string;
  ink: string;
  /** Title colour: light on dark covers, dark on light ones (contrast). */
  titleInk?: string;
  /** SVG shapes drawn in the upper part of the cover (400×600 space). */
  motif: string;
}

export function coverSvg(spec: CoverSpec): string {
  const titleLines = lines(spec.title, 16);
  const size = titleLines.length > 2 ? 36 : 44;
  const y = 430 - (titleLines.length - 1) * size * 0.6;
  return svg(
    400,
    600,
    `Cover of ${spec.title} by ${spec.author}`,
    `${gradient('g', spec.top, spec.bottom)}<rect width="400" height="600" fill="url(#g)"/>${spec.motif}` +
      `<rect x="24" y="24" width="352" height="552" fill="none" stroke="${spec.ink}" stroke-opacity=".35"/>` +
      textBlock(titleLines, 200, y, size, spec.titleInk ?? '#f7f1e3') +
      textBlock([spec.author], 200, 540, 20, spec.ink) +
      textBlock(['ASHGROVE PRESS'], 200, 570, 11, spec.ink),
  );
}

export function portraitSvg(name: string, background: string, tone: string, accent: string): string {
  const initials = name
    .split(' ')
    .map((p) => p[0] ?? '')
    .join('');
  return svg(
    400,
    400,
    `Portrait of ${name}`,
    `<rect width="400" height="400" fill="${background}"/>` +
      `<circle cx="200" cy="160" r="72" fill="${tone}"/>` +
      `<path d="M70 400c10-95 62-150 130-150s120 55 130 150z" fill="${tone}"/>` +
      `<circle cx="330" cy="70" r="34" fill="${accent}" opacity=".85"/>` +
      `<text x="330" y="80" font-family="Georgia,serif" font-size="28" fill="${background}" text-anchor="middle">${escapeXml(initials)}</text>`,
  );
}

export function landscapeSvg(title: string, top: string, bottom: string, motif: string): string {
  return svg(
    600,
    400,
    `Illustration for ${title}`,
    `${gradient('g', top, bottom)}<rect width="600" height="400" fill="url(#g)"/>${motif}`,
  );
}

export function squareArtSvg(title: string, artist: string, top: string, bottom: string, motif: string): string {
  return svg(
    600,
    600,
    `Artwork for ${title} by ${artist}`,
    `${gradient('g', top, bottom)}<rect width="600" height="600" fill="url(#g)"/>${motif}` +
      textBlock([title], 300, 520, 38, '#f7f1e3') +
      textBlock([artist], 300, 560, 20, '#e6d8b8'),
  );
}
