import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAirtableServer, type AirtableTestServer } from '../../testing/airtable-server';
import { sqliteStateStore } from '../sqlite/state-store';
import { RECORD_TABLES } from './record-fields';
import { airtableRecordStore } from './record-store';

/*
 * Airtable has no transaction: "count the owner's projects, then create" is two requests. Each
 * instance queues its own creates, so on Netlify (many instances) a burst could pass a plan's
 * limit. With the shared state given, the two steps run under a lease on the owner that every
 * instance sees (withLease over the StateStore's atomic update).
 */
let airtable: AirtableTestServer;
const dir = mkdtempSync(join(tmpdir(), 'airtable-lease-'));
const state = sqliteStateStore({ dataDir: dir });
beforeAll(async () => {
  airtable = await startAirtableServer({ tables: { [RECORD_TABLES.projects]: [] } });
});
afterAll(() => {
  airtable.close();
  state.close();
  rmSync(dir, { recursive: true, force: true });
});

const instance = (shared: boolean) =>
  airtableRecordStore({
    token: airtable.token,
    baseId: airtable.baseId,
    endpointUrl: airtable.endpointUrl,
    timeoutMs: 5000,
    ...(shared ? { state } : {}),
  });

const burst = async (owner: string, shared: boolean) => {
  const instances = [instance(shared), instance(shared), instance(shared), instance(shared)];
  const created = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      instances[i % instances.length]!.createProjectWithinLimit({ owner, title: `Book ${i}` }, 3),
    ),
  );
  const rows = airtable.tables.get('Projects')!.filter((r) => r.fields['Owner'] === owner);
  return { accepted: created.filter(Boolean).length, rows: rows.length };
};

describe('Airtable project limit across instances', () => {
  it('12 creates at once from four instances sharing the state make exactly the limit (3)', async () => {
    expect(await burst('multi@example.com', true)).toEqual({ accepted: 3, rows: 3 });
  });

  it('without the shared state the per-process queues let a burst past the limit (why the lease exists)', async () => {
    const { rows } = await burst('unshared@example.com', false);
    expect(rows).toBeGreaterThan(3);
  });
});
