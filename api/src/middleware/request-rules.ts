import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  BODY_LIMIT,
  FORM_CONTENT_TYPES,
  WEBHOOK_BODY_LIMIT,
  isFormPostPath,
  isOneClickPath,
  isWebhookPath,
} from './edge-allow-list';
import { jsonError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const pathOf = (url: string) => new URL(url).pathname;
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/** A body is on its way: a chunked one, or a Content-Length above zero. */
const hasBody = (c: Context) =>
  c.req.header('transfer-encoding') !== undefined || Number(c.req.header('content-length') ?? '0') > 0;

/**
 * Every early refusal (403, 415, 413) answers before the body is read, or after reading only part
 * of it. The bytes left on the socket would be taken for the next request, and @hono/node-server
 * gives up draining them after 0.5 s and destroys a socket the answer had called keep-alive: the
 * client's next request on it is lost (UND_ERR_SOCKET, or no answer at all). So a refusal with a
 * body says `Connection: close`: the client opens a fresh connection instead. Draining instead
 * would let any client make the server read an unbounded body for nothing; a refusal is rare, so
 * one reconnect costs little.
 */
export function refuse(c: Context, status: 403 | 413 | 415, message: string): Response {
  if (hasBody(c)) c.header('Connection', 'close');
  return jsonError(c, status, message);
}

/**
 * Cross-site request refusal for every state-changing request (hono/csrf does not look at
 * JSON posts). A browser always sends Sec-Fetch-Site and/or Origin on such requests; a
 * request carrying neither is not from a browser and cannot ride a visitor's cookies.
 */
export function sameOriginOnly(trustedOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const path = pathOf(c.req.url);
    if (SAFE_METHODS.has(c.req.method) || isWebhookPath(path) || isOneClickPath(path)) return next();
    const origin = c.req.header('origin');
    if (origin && trustedOrigins.includes(origin)) return next();
    const site = c.req.header('sec-fetch-site');
    const here = new URL(c.req.url).host;
    let sameHost = true;
    if (origin !== undefined) {
      try {
        sameHost = origin !== 'null' && new URL(origin).host === here;
      } catch {
        sameHost = false;
      }
    }
    if ((site && site !== 'same-origin' && site !== 'none') || !sameHost) {
      return refuse(c, 403, 'This request must come from the Ashgrove Press website.');
    }
    return next();
  };
}

/** POSTs (and any request with a body) must be JSON, except webhooks and the sandbox's form posts. */
export function jsonOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const path = pathOf(c.req.url);
    if (isWebhookPath(path)) return next();
    const type = mediaType(c.req.header('content-type'));
    if (isFormPostPath(path) && (FORM_CONTENT_TYPES as readonly string[]).includes(type)) return next();
    if (c.req.method !== 'POST' && c.req.raw.body === null) return next();
    if (type !== 'application/json') {
      return refuse(c, 415, 'Please send the request as JSON (Content-Type: application/json).');
    }
    return next();
  };
}

/**
 * Refuses on Content-Length before reading a byte; a chunked body (no length) is read up to the
 * limit, then refused. Either way the answer closes the connection (see refuse above).
 */
const limitFor = (maxSize: number): MiddlewareHandler => {
  const tooLarge = (c: Context) =>
    refuse(c, 413, `The request is too large (the limit is ${Math.round(maxSize / 1024)} KB).`);
  const readUpToLimit = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined && Number(declared) > maxSize)
      return tooLarge(c);
    return readUpToLimit(c, next);
  };
};

/** 64 KB for every body; webhooks get 512 KB (Stripe events can be large). */
export function bodySizeLimit(): MiddlewareHandler {
  const normal = limitFor(BODY_LIMIT);
  const webhook = limitFor(WEBHOOK_BODY_LIMIT);
  return (c, next) =>
    SAFE_METHODS.has(c.req.method) ? next() : (isWebhookPath(pathOf(c.req.url)) ? webhook : normal)(c, next);
}

/**
 * The three rules above as one middleware, in the same order. GETs (every page, file and
 * content read) skip them all: one step in the chain instead of three.
 */
export function requestRules(trustedOrigins: readonly string[]): MiddlewareHandler {
  const rules = [sameOriginOnly(trustedOrigins), jsonOnly(), bodySizeLimit()];
  const run = async (c: Context, next: Next, i: number): Promise<void> => {
    const rule = rules[i];
    if (!rule) return next();
    // As Hono's compose does: a rule that answers (403, 415, 413) sets the response.
    const res = await rule(c, () => run(c, next, i + 1));
    if (res instanceof Response && !c.finalized) c.res = res;
  };
  return (c, next) => (SAFE_METHODS.has(c.req.method) ? next() : run(c, next, 0));
}
