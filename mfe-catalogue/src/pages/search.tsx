import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@publisher/shared-react/page-title';
import { parseSearch } from '@publisher/shared/contracts/book-query';
import { RESOURCES } from '../api-client/resources';
import { LoadError, Loading } from '../components/load-state';
import { SearchBox } from '../components/search-box';
import { useResource } from '../hooks/use-resource';
import { SEARCH } from '../strings/find';

/** /search?q= : books, stories, authors and music, best match first (decision 104). */
export default function SearchPage() {
  const [params] = useSearchParams();
  const parsed = parseSearch(params.get('q'));
  const q = parsed.ok ? parsed.q : null;
  const { state, retry } = useResource(q ? RESOURCES.search(q) : null);

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
                <Link to="/books">{SEARCH.browse}</Link>
              </p>
            </div>
          ) : (
            <>
              <p className="cat-search-count">{SEARCH.results(state.data.total, q)}</p>
              <ol className="cat-search-results" role="list">
                {state.data.results.map((r) => (
                  <li key={`${r.kind}:${r.slug}`} className="card cat-search-result">
                    <span className="cat-chip">{SEARCH.kinds[r.kind]}</span>
                    <h2>
                      <Link to={r.path}>{r.title}</Link>
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
