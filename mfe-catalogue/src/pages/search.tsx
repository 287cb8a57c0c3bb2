import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@publisher/shared-react/page-title';
import { bookQueryString, parseSearch } from '@publisher/shared/contracts/book-query';
import type { SearchResult } from '@publisher/shared/contracts/book-query-schema';
import { RESOURCES } from '../api-client/resources';
import { LoadError, Loading } from '../components/load-state';
import { SearchBox } from '../components/search-box';
import { useResource } from '../hooks/use-resource';
import { ITALIAN_LIST } from '../i18n/editions';
import { useLang, useLocale } from '../i18n/locale';

/** /search?q= : books, stories, authors and music, best match first (decision 104). */
export function SearchPage() {
  const [params] = useSearchParams();
  const parsed = parseSearch(params.get('q'));
  const q = parsed.ok ? parsed.q : null;
  const { state, retry } = useResource(q ? RESOURCES.search(q) : null);
  // The books of the Italian list, to mark their titles as Italian (a result names no language).
  const italianList = useResource(q ? RESOURCES.books(bookQueryString({ language: ITALIAN_LIST })) : null).state;
  const italian = new Set(italianList.status === 'ready' ? italianList.data.books.map((b) => b.slug) : []);
  const lang = useLang();
  /** A result's language: a book's from the Italian list, stories and authors in English, music unknown. */
  const written = (r: SearchResult) =>
    r.kind === 'book'
      ? { language: italian.has(r.slug) ? ITALIAN_LIST : 'English' }
      : r.kind === 'music'
        ? { language: null }
        : {};
  const { s, to, books } = useLocale();
  const { SEARCH } = s;

  return (
    <section className="page cat-search-page">
      {q && <PageTitle title={SEARCH.titleFor(q)} />}
      <h1>{SEARCH.heading}</h1>
      <SearchBox key={q ?? ''} initial={q ?? ''} />
      {!parsed.ok && (
        <p className="notice error" role="alert">
          {SEARCH.tooLong}
        </p>
      )}
      {parsed.ok && !q && <p className="muted">{SEARCH.prompt}</p>}
      {q && state.status === 'loading' && <Loading text={SEARCH.loading} />}
      {q && state.status === 'error' && <LoadError text={SEARCH.error} onRetry={retry} />}
      {q && state.status === 'ready' && (
        <div aria-live="polite">
          {state.data.total === 0 ? (
            <div className="notice cat-empty">
              <p>{SEARCH.none(q)}</p>
              <p>
                <Link to={books({})}>{SEARCH.browse}</Link>
              </p>
            </div>
          ) : (
            <>
              <p className="cat-search-count">{SEARCH.results(state.data.total, q)}</p>
              <ol className="cat-search-results" role="list">
                {state.data.results.map((r) => (
                  <li key={`${r.kind}:${r.slug}`} className="card cat-search-result">
                    <span className="cat-chip">{SEARCH.kinds[r.kind]}</span>
                    <h2 {...lang(written(r))}>
                      <Link to={to(r.path)}>{r.title}</Link>
                    </h2>
                    {r.detail && <p className="muted">{r.detail}</p>}
                  </li>
                ))}
              </ol>
              {state.data.total > state.data.results.length && (
                <p className="muted">{SEARCH.more(state.data.results.length)}</p>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
