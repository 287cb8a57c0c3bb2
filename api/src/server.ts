import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { parseEnv } from './env';
import { createApp } from './app';
import { staticSite } from './site/static-site';
import { localContentStore } from './adapters/local/sample-content';

let env;
try {
  env = parseEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const api = createApp({ content: localContentStore() });
const server = new Hono();
server.use('*', compress());
server.route('/', api);
server.route('/', staticSite(env));

serve({ fetch: server.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Ashgrove Press is serving on http://localhost:${info.port}`);
});
