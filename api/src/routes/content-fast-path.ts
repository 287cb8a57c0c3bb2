/*
 * Successful content reads answered before routing: the Node server's hottest requests.
 * Going through the app costs a content read about a quarter of its time (Hono's context,
 * routing and a middleware chain whose every step leaves a prepared answer untouched: the
 * security headers are in it, the request rules only look at POSTs, caching and compression
 * skip it). So server-app.ts asks here first. Only a GET of `/api/<kind>`,
 * `/api/<kind>/featured` or `/api/<kind>/<valid slug>` that reads a value is answered here,
 * with the very bytes the route would send (same table, same responder); anything else
 * (HEAD, errors, 404s, odd paths) resolves undefined and the app answers it as always.
 * Hence the rule in app.ts: whatever runs before the content routes for a GET must keep
 * leaving prepared answers untouched, or be applied here too.
 */
import { getPath } from 'hono/utils/url';
import type { ContentRequest, ContentResponder } from '../cache/serialized-content';
import { hasSlugs, readSegment, type ContentKind } from './content-reads';

/** The prepared answer of a successful content read, or undefined (the app answers). */
export type ContentFastPath = (request: Request) => Promise<Response | undefined> | undefined;

const PREFIX = '/api/';

const validators = (request: Request): ContentRequest => ({
  ifNoneMatch: request.headers.get('if-none-match') ?? undefined,
  acceptEncoding: request.headers.get('accept-encoding') ?? undefined,
});

export function contentFastPath(kinds: Readonly<Record<string, ContentKind>>, respond: ContentResponder): ContentFastPath {
  const byName = new Map(Object.entries(kinds));
  const declined = () => undefined;
  return (request) => {
    if (request.method !== 'GET') return undefined;
    // Hono's own path extraction (query dropped, percent-decoding as its router sees it).
    const path = getPath(request);
    if (!path.startsWith(PREFIX)) return undefined;
    const rest = path.slice(PREFIX.length);
    const slash = rest.indexOf('/');
    const kind = byName.get(slash < 0 ? rest : rest.slice(0, slash));
    if (!kind) return undefined;
    if (slash < 0) return kind.list().then((value) => respond(kind.listKey, value, validators(request)), declined);
    const segment = rest.slice(slash + 1);
    if (!hasSlugs(kind) || segment.includes('/')) return undefined;
    return readSegment(kind, segment).then(
      (read) => (read.found ? respond(read.key, read.value, validators(request)) : undefined),
      declined,
    );
  };
}
