import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The spec's generic page for routing failures. */
export function RouteError() {
  const error = useRouteError();
  return (
    <main id="main" className="page route-error">
      <h1>Unexpected Application Error!</h1>
      <p className="error-message">{messageOf(error)}</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  );
}
