import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { parseEnv } from './env';
import { createApp } from './app';
import { staticSite } from './site/static-site';
import { selectContentStore, type SelectedContent } from './adapters/airtable/select-content-store';
import { localRecordStore } from './adapters/local/record-store';
import { purchaseVerifierFromEnv } from './adapters/gumroad/from-env';
import { edgeOptionsFromEnv } from './middleware/edge-env';
import { verificationDepsFromEnv } from './services/verify-setup';

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

// One record store for the process: checkouts write the purchases the local verifier reads.
const records = localRecordStore({ dataDir: env.DATA_DIR ?? fileURLToPath(new URL('../../.data', import.meta.url)), seedSamples: true });
const verifier = purchaseVerifierFromEnv(env, records);
const verification = verificationDepsFromEnv(env, { records, verifier });
const api = createApp({ content: content.store, verification, edge: edgeOptionsFromEnv(env) });
const server = new Hono();
server.use('*', compress());
server.route('/', api);
server.route('/', staticSite(env));

serve({ fetch: server.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Ashgrove Press is serving on http://localhost:${info.port}`);
  console.log(`Content: ${content.kind === 'airtable' ? 'Airtable' : 'embedded sample catalogue'}`);
  console.log(`Purchases verified by: ${verifier.method === 'gumroad' ? 'Gumroad' : 'local records (sample and sandbox purchases)'}`);
});
