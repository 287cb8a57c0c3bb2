import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { ConsentProvider } from '../consent/consent-context';
import { Header } from './header';
import { Footer } from './footer';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The spec's generic page for routing failures, inside the site's header and footer. */
export function RouteError() {
  const error = useRouteError();
  return (
    <ConsentProvider>
      <Header />
      <main id="main" className="page route-error">
        <h1>Unexpected Application Error!</h1>
        <p className="error-message">{messageOf(error)}</p>
        <p>
          <Link to="/">Back to the home page</Link>
        </p>
      </main>
      <Footer />
    </ConsentProvider>
  );
}
