import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { handle } from 'hono/netlify';
import { createApp } from './app';
import { parseEnv, type Env } from './env';
import { selectContentStore } from './adapters/airtable/select-content-store';
import { purchaseVerifierFromEnv } from './adapters/gumroad/from-env';
import { recordStoreFromEnv } from './adapters/airtable/record-store-from-env';
import { paymentGatewayFromEnv } from './adapters/stripe/from-env';
import { paymentConfigFrom, type PaymentDeps } from './services/checkout-deps';
import { createSubscriberCookieSigner, resolveSessionSecret } from './services/subscription-cookie';
import { edgeOptionsFromEnv } from './middleware/edge-env';
import { verificationDepsFromEnv } from './services/verify-setup';

/*
 * Netlify Functions entry: the same createApp as the Node server (server.ts), so every spec
 * path (/.netlify/functions/<name>), /api/* and /flipbooks/* behave identically. The files in
 * api/netlify/functions/ re-export this handler, one per function name. Configuration is
 * parsed once per cold start; a bad value fails every request with the variable named in
 * the function log. The composition mirrors server.ts: keep the two in step.
 */

/** Builds the app from configuration (exported for tests). */
export function createNetlifyApp(env: Env): Hono {
  const content = selectContentStore(env);
  // Only /tmp is writable on Netlify, and it does not outlive the instance: production sets
  // AIRTABLE_TOKEN + AIRTABLE_BASE_ID so records go to Airtable (RECORDS_BACKEND=auto).
  const selected = recordStoreFromEnv({ ...env, DATA_DIR: env.DATA_DIR ?? join(tmpdir(), 'ashgrove-press') });
  if (selected.kind === 'local') console.warn('[netlify] records are in local files that do not survive the function instance; configure Airtable.');
  const records = selected.store;
  const verifier = purchaseVerifierFromEnv(env, records);
  const verification = verificationDepsFromEnv(env, { records, verifier });
  const payments: PaymentDeps = {
    records,
    content: content.store,
    payments: paymentGatewayFromEnv(env, records),
    config: paymentConfigFrom(env),
    cookies: createSubscriberCookieSigner(resolveSessionSecret(env.SESSION_SECRET)),
  };
  return createApp({ content: content.store, verification, payments, edge: edgeOptionsFromEnv(env) });
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
