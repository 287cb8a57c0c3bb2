import type { PageSource } from './crownless-text';

/* Page artwork as SVG (600 × 900), drawn from text so the pages stay small and sharp. */

const W = 600;
const H = 900;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Greedy word wrap by character count (the serif face averages ~0.5 em per glyph). */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > maxChars && line) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines;
}

const frame = (
  inner: string,
  pageNumber: number | null,
  edition: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<rect width="${W}" height="${H}" fill="#f7f1e3"/>
<rect x="24" y="24" width="${W - 48}" height="${H - 48}" fill="none" stroke="#c9b98f" stroke-width="1.5"/>
${inner}
${pageNumber === null ? '' : `<text x="${W / 2}" y="${H - 48}" text-anchor="middle" font-family="Georgia, serif" font-size="16" fill="#6b5d3f">${pageNumber}</text>`}
<text x="${W - 40}" y="${H - 48}" text-anchor="end" font-family="Georgia, serif" font-size="11" fill="#a8997a">${esc(edition)}</text>
</svg>
`;

const textBlock = (
  lines: string[],
  x: number,
  y: number,
  size: number,
  lead: number,
  anchor = 'start',
  colour = '#2b2418',
) =>
  lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * lead}" text-anchor="${anchor}" font-family="Georgia, serif" font-size="${size}" fill="${colour}">${esc(l)}</text>`,
    )
    .join('\n');

function cover(p: PageSource, edition: string): string {
  const flakes = Array.from({ length: 28 }, (_, i) => {
    const x = (i * 137) % W;
    const y = (i * 211) % 520;
    return `<circle cx="${x}" cy="${y + 40}" r="${(i % 3) + 1.5}" fill="#e8eef2" opacity="0.8"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f3a33"/><stop offset="1" stop-color="#0d1b2a"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${flakes}
<path d="M0 640 L600 600 L600 900 L0 900 Z" fill="#dfe7ea"/>
<path d="M210 330 L240 260 L270 310 L300 230 L330 310 L360 260 L390 330 Z" fill="none" stroke="#d9b45a" stroke-width="6" stroke-linejoin="round"/>
<path d="M300 230 L292 300" stroke="#0d1b2a" stroke-width="8"/>
<text x="${W / 2}" y="450" text-anchor="middle" font-family="Georgia, serif" font-size="72" letter-spacing="6" fill="#f3e9d2">${esc(p.text.toUpperCase())}</text>
<text x="${W / 2}" y="500" text-anchor="middle" font-family="Georgia, serif" font-size="24" fill="#d9b45a">Elena Marchetti</text>
<text x="${W / 2}" y="820" text-anchor="middle" font-family="Georgia, serif" font-size="18" fill="#1f3a33">${esc(edition)}</text>
</svg>
`;
}

function map(p: PageSource, n: number, edition: string): string {
  const places = p.text.split('|');
  const pts = [
    [120, 700],
    [220, 560],
    [330, 470],
    [430, 330],
    [480, 200],
  ] as const;
  const route = pts.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join(' ');
  const labels = places
    .map(
      (name, i) =>
        `<circle cx="${pts[i]![0]}" cy="${pts[i]![1]}" r="7" fill="#1f3a33"/><text x="${pts[i]![0] + 14}" y="${pts[i]![1] + 5}" font-family="Georgia, serif" font-size="18" fill="#2b2418">${esc(name)}</text>`,
    )
    .join('\n');
  const inner = `${textBlock([p.heading ?? ''], W / 2, 100, 30, 0, 'middle')}
<rect x="60" y="140" width="480" height="640" fill="#e4edf0" stroke="#9fb3ba"/>
<path d="${route}" fill="none" stroke="#9c3d2e" stroke-width="3" stroke-dasharray="10 8"/>
${labels}`;
  return frame(inner, n, edition);
}

/** One page's SVG. `n` is the printed page number (null on covers). */
export function renderPage(p: PageSource, n: number, edition: string): string {
  switch (p.kind) {
    case 'cover':
      return cover(p, edition);
    case 'title':
      return frame(
        `${textBlock(['CROWNLESS'], W / 2, 360, 56, 0, 'middle')}\n${textBlock([p.text], W / 2, 420, 22, 0, 'middle', '#6b5d3f')}\n${textBlock(['ASHGROVE PRESS · LONDON'], W / 2, 760, 16, 0, 'middle', '#6b5d3f')}`,
        null,
        edition,
      );
    case 'contents':
      return frame(
        `${textBlock([p.heading ?? ''], W / 2, 130, 32, 0, 'middle')}\n${textBlock(p.text.split('|'), 90, 210, 22, 46)}`,
        n,
        edition,
      );
    case 'map':
      return map(p, n, edition);
    case 'listen':
    case 'prose': {
      const head = p.heading ? wrap(p.heading, 34) : [];
      const body = wrap(p.text, 44);
      const top = 110 + head.length * 40 + (head.length ? 30 : 0);
      const note =
        p.kind === 'listen'
          ? `<path d="M270 620 v-90 l80 -20 v90" fill="none" stroke="#1f3a33" stroke-width="6"/><circle cx="258" cy="622" r="16" fill="#1f3a33"/><circle cx="338" cy="602" r="16" fill="#1f3a33"/>`
          : '';
      return frame(`${textBlock(head, 60, 110, 28, 40)}\n${textBlock(body, 60, top, 22, 38)}\n${note}`, n, edition);
    }
  }
}
