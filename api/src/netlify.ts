import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { handle } from 'hono/netlify';
import { parseEnv, type Env } from './env';
import { composeApp, type ComposedApp } from './compose';
import { CONTENT_TABLES } from '@publisher/shared/server/ports/content-store';
import { deferToPlatform, withBackground } from './platform/background';
import { netlifyDatabase } from './adapters/postgres/connection';
import { sweepExpiredState } from './adapters/postgres/state-store';

/*
 * Netlify Functions entry: the very app the Node server runs (compose.ts), so every spec path
 * (/.netlify/functions/<name>), /api/*, media, the manifest, the crawl files and the pages
 * behave identically. The function files in api/netlify/functions/ re-export this handler, one
 * per function name, bundled to plain JavaScript first (scripts/netlify/). Configuration is
 * parsed once per cold start, as production (env.ts), in every deploy context: a missing or bad
 * variable (a live STRIPE_SECRET_KEY among them, unless DEMO_MODE=1) fails every request with a
 * readable page or JSON error, and names the variable in the function log.
 */

function composeNetlify(env: Env): ComposedApp {
  // Only /tmp is writable on Netlify; state and records live in Netlify Database or Airtable there.
  // Background work (a snapshot rebuild) goes to the request's context.waitUntil (platform/background.ts).
  const composed = composeApp(
    { ...env, DATA_DIR: env.DATA_DIR ?? join(tmpdir(), 'ashgrove-press') },
    { platform: 'netlify', defer: deferToPlatform },
  );
  // The function log is this host's start-up log: say why e-mail sign-in is off, if it is, and
  // that this is a demo deploy (DEMO_MODE: its sandbox sales prove nothing; decision 118).
  for (const line of composed.summary)
    if (line.startsWith('Mail: off') || line.startsWith('DEMO_MODE')) console.warn(line);
  return composed;
}

let composed: ComposedApp | null = null;
let app: Hono | null = null;
let startError: Error | null = null;
try {
  composed = composeNetlify(parseEnv(process.env, { production: true }));
  app = composed.app;
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

type NetlifyContext = { waitUntil?: (work: Promise<unknown>) => void } | undefined;
const waitUntilOf = (context: unknown) => {
  const waitUntil = (context as NetlifyContext)?.waitUntil;
  return typeof waitUntil === 'function' ? (work: Promise<unknown>) => waitUntil.call(context, work) : undefined;
};

/** Netlify Functions (v2) handler: (Request, Context) => Response. */
const answer = app ? (handle(app) as (req: Request, context: unknown) => Response | Promise<Response>) : null;
export const handler: (req: Request, context: unknown) => Response | Promise<Response> = answer
  ? (req, context) => withBackground(waitUntilOf(context), () => answer(req, context))
  : (req) => misconfigured(req);

/**
 * The scheduled rebuild of the content snapshot (api/netlify/functions/content-refresh.mjs, every
 * 5 minutes): keeps it fresh while no visitor reads, so the first visitor after a quiet hour sees
 * the publisher's edits. Under the snapshot's lease: nothing is done while another instance
 * rebuilds. Without Airtable (the sample catalogue) there is nothing to refresh. Then, whatever
 * the rebuild did, scheduled items whose publish-at passed since the last run are announced once
 * and their CDN copies purged by tag (publishDue, decision 123).
 */
export async function scheduledContentRefresh(): Promise<Response> {
  if (!composed) throw startError ?? new Error('The site did not start.');
  const snapshot = composed.content.snapshot;
  if (!snapshot) {
    console.log('[content] scheduled refresh: nothing to refresh (the embedded sample catalogue)');
  } else {
    const started = Date.now();
    const done = await snapshot.refreshAll(CONTENT_TABLES);
    console.log(
      done
        ? `[content] scheduled refresh: the snapshot was rebuilt in ${Date.now() - started} ms`
        : '[content] scheduled refresh: another instance is rebuilding the snapshot',
    );
  }
  try {
    await composed.publishDue();
  } catch (error) {
    console.error(`[content] publishing due items failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return new Response(null, { status: 204 });
}

/**
 * The scheduled sweep of expired state (api/netlify/functions/sweep-state.mjs, hourly): rows past
 * their expiry are never read, and this deletes them so the table holds only what is live
 * (counters, sign-in links, checkouts, idempotency keys).
 */
export async function scheduledStateSweep(): Promise<Response> {
  const started = Date.now();
  const deleted = await sweepExpiredState(netlifyDatabase);
  console.log(`[state] scheduled sweep: ${deleted} expired row(s) deleted in ${Date.now() - started} ms`);
  return new Response(null, { status: 204 });
}

/**
 * The daily retention sweep (api/netlify/functions/retention-sweep.mjs, decision 137): records past
 * the periods the privacy page promises are deleted, one log line with the counts. A failed sweep is
 * logged and answered 500, so the run shows as failed; the next day's run catches up.
 */
export async function scheduledRetentionSweep(): Promise<Response> {
  if (!composed) throw startError ?? new Error('The site did not start.');
  return new Response(null, { status: (await composed.retentionSweep()) ? 204 : 500 });
}

export default handler;
