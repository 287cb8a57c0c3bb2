import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './deploy-env';

/*
 * Netlify Database as the CLI runs it locally: `netlify dev` starts @netlify/database-dev (PGlite
 * behind a Postgres socket) and hands functions NETLIFY_DB_URL, but `netlify serve` starts none
 * (netlify-cli 27.10.2). So the suite starts that very module from the CLI's own install
 * (deploy/node_modules), in memory, applies netlify/database/migrations with its applyMigrations
 * (what `netlify database migrations apply` runs), and gives `netlify serve` the URL, which the
 * CLI passes on to every function worker as Netlify does on a deploy.
 */

const CLI_MODULES = path.join(REPO_ROOT, 'deploy/node_modules');
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'netlify/database/migrations');

interface NetlifyDB {
  start(): Promise<string>;
  applyMigrations(directory: string): Promise<string[]>;
  stop(): Promise<void>;
}

/** Starts the CLI's local database with the site's migrations applied; its URL and how to stop it. */
export async function startLocalDatabase(): Promise<{ url: string; migrations: string[]; stop(): Promise<void> }> {
  const entry = path.join(CLI_MODULES, '@netlify/database-dev/dist/main.js');
  const { NetlifyDB } = (await import(pathToFileURL(entry).href)) as {
    NetlifyDB: new (options: { logger: (...args: unknown[]) => void }) => NetlifyDB;
  };
  const db = new NetlifyDB({ logger: () => {} });
  const url = await db.start();
  const migrations = await db.applyMigrations(MIGRATIONS_DIR);
  return { url, migrations, stop: () => db.stop() };
}

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
