import type { Book } from '@publisher/shared/contracts/content';
import { presentLinks } from '../lib/links';
import { READER } from '../strings/reader';

/** Download buttons for the sample and full PDF / EPUB, each only when present. */
export function Downloads({ book }: { book: Book }) {
  const files = presentLinks([
    [READER.samplePdf, book.samplePdfUrl],
    [READER.sampleEpub, book.sampleEpubUrl],
    [READER.fullPdf, book.fullPdfUrl],
    [READER.fullEpub, book.fullEpubUrl],
  ]);
  if (files.length === 0) return null;
  return (
    <section className="cat-downloads" aria-labelledby="reader-downloads">
      <h2 id="reader-downloads">{READER.downloads}</h2>
      <ul className="cat-actions" role="list">
        {files.map((f) => (
          <li key={f.label}>
            <a href={f.href} className="button secondary" download>
              {f.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
