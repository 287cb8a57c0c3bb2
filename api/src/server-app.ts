import { contentFastPathOf } from './app';
import type { Env } from './env';
import type { ComposedApp } from './compose';
import { compressAnswers } from './middleware/compression';
import { staticSite } from './site/static-site';
import { createHeadResolver } from './site/seo/head-resolver';

export interface ServerApp {
  /** What @hono/node-server's `serve` calls (`env` is its { incoming, outgoing }). */
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

/**
 * The Node server's app: the API (compose.ts), the static site for whatever the API does not
 * answer, and compression of the answers. Built here rather than in server.ts so tests can run it.
 *
 * The API runs as an app of its own, not mounted with `route()` under an outer app: `route()`
 * wraps every handler and middleware of an app with its own onError in one more layer, and
 * the outer app costs a second routing, together about a third of a content read's time.
 * The order of work per request is the one it replaces: the API's edge (security headers,
 * request rules) and routes, then the site (pages, files), answering inside the API's edge so
 * it gets the same headers, then compression, outermost. Successful content reads are
 * answered before all that, with the same bytes (routes/content-fast-path.ts).
 */
export function serverApp(env: Env, composed: ComposedApp): ServerApp {
  // Each page's head (title, description, Open Graph, JSON-LD) from the cached content reads.
  // Pages of the remotes this server hosts are rendered here, from the same API answers the browser reads.
  const getJson = async (path: string): Promise<unknown> => {
    const answer = await composed.app.fetch(new Request(new URL(path, 'http://localhost')));
    return answer.status === 200 ? answer.json() : undefined;
  };
  const site = staticSite(env, createHeadResolver({ content: composed.content.store, siteUrl: env.SITE_URL }), getJson);
  composed.app.notFound((c) => site.fetch(c.req.raw, c.env));
  // hono/compress, except for answers a route already encoded and for clients that accept no encoding.
  const compress = compressAnswers();
  const viaApp = async (request: Request, env?: unknown) => compress(request, await composed.app.fetch(request, env), env);
  const fast = contentFastPathOf(composed.app);
  return {
    fetch(request, env) {
      const early = fast?.(request);
      return early ? early.then((answer) => answer ?? viaApp(request, env)) : viaApp(request, env);
    },
  };
}
