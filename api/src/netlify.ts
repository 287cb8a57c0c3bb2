import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { handle } from 'hono/netlify';
import { parseEnv, type Env } from './env';
import { composeApp } from './compose';
import { createHeadResolver } from './site/seo/head-resolver';
import { sitePages } from './site/static-site';

/*
 * Netlify Functions entry: the same composition as the Node server (compose.ts), so every spec
 * path (/.netlify/functions/<name>), /api/* and /flipbooks/* behave identically, and the app's
 * pages (sitePages) with the same first HTML as the Node server's, less the server rendering of
 * remote pages (the remotes are other sites there). The files in api/netlify/functions/
 * re-export this handler, one per function name. Configuration is parsed once per cold start;
 * a bad value fails every request with the variable named in the function log.
 */

export const PAGE_CDN_CACHE = 'public, s-maxage=300, stale-while-revalidate=3600';

/** Builds the app from configuration (exported for tests). */
export function createNetlifyApp(env: Env): Hono {
  // Only /tmp is writable on Netlify, and it does not outlive the instance: production sets
  // AIRTABLE_TOKEN + AIRTABLE_BASE_ID so records go to Airtable (RECORDS_BACKEND=auto).
  const composed = composeApp({ ...env, DATA_DIR: env.DATA_DIR ?? join(tmpdir(), 'ashgrove-press') }, { platform: 'netlify' });
  if (composed.summary.some((l) => l.includes('records: local'))) {
    console.warn('[netlify] records are in local files that do not survive the function instance; configure Airtable.');
  }
  // The page template is shell/dist/index.html, bundled with the function (netlify.toml's included_files).
  const pages = sitePages(env, createHeadResolver({ content: composed.content.store, siteUrl: env.SITE_URL }));
  composed.app.notFound(async (c) => {
    const page = await pages.fetch(c.req.raw, c.env);
    // Browsers revalidate every page (no-cache); Netlify's CDN may keep one for five minutes, so a
    // page view is not a function call each time. A deploy empties that cache.
    if (page.status === 200 && page.headers.get('content-type')?.startsWith('text/html')) {
      page.headers.set('Netlify-CDN-Cache-Control', PAGE_CDN_CACHE);
    }
    return page;
  });
  return composed.app;
}

let app: Hono | null = null;
let startError: Error | null = null;
try {
  app = createNetlifyApp(parseEnv());
} catch (error) {
  startError = error as Error;
  console.error(startError.message);
}

const MISCONFIGURED = 'The site is not configured correctly. Please try again later.';

/** A page request (a browser navigating) gets a readable page; a call gets the JSON error. */
const misconfigured = (req: Request) =>
  req.method === 'GET' && (req.headers.get('accept') ?? '').includes('text/html')
    ? new Response(
        `<!doctype html><html lang="en-GB"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Temporarily unavailable</title></head><body><main><h1>Temporarily unavailable</h1><p>${MISCONFIGURED}</p></main></body></html>`,
        { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '300' } },
      )
    : new Response(JSON.stringify({ error: MISCONFIGURED }), { status: 503, headers: { 'content-type': 'application/json' } });

/** Netlify Functions (v2) handler: (Request, Context) => Response. */
export const handler: (req: Request, context: unknown) => Response | Promise<Response> = app
  ? (handle(app) as (req: Request, context: unknown) => Response | Promise<Response>)
  : (req) => misconfigured(req);

export default handler;
