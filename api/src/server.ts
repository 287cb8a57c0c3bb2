import { serve } from '@hono/node-server';
import { parseEnv, type Env } from './env';
import { composeApp, type ComposedApp } from './compose';

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

serve({ fetch: composed.app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Ashgrove Press is serving on http://localhost:${info.port}`);
  for (const line of composed.summary) console.log(line);
});
