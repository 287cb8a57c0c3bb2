import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { handle } from 'hono/netlify';
import { parseEnv, type Env } from './env';
import { composeApp } from './compose';

/*
 * Netlify Functions entry: the same composition as the Node server (compose.ts), so every spec
 * path (/.netlify/functions/<name>), /api/* and /flipbooks/* behave identically. The files in
 * api/netlify/functions/ re-export this handler, one per function name. Configuration is
 * parsed once per cold start; a bad value fails every request with the variable named in
 * the function log.
 */

/** Builds the app from configuration (exported for tests). */
export function createNetlifyApp(env: Env): Hono {
  // Only /tmp is writable on Netlify, and it does not outlive the instance: production sets
  // AIRTABLE_TOKEN + AIRTABLE_BASE_ID so records go to Airtable (RECORDS_BACKEND=auto).
  const composed = composeApp({ ...env, DATA_DIR: env.DATA_DIR ?? join(tmpdir(), 'ashgrove-press') });
  if (composed.summary.some((l) => l.includes('records: local'))) {
    console.warn('[netlify] records are in local files that do not survive the function instance; configure Airtable.');
  }
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

const misconfigured = () =>
  new Response(JSON.stringify({ error: 'The site is not configured correctly. Please try again later.' }), {
    status: 503,
    headers: { 'content-type': 'application/json' },
  });

/** Netlify Functions (v2) handler: (Request, Context) => Response. */
export const handler: (req: Request, context: unknown) => Response | Promise<Response> = app
  ? (handle(app) as (req: Request, context: unknown) => Response | Promise<Response>)
  : () => misconfigured();

export default handler;
