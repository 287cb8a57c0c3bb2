import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLocale } from '../i18n/locale';

/**
 * A GET form to /search: without JavaScript the browser submits it; with it, the router moves to
 * the same URL without reloading the page.
 */
export function SearchBox({ initial = '' }: { initial?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const { s, to } = useLocale();
  const { SEARCH } = s;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(to(q ? `/search?${new URLSearchParams({ q })}` : '/search'));
  };
  return (
    <form role="search" method="get" action={to('/search')} className="cat-search" onSubmit={onSubmit}>
      <label htmlFor={`${id}-q`}>{SEARCH.label}</label>
      <div className="cat-search-row">
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          defaultValue={initial}
          maxLength={200}
          placeholder={SEARCH.placeholder}
          enterKeyHint="search"
        />
        <button type="submit" className="button">
          {SEARCH.submit}
        </button>
      </div>
    </form>
  );
}
