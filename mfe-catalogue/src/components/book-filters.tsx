import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  BOOK_AVAILABILITY,
  BOOK_FORMATS,
  BOOK_SORTS,
  readBookQuery,
  type BookQuery,
} from '@publisher/shared/contracts/book-query';
import type { BookPage, Facet } from '@publisher/shared/contracts/book-query-schema';
import { useLang, useLocale, type Strings } from '../i18n/locale';

interface Choice {
  value: string;
  label: string;
  /** The label's language when it is not the page's (an English genre on an Italian page). */
  lang?: string;
}

function Select({
  name,
  label,
  any,
  value,
  choices,
  onPick,
}: {
  name: string;
  label: string;
  any?: string;
  value: string;
  choices: Choice[];
  onPick: (form: HTMLFormElement) => void;
}) {
  const id = useId();
  return (
    <div className="field cat-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(e) => onPick(e.currentTarget.form!)}>
        {any !== undefined && <option value="">{any}</option>}
        {choices.map((c) => (
          <option key={c.value} value={c.value} lang={c.lang}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The facet's choices with counts; the current value stays listed even when nothing matches it. */
function facetChoices(
  T: Strings['BOOK_FILTERS'],
  facets: readonly Facet[] | undefined,
  current: string | undefined,
  name: (label: string) => string = (label) => label,
  lang?: string,
): Choice[] {
  const choices: Choice[] = (facets ?? []).map((f) => ({
    value: f.value,
    label: T.withCount(name(f.label), f.count),
    lang,
  }));
  if (current && !choices.some((c) => c.value.toLowerCase() === current.toLowerCase()))
    choices.push({ value: current, label: name(current), lang });
  return choices;
}

/**
 * The filters of /books as a GET form: without JavaScript "Show books" submits it; with it, each
 * choice moves to its canonical URL straight away (the router, no reload), page 1 again.
 */
export function BookFilters({ query, facets }: { query: BookQuery; facets: BookPage['facets'] | undefined }) {
  const navigate = useNavigate();
  const { s, books, language } = useLocale();
  // Genres are the catalogue's English words: an Italian page marks them as English.
  const english = useLang()({}).lang;
  const T = s.BOOK_FILTERS;
  const go = (form: HTMLFormElement) => {
    const parsed = readBookQuery(new URLSearchParams(new FormData(form) as unknown as Record<string, string>));
    if (parsed.ok) navigate(books({ ...parsed.query, page: 1 }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(event.currentTarget);
  };
  return (
    <form method="get" action={books({})} className="card cat-filters" aria-label={T.formLabel} onSubmit={onSubmit}>
      <Select
        name="genre"
        label={T.genre}
        any={T.anyGenre}
        value={query.genre ?? ''}
        choices={facetChoices(T, facets?.genres, query.genre, undefined, english)}
        onPick={go}
      />
      <Select
        name="language"
        label={T.language}
        any={T.anyLanguage}
        value={query.language ?? ''}
        choices={facetChoices(T, facets?.languages, query.language, language)}
        onPick={go}
      />
      <Select
        name="author"
        label={T.author}
        any={T.anyAuthor}
        value={query.author ?? ''}
        choices={facetChoices(T, facets?.authors, query.author)}
        onPick={go}
      />
      <Select
        name="format"
        label={T.format}
        any={T.anyFormat}
        value={query.format ?? ''}
        choices={BOOK_FORMATS.map((f) => ({ value: f, label: T.formats[f] }))}
        onPick={go}
      />
      <Select
        name="availability"
        label={T.availability}
        any={T.anyAvailability}
        value={query.availability ?? ''}
        choices={BOOK_AVAILABILITY.map((a) => ({ value: a, label: T.availabilities[a] }))}
        onPick={go}
      />
      <Select
        name="sort"
        label={T.sort}
        value={query.sort}
        choices={BOOK_SORTS.map((s) => ({ value: s, label: T.sorts[s] }))}
        onPick={go}
      />
      <div className="cat-filter-actions">
        <button type="submit" className="button secondary">
          {T.apply}
        </button>
      </div>
    </form>
  );
}
