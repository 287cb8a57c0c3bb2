import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from './deploy-env';

/*
 * The suite's Netlify Database: `netlify serve` starts none (netlify-cli 27.10.2; only `netlify dev`
 * does), so global-setup starts the CLI's own one (startLocalDatabase in scripts/netlify/serve-offline.mjs)
 * and gives `netlify serve` its URL, which the CLI passes on to every function worker as Netlify does on a
 * deploy. The tests read it back here.
 */

const CLI_MODULES = path.join(REPO_ROOT, 'deploy/node_modules');
export { MIGRATIONS_DIR, startLocalDatabase } from '../../scripts/netlify/serve-offline.mjs';

interface PgClient {
  connect(): Promise<void>;
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
}

/** One query on the suite's database (NETLIFY_DB_URL, set by global-setup), with the CLI's own pg. */
export async function queryDatabase(text: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const url = process.env.NETLIFY_DB_URL;
  if (!url) throw new Error('NETLIFY_DB_URL is not set: global-setup starts the local database');
  const { Client } = createRequire(path.join(CLI_MODULES, 'netlify-cli/package.json'))('pg') as {
    Client: new (options: { connectionString: string }) => PgClient;
  };
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}
