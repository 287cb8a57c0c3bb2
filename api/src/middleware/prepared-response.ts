/*
 * Responses a route builds whole: body, status and every header (the security set included)
 * in one plain object, the encoding already negotiated. @hono/node-server writes such a
 * Response straight to the socket; any header added later through `c.header()` (or a
 * replaced `c.res`) makes it rebuild the Response and stream its body, several times slower.
 * So the wrapping middleware (security headers, compression, caching) leave these alone.
 */

/** Where a prepared response keeps the header set it carries (a property: cheaper than a WeakMap). */
const PREPARED = Symbol('prepared with');
type Marked = Response & { [PREPARED]?: object };

/**
 * A Response with all its headers at once, marked as prepared with `carries` (the security
 * header set it includes, so that middleware can tell it is this app's set).
 */
export function preparedResponse(
  body: Uint8Array | null,
  status: number,
  headers: Readonly<Record<string, string>>,
  carries: object,
): Response {
  // BodyInit's typing lags behind Uint8Array<ArrayBufferLike>; any Uint8Array is a valid body.
  const res: Marked = new Response(body as BodyInit | null, { status, headers });
  res[PREPARED] = carries;
  return res;
}

/** The header set this response was prepared with, or undefined for an ordinary response. */
export const preparedWith = (res: Response): object | undefined => (res as Marked)[PREPARED];
