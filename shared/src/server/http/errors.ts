import type { Context } from 'hono';
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
    // Hono's validator refuses a body that is not JSON before any schema runs.
    if (err.status === 400 && /^Malformed JSON/.test(err.message))
      return jsonError(c, 400, 'The request body is not valid JSON.');
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
