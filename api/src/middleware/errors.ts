import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every error the API sends: `{ error: "<a human sentence>" }`, plus any contract fields. */
export const jsonError = (c: Context, status: ContentfulStatusCode, error: string, extra: Record<string, unknown> = {}) =>
  c.json({ ...extra, error }, status);

const HTTP_MESSAGES: Partial<Record<number, string>> = {
  400: 'The request could not be read. Please check it and try again.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  413: 'The request is too large.',
  415: 'Please send the request as JSON (Content-Type: application/json).',
};

/**
 * For app.onError: an HTTPException keeps its status (never a 500 for bad input) with a JSON
 * sentence; anything else is logged and answers a generic 500 without a stack trace.
 */
export function handleError(err: Error, c: Context) {
  if (err instanceof HTTPException && err.status < 500) {
    return jsonError(c, err.status as ContentfulStatusCode, HTTP_MESSAGES[err.status] ?? 'The request could not be processed.');
  }
  console.error('[api] unhandled error', err);
  return jsonError(c, 500, 'Something went wrong on our side. Please try again.');
}
