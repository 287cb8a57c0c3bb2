import type { FlipbookManifest } from '@publisher/shared/server/ports/flipbooks';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The viewer page, rendered on the server. No inline script or style (the CSP allows neither):
 * behaviour comes from viewer.js, looks from viewer.css, both beside the page. Relative URLs,
 * so the page must be served at /flipbooks/<slug>/ (with the trailing slash).
 */
export function renderFlipbookPage(book: FlipbookManifest): string {
  const total = book.pages.length;
  const pages = book.pages
    .map(
      (p, i) => `      <figure class="page" data-page aria-label="Page ${i + 1} of ${total}">
        <img src="${esc(p.file)}" alt="${esc(p.alt)}" width="600" height="900"${i > 1 ? ' loading="lazy"' : ''} />
      </figure>`,
    )
    .join('\n');
  const audio = book.audio.length
    ? `    <section class="audio" aria-labelledby="listen-title">
      <h2 id="listen-title">Listen</h2>
${book.audio
  .map(
    (a) => `      <figure>
        <figcaption>${esc(a.title)}</figcaption>
        <audio controls preload="metadata" src="${esc(a.file)}">Your browser cannot play this audio.</audio>
      </figure>`,
  )
  .join('\n')}
    </section>`
    : '';
  return `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <meta name="robots" content="noindex, nofollow" />
  <title>${esc(book.title)} – ${esc(book.edition)}</title>
  <link rel="stylesheet" href="viewer.css" />
</head>
<body>
  <main class="flipbook" data-flipbook aria-labelledby="flipbook-title">
    <h1 id="flipbook-title">${esc(book.title)} <span>${esc(book.edition)}</span></h1>
    <div class="stage" data-stage role="region" aria-roledescription="flipbook" aria-label="${esc(book.title)} pages">
${pages}
    </div>
    <nav class="controls" aria-label="Page navigation">
      <button type="button" data-action="prev">&#8249; Previous page</button>
      <p class="counter" aria-live="polite">Page <span data-current>1</span> of ${total}</p>
      <button type="button" data-action="next">Next page &#8250;</button>
    </nav>
    <p class="sr-only">Use the left and right arrow keys to turn the pages.</p>
${audio}
    <p class="licence">© Ashgrove Press. For personal reading only.</p>
  </main>
  <script type="module" src="viewer.js"></script>
</body>
</html>
`;
}
