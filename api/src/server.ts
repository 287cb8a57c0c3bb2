import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { parseEnv, type Env } from './env';
import { composeApp, type ComposedApp } from './compose';
import { staticSite } from './site/static-site';

let env: Env;
let composed: ComposedApp;
try {
  env = parseEnv();
  composed = composeApp(env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const server = new Hono();
server.use('*', compress());
server.route('/', composed.app);
server.route('/', staticSite(env));

serve({ fetch: server.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Ashgrove Press is serving on http://localhost:${info.port}`);
  for (const line of composed.summary) console.log(line);
});
