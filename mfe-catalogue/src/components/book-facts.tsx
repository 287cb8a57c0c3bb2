import type { Book, BookSummary } from '@publisher/shared/contracts/content';
import { useLang, useLocale } from '../i18n/locale';

/** A label, its value, and the value's language where it is the catalogue's English word on another language's page. */
type Fact = [label: string, value: string | number | null, lang?: { lang?: string }];

/** A card has a summary (genre, language, pages); the book page has the full record. */
type BookFactsProps = { book: BookSummary; full?: false } | { book: Book; full: true };

/** Genre, language and pages (and on the book page, ISBN and publication date) as a definition list. */
export function BookFacts(props: BookFactsProps) {
  const { book } = props;
  const { s, day, language } = useLocale();
  const lang = useLang();
  const { COMMON } = s;
  const facts: Fact[] = [
    // The genre is the catalogue's own (English) word: an Italian page marks it as English.
    [COMMON.genre, book.genre, lang({})],
    [COMMON.language, book.language ? language(book.language) : null],
    [COMMON.pages, book.pages],
  ];
  if (props.full) facts.push([COMMON.isbn, props.book.isbn], [COMMON.published, day(props.book.publicationDate)]);
  const shown = facts.filter(([, v]) => v !== null && v !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="cat-facts">
      {shown.map(([label, value, attrs]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd {...attrs}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
