import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookPageSchema } from '@publisher/shared/contracts/book-query-schema';
import { composeApp } from '../compose';
import { parseEnv } from '../env';
import { startAirtableServer, type AirtableTestServer } from '../testing/airtable-server';
import { sampleTables } from '../adapters/local/local-source';
import { REFRESH_HEADER, refreshSignature } from './content-refresh';

/*
 * Decision 105 through the real Airtable SDK against a loopback Airtable: instances that share a
 * store (here two composed apps over one DATA_DIR, as Node processes would; on Netlify, Netlify Database) read
 * the catalogue from the snapshot, and a signed request rebuilds it.
 */

const SECRET = 's'.repeat(40);
let server: AirtableTestServer;
const dataDir = mkdtempSync(join(tmpdir(), 'snapshot-'));
beforeAll(async () => {
  server = await startAirtableServer({ tables: sampleTables });
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const instance = () =>
  composeApp(
    parseEnv({
      DATA_DIR: dataDir,
      AIRTABLE_TOKEN: server.token,
      AIRTABLE_BASE_ID: server.baseId,
      AIRTABLE_ENDPOINT_URL: server.endpointUrl,
      CONTENT_REFRESH_SECRET: SECRET,
      RECORDS_BACKEND: 'local',
    }),
  ).app;

const signed = (t = Math.floor(Date.now() / 1000), secret = SECRET) => ({
  [REFRESH_HEADER]: `t=${t},v1=${refreshSignature(secret, t)}`,
});
const refresh = (app: ReturnType<typeof instance>, headers: Record<string, string>) =>
  app.request('/api/content/refresh', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  });

describe('the shared content snapshot, composed', () => {
  it('a cold instance answers /api/books from the snapshot another one built, with no Airtable request', async () => {
    server.resetLog();
    const first = instance();
    const page = bookPageSchema.parse(await (await first.request('/api/books')).json());
    expect(page.total).toBe(6);
    // The first instance of all built it from Airtable.
    expect(server.requests.filter((r) => r.table === 'Books').length).toBeGreaterThan(0);
    server.resetLog();
    const cold = instance();
    const again = bookPageSchema.parse(await (await cold.request('/api/books?sort=title')).json());
    expect(again.total).toBe(6);
    expect(server.requests.filter((r) => r.table === 'Books')).toHaveLength(0);
  });

  it('a signed refresh is accepted once; unsigned, wrong, old or replayed ones are refused', async () => {
    const app = instance();
    const headers = signed();
    server.resetLog();
    expect((await refresh(app, headers)).status).toBe(202);
    // The rebuild reads every table from Airtable, in the background.
    await expect.poll(() => server.requests.map((r) => r.table), { timeout: 5000 }).toContain('ISBNs');
    expect((await refresh(app, headers)).status).toBe(409);
    expect((await refresh(app, {})).status).toBe(401);
    expect((await refresh(app, signed(undefined, 'w'.repeat(40)))).status).toBe(401);
    expect((await refresh(app, signed(Math.floor(Date.now() / 1000) - 3600))).status).toBe(401);
    const body = (await (await refresh(app, { [REFRESH_HEADER]: 't=abc,v1=zz' })).json()) as { error: string };
    expect(body.error).toMatch(/not signed/);
  });
});
