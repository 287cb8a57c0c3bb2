import type { Context, Hono } from 'hono';
import { METHOD_NAME_ALL } from 'hono/router';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { StoreUnavailableError } from '../ports/store-unavailable';

/** Every error the API sends: `{ error: "<a human sentence>" }`, plus any contract fields. */
export const jsonError = (
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  extra: Record<string, unknown> = {},
) => c.json({ ...extra, error }, status);

const HTTP_MESSAGES: Partial<Record<number, string>> = {
  400: 'The request could not be read. Please check it and try again.',
  401: 'Authentication is required.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  413: 'The request is too large.',
  415: 'Please send the request as JSON (Content-Type: application/json).',
};

export const STORE_UNAVAILABLE_MESSAGE =
  "We couldn't save or read your details just now. Please try again in a few minutes.";

/** A plain page for a form post (a browser shows it in place of the form's next page). */
const UNAVAILABLE_PAGE = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Please try again shortly</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main><h1>Please try again shortly</h1>
<p>${STORE_UNAVAILABLE_MESSAGE}</p><p><a href="/">Back to Ashgrove Press</a></p></main></body></html>`;

const isFormPost = (c: Context) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(c.req.header('content-type') ?? '');

/**
 * For app.onError: an HTTPException keeps its status (never a 500 for bad input) with a JSON
 * sentence; a store that cannot be used now (disk, lock, corrupt file) answers 503 with one log
 * line naming the file and cause; anything else is logged and answers a generic 500 without a
 * stack trace.
 */
export function handleError(err: Error, c: Context) {
  if (err instanceof HTTPException && err.status < 500) {
    // A JSON answer a middleware was given to send (bearerAuth's refusal, with its WWW-Authenticate) is sent as it is.
    if (err.res?.headers.get('content-type')?.startsWith('application/json')) return err.getResponse();
    // Hono's validator refuses a body that is not JSON before any schema runs.
    if (err.status === 400 && /^Malformed JSON/.test(err.message))
      return jsonError(c, 400, 'The request body is not valid JSON.');
    const challenge = err.res?.headers.get('WWW-Authenticate');
    if (challenge) c.header('WWW-Authenticate', challenge);
    return jsonError(
      c,
      err.status as ContentfulStatusCode,
      HTTP_MESSAGES[err.status] ?? 'The request could not be processed.',
    );
  }
  if (err instanceof StoreUnavailableError) {
    console.error(`[api] ${c.req.method} ${c.req.path}: ${err.message}`);
    // Short: the faults this covers (a lock, a full disk being cleared) pass in seconds or minutes.
    c.header('Retry-After', '30');
    c.header('Cache-Control', 'no-store');
    return isFormPost(c) ? c.html(UNAVAILABLE_PAGE, 503) : jsonError(c, 503, STORE_UNAVAILABLE_MESSAGE);
  }
  console.error('[api] unhandled error', err);
  return jsonError(c, 500, 'Something went wrong on our side. Please try again.');
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The methods (other than the request's) that `app` has a route for at `path`, not counting middleware. */
function otherMethods(app: Hono, method: string, path: string): string[] {
  const allowed = METHODS.filter(
    (m) => m !== method && app.router.match(m, path)[0].some(([[, route]]) => route.method !== METHOD_NAME_ALL),
  );
  return allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
}

/**
 * An API app's error answers: a path it serves asked with another method is a 405 naming the methods
 * it takes (Allow), any other path a 404, both as JSON sentences; errors go through handleError.
 */
export function apiErrors(app: Hono): void {
  app.notFound((c) => {
    const allowed = otherMethods(app, c.req.method, c.req.path);
    if (allowed.length === 0) return jsonError(c, 404, HTTP_MESSAGES[404]!);
    c.header('Allow', allowed.join(', '));
    return jsonError(c, 405, HTTP_MESSAGES[405]!);
  });
  app.onError(handleError);
}
