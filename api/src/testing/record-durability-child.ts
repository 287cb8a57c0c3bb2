import { serve } from '@hono/node-server';
import { teamsOver } from './team-sources';
import { createApp } from '../app';
import { localContentStore } from '../adapters/local/sample-content';
import { sqliteRecordStore } from '../adapters/sqlite/record-store';
import { sandboxGateway } from '../adapters/sandbox/sandbox-gateway';
import { sqliteStateStore } from '../adapters/sqlite/state-store';
import { createSubscriberCookieSigner } from '@publisher/shared/server/subscription-cookie';

/*
 * The real app on a loopback port over the SQLite record store in argv[2], for the durability
 * test: it writes through HTTP, then kills this process with SIGKILL. Prints `PORT <n>`.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: record-durability-child.ts <data dir>');
const records = sqliteRecordStore({ dataDir });
const content = localContentStore();
const state = sqliteStateStore({ dataDir });
const payments = {
  records,
  content,
  payments: sandboxGateway({ records, state }),
  config: { priceSingleBook: 'price_single_book', priceMultiBook: 'price_multi_book', trialDays: 7 },
  cookies: createSubscriberCookieSigner('d'.repeat(32)),
};
const app = createApp({ teams: teamsOver(payments, state, content) });
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => process.stdout.write(`PORT ${info.port}\n`));
