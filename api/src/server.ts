import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { parseEnv } from './env';
import { createApp } from './app';
import { staticSite } from './site/static-site';
import { selectContentStore, type SelectedContent } from './adapters/airtable/select-content-store';
import { recordStoreFromEnv } from './adapters/airtable/record-store-from-env';
import { paymentGatewayFromEnv } from './adapters/stripe/from-env';
import { paymentConfigFrom, type PaymentDeps } from './services/checkout-deps';
import { createSubscriberCookieSigner, resolveSessionSecret } from './services/subscription-cookie';
import { purchaseVerifierFromEnv } from './adapters/gumroad/from-env';
import { edgeOptionsFromEnv } from './middleware/edge-env';
import { verificationDepsFromEnv } from './services/verify-setup';

let env;
let content: SelectedContent;
let selectedRecords: ReturnType<typeof recordStoreFromEnv>;
try {
  env = parseEnv();
  // Airtable when AIRTABLE_TOKEN is set, else the embedded sample catalogue.
  content = selectContentStore(env);
  // Airtable tables when configured (RECORDS_BACKEND), else the durable local store under DATA_DIR.
  selectedRecords = recordStoreFromEnv(env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// One record store for the process: checkouts write the purchases the local verifier reads.
const records = selectedRecords.store;
const verifier = purchaseVerifierFromEnv(env, records);
const verification = verificationDepsFromEnv(env, { records, verifier });
const payments: PaymentDeps = {
  records,
  content: content.store,
  payments: paymentGatewayFromEnv(env, records),
  config: paymentConfigFrom(env),
  cookies: createSubscriberCookieSigner(resolveSessionSecret(env.SESSION_SECRET)),
};
const api = createApp({ content: content.store, verification, payments, edge: edgeOptionsFromEnv(env) });
const server = new Hono();
server.use('*', compress());
server.route('/', api);
server.route('/', staticSite(env));

serve({ fetch: server.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Ashgrove Press is serving on http://localhost:${info.port}`);
  console.log(`Content: ${content.kind === 'airtable' ? 'Airtable' : 'embedded sample catalogue'}`);
  console.log(`Payments: ${payments.payments.name === 'stripe' ? 'Stripe' : 'sandbox gateway (no real payment)'}; records: ${selectedRecords.kind === 'airtable' ? 'Airtable' : 'local store'}`);
  console.log(`Purchases verified by: ${verifier.method === 'gumroad' ? 'Gumroad' : 'local records (sample and sandbox purchases)'}`);
});
