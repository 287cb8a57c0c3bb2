import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { handle } from 'hono/netlify';
import { createApp } from './app';
import { parseEnv, type Env } from './env';
import { selectContentStore } from './adapters/airtable/select-content-store';
import { purchaseVerifierFromEnv } from './adapters/gumroad/from-env';
import { localRecordStore } from './adapters/local/record-store';
import { edgeOptionsFromEnv } from './middleware/edge-env';
import { verificationDepsFromEnv } from './services/verify-setup';

/*
 * Netlify Functions entry: the same createApp as the Node server (server.ts), so every spec
 * path (/.netlify/functions/<name>), /api/* and /flipbooks/* behave identically. The files in
 * api/netlify/functions/ re-export this handler, one per function name. Configuration is
 * parsed once per cold start; a bad value fails every request with the variable named in
 * the function log. Keep the composition in step with server.ts.
 */

/** Builds the app from configuration (exported for tests). */
export function createNetlifyApp(env: Env): Hono {
  const content = selectContentStore(env);
  // Only /tmp is writable on Netlify and it does not outlive the instance: production needs a
  // records database (see docs/decisions/025). The local store keeps the site working meanwhile.
  const dataDir = env.DATA_DIR ?? join(tmpdir(), 'ashgrove-press');
  if (!env.DATA_DIR) console.warn(`[netlify] records are kept in ${dataDir}, which does not survive the function instance.`);
  const records = localRecordStore({ dataDir, seedSamples: true });
  const verifier = purchaseVerifierFromEnv(env, records);
  const verification = verificationDepsFromEnv(env, { records, verifier });
  return createApp({ content: content.store, verification, edge: edgeOptionsFromEnv(env) });
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
