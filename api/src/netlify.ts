import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { handle } from 'hono/netlify';
import { parseEnv, type Env } from './env';
import { composeApp } from './compose';

/*
 * Netlify Functions entry: the very app the Node server runs (compose.ts), so every spec path
 * (/.netlify/functions/<name>), /api/*, media, the manifest, the crawl files and the pages
 * behave identically. The function files in api/netlify/functions/ re-export this handler, one
 * per function name, bundled to plain JavaScript first (scripts/netlify/). Configuration is
 * parsed once per cold start, as production (env.ts): a missing or bad variable fails every
 * request with a readable page or JSON error, and names the variable in the function log.
 */

/** Builds the app from configuration (exported for tests). */
export function createNetlifyApp(env: Env): Hono {
  // Only /tmp is writable on Netlify; state and records live in Netlify Blobs or Airtable there.
  const composed = composeApp(
    { ...env, DATA_DIR: env.DATA_DIR ?? join(tmpdir(), 'ashgrove-press') },
    { platform: 'netlify' },
  );
  // The function log is this host's start-up log: say why e-mail sign-in is off, if it is.
  for (const line of composed.summary) if (line.startsWith('Mail: off')) console.warn(line);
  return composed.app;
}

let app: Hono | null = null;
let startError: Error | null = null;
try {
  app = createNetlifyApp(parseEnv(process.env, { production: true }));
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
    : new Response(JSON.stringify({ error: MISCONFIGURED }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      });

/** Netlify Functions (v2) handler: (Request, Context) => Response. */
export const handler: (req: Request, context: unknown) => Response | Promise<Response> = app
  ? (handle(app) as (req: Request, context: unknown) => Response | Promise<Response>)
  : (req) => misconfigured(req);

export default handler;
