import { serve } from '@hono/node-server';
import { parseEnv, runsAsProduction, type Env } from './env';
import { composeApp, type ComposedApp } from './compose';
import { listenHost, listeningMessage } from './server-listen';
import { scheduleRetentionSweep } from './services/retention-sweep';

// The Node server: the same app as the Netlify functions (compose.ts), on @hono/node-server.
let env: Env;
let composed: ComposedApp;
try {
  env = parseEnv();
  composed = composeApp(env, { platform: 'node' });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// Production is recognised as parseEnv recognised it (NODE_ENV, a live key, a public SITE_URL: decision 141).
const hostname = listenHost(env.HOST, runsAsProduction({ ...env, NODE_ENV: process.env.NODE_ENV }));
// Scheduled items going live (decision 123): the same step as Netlify's 5-minute function, every
// PUBLISH_DUE_INTERVAL_MS here (a minute unless set). The pages already show them at their time; this
// announces them (the go-live hook, the Get Notified mail).
setInterval(() => {
  composed.publishDue().catch((error: unknown) => {
    console.error(`[content] publishing due items failed: ${error instanceof Error ? error.message : String(error)}`);
  });
}, env.PUBLISH_DUE_INTERVAL_MS).unref();
// Records past the retention periods the privacy page promises (decision 137): a minute after start, then daily.
scheduleRetentionSweep(() => composed.retentionSweep());

serve({ fetch: composed.app.fetch, port: env.PORT, hostname }, (info) => {
  console.log(listeningMessage(hostname, info.port, env.HOST !== undefined));
  for (const line of composed.summary) console.log(line);
  // The teams' server modules (megabytes each) load now, not within the first visitor's render deadline.
  void composed.warm();
});
