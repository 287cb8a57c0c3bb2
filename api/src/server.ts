import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { parseEnv, type Env } from './env';
import { composeApp, type ComposedApp } from './compose';
import { staticSite } from './site/static-site';
import { createHeadResolver } from './site/seo/head-resolver';

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
// Each page's head (title, description, Open Graph, JSON-LD) from the cached content reads.
server.route('/', staticSite(env, createHeadResolver({ content: composed.content.store, siteUrl: env.SITE_URL })));

serve({ fetch: server.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Ashgrove Press is serving on http://localhost:${info.port}`);
  for (const line of composed.summary) console.log(line);
});
