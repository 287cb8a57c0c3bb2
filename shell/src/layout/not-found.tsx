import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = 'Page not found | Ashgrove Press';
  }, []);
  return (
    <section className="page not-found">
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
