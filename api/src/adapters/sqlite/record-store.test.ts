import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeRecordStoreContract } from '../../testing/record-store-contract';
import { sqliteRecordStore } from './record-store';

const dirs: string[] = [];
const freshDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'records-sqlite-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describeRecordStoreContract('SQLite', async ({ now }) => {
  const store = sqliteRecordStore({ dataDir: await freshDir(), now });
  return { store, close: async () => store.close() };
});

describe('SQLite record store', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await freshDir();
  });

  it('lets a reopened store read everything an earlier one wrote', async () => {
    const first = sqliteRecordStore({ dataDir });
    const project = await first.createProjectWithinLimit({ owner: 'o', title: 'T' }, 1);
    await first.markEventProcessed('evt_1', 'x');
    first.close();
    const again = sqliteRecordStore({ dataDir });
    expect(await again.getProject(project!.id)).toEqual(project);
    expect(await again.hasProcessedEvent('evt_1')).toBe(true);
  });

  it('seeds the sample purchases once, so a sample changed later is not put back', async () => {
    const store = sqliteRecordStore({ dataDir, seedSamples: true });
    const [hit] = await store.findPurchases({ email: 'READER@example.com', orderId: 'SAMPLE-CROWNLESS-1001' });
    expect(hit).toMatchObject({ productId: 'collectors-edition', status: 'paid', source: 'sample' });
    expect(await store.findPurchases({ licenseKey: 'COVER-SAMPLE-2001-KEY' })).toHaveLength(1);
    await store.changePurchaseStatus('SAMPLE-CROWNLESS-1001', 'refunded');
    store.close();
    const reopened = sqliteRecordStore({ dataDir, seedSamples: true });
    expect((await reopened.findPurchases({ orderId: 'SAMPLE-CROWNLESS-1001' }))[0]?.status).toBe('refunded');
    expect(await sqliteRecordStore({ dataDir: await freshDir() }).findPurchases({})).toEqual([]);
  });

  it('imports the JSON files of the old store once, leaving them untouched', async () => {
    const legacy = join(dataDir, 'records');
    await mkdir(legacy);
    const p = {
      id: 'stripe:cs_9:0',
      source: 'stripe',
      email: 'old@example.com',
      productId: 'flipbook',
      priceId: null,
      bookSlug: 'crownless',
      orderId: 'cs_9',
      licenseKey: null,
      quantity: 1,
      status: 'paid',
      createdAt: '2025-12-01T00:00:00.000Z',
    };
    const project = {
      id: 'p-1',
      owner: 'old@example.com',
      title: 'Old',
      currentStage: 3,
      completedStages: [1, 2],
      validationsUsed: 1,
      createdAt: '2025-12-01T00:00:00.000Z',
      updatedAt: '2025-12-02T00:00:00.000Z',
    };
    const files = {
      'purchases.json': { [p.id]: p },
      'projects.json': { [project.id]: project },
      'events.json': { evt_old: { id: 'evt_old', type: 't', processedAt: '2025-12-01T00:00:00.000Z' } },
      'quotes.json': {
        q1: {
          id: 'q1',
          request: { name: 'Q' },
          serverPricing: { grandTotal: 1 },
          receivedAt: '2025-12-01T00:00:00.000Z',
        },
      },
    };
    for (const [name, body] of Object.entries(files)) await writeFile(join(legacy, name), JSON.stringify(body));
    const store = sqliteRecordStore({ dataDir, seedSamples: true });
    expect(await store.findPurchases({ email: 'old@example.com' })).toEqual([{ ...p, reference: null, review: null }]);
    expect(await store.getProject('p-1')).toEqual(project);
    expect(await store.hasProcessedEvent('evt_old')).toBe(true);
    expect((await store.findPurchases({})).length).toBe(7); // 6 samples + the imported one
    // A record changed after the import is not overwritten by a second import on the next open.
    await store.changePurchaseStatus('cs_9', 'refunded');
    store.close();
    expect((await sqliteRecordStore({ dataDir }).findPurchases({ orderId: 'cs_9' }))[0]?.status).toBe('refunded');
    expect(JSON.parse(await readFile(join(legacy, 'purchases.json'), 'utf8'))).toEqual({ [p.id]: p });
  });

  it('refuses to open over an old JSON file it cannot read, naming it, instead of dropping its records', async () => {
    await mkdir(join(dataDir, 'records'));
    await writeFile(join(dataDir, 'records', 'projects.json'), '{"p-1": {"id": "p-1",');
    const store = sqliteRecordStore({ dataDir });
    await expect(store.listProjects('x')).rejects.toMatchObject({
      name: 'RecordStoreUnavailableError',
      message: expect.stringMatching(/projects\.json/),
    });
    await rm(join(dataDir, 'records', 'projects.json'));
    expect(await store.listProjects('x')).toEqual([]);
  });

  it('holds a plan limit with 50 parallel creations and keeps every concurrent stage update', async () => {
    const store = sqliteRecordStore({ dataDir });
    const created = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        store.createProjectWithinLimit({ owner: 'sub@example.com', title: `P${i}` }, 5),
      ),
    );
    expect(created.filter(Boolean)).toHaveLength(5);
    expect(await store.listProjects('sub@example.com')).toHaveLength(5);
  });
});
