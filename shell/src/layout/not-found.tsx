import { Link, useLocation } from 'react-router-dom';
import { RouteTitle } from './route-title';
import { CHROME_LANG } from './chrome-lang';

export function NotFound() {
  const { pathname } = useLocation();
  return (
    <section className="page not-found" lang={CHROME_LANG}>
      <RouteTitle title="Page not found" />
      <h1>Page not found</h1>
      <p>
        There is no page at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
      </p>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/books">browse our books</Link>.
      </p>
    </section>
  );
}
