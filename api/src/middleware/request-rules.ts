import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import {
  BODY_LIMIT,
  FORM_CONTENT_TYPES,
  WEBHOOK_BODY_LIMIT,
  isFormPostPath,
  isOneClickPath,
  isWebhookPath,
} from './edge-allow-list';
import { jsonError } from '@publisher/shared/server/http/errors';

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

const CROSS_SITE = 'This request must come from the Ashgrove Press website.';

/** The request's own host (the scheme may differ behind a proxy that ends TLS); never the opaque `null`. */
const sameHost = (origin: string, c: Context) => {
  try {
    return origin !== 'null' && new URL(origin).host === new URL(c.req.url).host;
  } catch {
    return false;
  }
};
const siteOk = (site: string | undefined) => site === undefined || site === 'same-origin' || site === 'none';

/**
 * hono/csrf judges only the bodies an HTML form can send (a JSON post from another site needs a
 * CORS preflight this app never grants); the house rule refuses any cross-site write, so every
 * request is put to it as a text/plain one. Its handlers see this view, which is all they read.
 */
const asFormPost = (c: Context) =>
  ({
    req: {
      method: c.req.method,
      url: c.req.url,
      header: (name: string) => (name.toLowerCase() === 'content-type' ? 'text/plain' : c.req.header(name)),
    },
  }) as unknown as Context;

/**
 * Cross-site request refusal for every state-changing request, by hono/csrf with the house rules:
 * a configured trusted origin passes; otherwise Origin (when sent) must name this host and
 * Sec-Fetch-Site (when sent) must say same-origin or none, both (hono/csrf alone lets either
 * one vouch for the other). The refusal is the house's 403 JSON.
 */
export function sameOriginOnly(trustedOrigins: readonly string[]): MiddlewareHandler {
  const check = csrf({
    origin: (origin, c) =>
      trustedOrigins.includes(origin) || (sameHost(origin, c) && siteOk(c.req.header('sec-fetch-site'))),
    secFetchSite: (site, c) => {
      const origin = c.req.header('origin');
      return siteOk(site) && (origin === undefined || sameHost(origin, c));
    },
  });
  return async (c, next) => {
    try {
      await check(asFormPost(c), async () => undefined);
    } catch (error) {
      if (error instanceof HTTPException) return refuse(c, 403, CROSS_SITE);
      throw error;
    }
    return next();
  };
}

/** Bodies must be JSON, except the sandbox's and the sign-in link's form posts. */
export function jsonOnly(): MiddlewareHandler {
  return async (c, next) => {
    const path = pathOf(c.req.url);
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
  return (c, next) => (isWebhookPath(pathOf(c.req.url)) ? webhook : normal)(c, next);
}

const isSafe = (c: Context) => SAFE_METHODS.has(c.req.method);
const isWebhook = (c: Context) => isWebhookPath(pathOf(c.req.url));
const isOneClick = (c: Context) => isOneClickPath(pathOf(c.req.url));
/** Neither Origin nor Sec-Fetch-Site: not from a browser, so no visitor's cookies ride it (hono/csrf would refuse it). */
const notFromBrowser = (c: Context) =>
  c.req.header('origin') === undefined && c.req.header('sec-fetch-site') === undefined;

/**
 * The three rules above as one middleware, in this order, composed with hono/combine: GETs (every
 * page, file and content read) skip them all; webhooks (servers, signed) skip the same-origin and
 * JSON rules; the one-click unsubscribe and non-browser clients skip the same-origin rule. A rule
 * that answers (403, 415, 413) ends the chain.
 */
export function requestRules(trustedOrigins: readonly string[]): MiddlewareHandler {
  return except(
    isSafe,
    except([isWebhook, isOneClick, notFromBrowser], sameOriginOnly(trustedOrigins)),
    except(isWebhook, jsonOnly()),
    bodySizeLimit(),
  );
}
