import { strToU8, zipSync } from 'fflate';
import type { SamplePage } from './sample-pages';

/*
 * A minimal valid EPUB 3: mimetype first and stored, container.xml, a package document with
 * the required metadata, a navigation document, one XHTML file per page and a stylesheet,
 * zipped by fflate. A fixed timestamp keeps the output byte-for-byte reproducible.
 */

/** 2026-01-01 00:00 in local time: fflate writes the ZIP's MS-DOS time from local fields. */
const MTIME = new Date(2026, 0, 1);

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface EpubMeta {
  id: string;
  title: string;
  author: string;
  language: string;
}

function xhtml(lang: string, title: string, body: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${lang}" xml:lang="${lang}">
<head><meta charset="utf-8"/><title>${esc(title)}</title><link rel="stylesheet" href="style.css"/></head>
<body>
${body}
</body>
</html>
`;
}

export function buildEpub(meta: EpubMeta, pages: readonly SamplePage[]): Buffer {
  const chapters = pages.map((page, i) => ({
    file: `page-${i + 1}.xhtml`,
    page,
  }));
  const opf = `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${meta.language}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">urn:ashgrove-press:${esc(meta.id)}</dc:identifier>
    <dc:title>${esc(meta.title)}</dc:title>
    <dc:creator>${esc(meta.author)}</dc:creator>
    <dc:language>${meta.language}</dc:language>
    <dc:publisher>Ashgrove Press</dc:publisher>
    <meta property="dcterms:modified">2026-01-01T00:00:00Z</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="css" href="style.css" media-type="text/css"/>
${chapters.map((c, i) => `    <item id="p${i + 1}" href="${c.file}" media-type="application/xhtml+xml"/>`).join('\n')}
  </manifest>
  <spine>
${chapters.map((_, i) => `    <itemref idref="p${i + 1}"/>`).join('\n')}
  </spine>
</package>
`;
  const nav = xhtml(
    meta.language,
    meta.title,
    `<nav epub:type="toc" id="toc"><h1>${esc(meta.title)}</h1><ol>
${chapters.map((c) => `<li><a href="${c.file}">${esc(c.page.heading)}</a></li>`).join('\n')}
</ol></nav>`,
  );
  const container = `<?xml version="1.0" encoding="utf-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`;
  const css =
    'body{font-family:Georgia,serif;line-height:1.5;margin:1em}h1{font-size:1.3em}p{text-indent:1.2em;margin:0}\n';
  const pageFiles = chapters.map((c) => [
    `OEBPS/${c.file}`,
    strToU8(
      xhtml(
        meta.language,
        c.page.heading,
        `<h1>${esc(c.page.heading)}</h1>\n${c.page.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n')}`,
      ),
    ),
  ]);
  return Buffer.from(
    zipSync(
      {
        // Keys keep their order: the mimetype entry comes first, stored (level 0) as EPUB requires.
        mimetype: [strToU8('application/epub+zip'), { level: 0 }],
        'META-INF/container.xml': strToU8(container),
        'OEBPS/content.opf': strToU8(opf),
        'OEBPS/nav.xhtml': strToU8(nav),
        'OEBPS/style.css': strToU8(css),
        ...Object.fromEntries(pageFiles),
      },
      { mtime: MTIME },
    ),
  );
}
