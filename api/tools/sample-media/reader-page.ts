import type { SamplePage } from './sample-pages';
import { escapeXml as esc } from './svg-art';

/*
 * The static sample viewer each sample book's Sample Reader URL points to: a few pages laid out
 * as a paper spread, no script (it is framed by /read/{slug} and must pass a strict CSP).
 */

export interface ReaderSpec {
  slug: string;
  title: string;
  author: string;
  language: 'en' | 'it';
  pages: readonly SamplePage[];
  downloads: ReadonlyArray<{ label: string; href: string }>;
}

export function readerHtml(spec: ReaderSpec): string {
  const pages = spec.pages
    .map(
      (page, i) => `    <article class="page" aria-label="Page ${i + 1}">
      <h2>${esc(page.heading)}</h2>
${page.paragraphs.map((p) => `      <p>${esc(p)}</p>`).join('\n')}
      <footer class="folio">${i + 1}</footer>
    </article>`,
    )
    .join('\n');
  const downloads = spec.downloads.map((d) => ` · <a href="${esc(d.href)}" download>${esc(d.label)}</a>`).join('');
  return `<!doctype html>
<html lang="${spec.language}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${esc(spec.title)} — Free sample</title>
  <link rel="stylesheet" href="../reader.css">
</head>
<body>
  <header class="reader-header">
    <p class="eyebrow">Free sample · Ashgrove Press</p>
    <h1>${esc(spec.title)}</h1>
    <p class="byline">${esc(spec.author)}</p>
  </header>
  <main class="pages">
${pages}
  </main>
  <footer class="reader-footer">
    <p>End of the free sample.</p>
    <p><a href="/books/${esc(spec.slug)}" target="_top">Back to the book</a>${downloads}</p>
  </footer>
</body>
</html>
`;
}

export const readerCss = `:root{color-scheme:light;--paper:#fbf7ee;--ink:#231f1a;--muted:#6b6257;--desk:#e8e1d3}
*{box-sizing:border-box}
body{margin:0;background:var(--desk);color:var(--ink);font:17px/1.6 Georgia,'Times New Roman',serif}
.reader-header,.reader-footer{text-align:center;padding:1.5rem 1rem .5rem}
.eyebrow{margin:0;font:600 .75rem/1.2 system-ui,sans-serif;letter-spacing:.12em;text-transform:uppercase;color:var(--muted)}
h1{margin:.3rem 0 0;font-size:1.9rem;font-weight:normal}
.byline{margin:.2rem 0 0;color:var(--muted);font-style:italic}
.pages{display:grid;gap:1.5rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,22rem),1fr));max-width:72rem;margin:1rem auto;padding:0 1rem}
.page{position:relative;background:var(--paper);padding:2.5rem 2.25rem 3rem;box-shadow:0 1px 2px rgba(0,0,0,.08),0 8px 24px rgba(0,0,0,.08);min-height:30rem}
.page h2{font-size:1.1rem;font-weight:normal;font-variant:small-caps;letter-spacing:.05em;margin:0 0 1.2rem;text-align:center}
.page p{margin:0;text-indent:1.4em;hyphens:auto}
.page h2+p{text-indent:0}
.folio{position:absolute;bottom:1rem;left:0;right:0;text-align:center;font-size:.8rem;color:var(--muted)}
.reader-footer{padding-bottom:2rem;color:var(--muted)}
a{color:#7a3d22}
`;
