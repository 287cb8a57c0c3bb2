import type { Book } from '@publisher/shared/contracts/content';
import { formatDay } from '../lib/format';
import { COMMON } from '../strings/common';

type Fact = [label: string, value: string | number | null];

/** Genre, language and pages (and on the book page, ISBN and publication date) as a definition list. */
export function BookFacts({ book, full = false }: { book: Book; full?: boolean }) {
  const facts: Fact[] = [
    [COMMON.genre, book.genre],
    [COMMON.language, book.language],
    [COMMON.pages, book.pages],
  ];
  if (full) facts.push([COMMON.isbn, book.isbn], [COMMON.published, formatDay(book.publicationDate)]);
  const shown = facts.filter(([, v]) => v !== null && v !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="cat-facts">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
