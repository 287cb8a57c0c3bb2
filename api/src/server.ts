import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { parseEnv } from './env';
import { createApp } from './app';
import { staticSite } from './site/static-site';
import { selectContentStore, type SelectedContent } from './adapters/airtable/select-content-store';

let env;
let content: SelectedContent;
try {
  env = parseEnv();
  // Airtable when AIRTABLE_TOKEN is set, else the embedded sample catalogue.
  content = selectContentStore(env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const api = createApp({ content: content.store });
const server = new Hono();
server.use('*', compress());
server.route('/', api);
server.route('/', staticSite(env));

serve({ fetch: server.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Ashgrove Press is serving on http://localhost:${info.port}`);
  console.log(`Content: ${content.kind === 'airtable' ? 'Airtable' : 'embedded sample catalogue'}`);
});
