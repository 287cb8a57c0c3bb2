import { serve } from '@hono/node-server';
import { parseEnv, type Env } from './env';
import { composeApp, type ComposedApp } from './compose';
import { serverApp } from './server-app';

let env: Env;
let composed: ComposedApp;
try {
  env = parseEnv();
  composed = composeApp(env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const server = serverApp(env, composed);

serve({ fetch: server.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Ashgrove Press is serving on http://localhost:${info.port}`);
  for (const line of composed.summary) console.log(line);
});
