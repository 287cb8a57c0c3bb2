import type { Book, BookSummary } from '@publisher/shared/contracts/content';
import { useLocale } from '../i18n/locale';

type Fact = [label: string, value: string | number | null];

/** A card has a summary (genre, language, pages); the book page has the full record. */
type BookFactsProps = { book: BookSummary; full?: false } | { book: Book; full: true };

/** Genre, language and pages (and on the book page, ISBN and publication date) as a definition list. */
export function BookFacts(props: BookFactsProps) {
  const { book } = props;
  const { s, day, language } = useLocale();
  const { COMMON } = s;
  const facts: Fact[] = [
    [COMMON.genre, book.genre],
    [COMMON.language, book.language ? language(book.language) : null],
    [COMMON.pages, book.pages],
  ];
  if (props.full) facts.push([COMMON.isbn, props.book.isbn], [COMMON.published, day(props.book.publicationDate)]);
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
