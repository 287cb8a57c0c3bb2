import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRecordStoreContract } from '../../testing/record-store-contract';
import { postgresRecordStore } from './record-store';
import { startTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await startTestDatabase();
});
afterAll(async () => {
  await database.stop();
});

describeRecordStoreContract('Postgres (Netlify Database, local)', async ({ now }) => {
  await database.empty();
  return { store: postgresRecordStore({ db: database.pool(), now }) };
});

describe('Postgres record store', () => {
  it('seeds the sample purchases once per database, so a sample changed later is not put back', async () => {
    await database.empty();
    const first = postgresRecordStore({ db: database.pool(), seedSamples: true });
    const [sample] = await first.findPurchases({ orderId: 'SAMPLE-CROWNLESS-1001' });
    expect(sample).toMatchObject({ email: 'reader@example.com', status: 'paid' });
    await first.changePurchaseStatus('SAMPLE-CROWNLESS-1001', 'refunded');
    const again = postgresRecordStore({ db: database.pool(), seedSamples: true });
    expect((await again.findPurchases({ orderId: 'SAMPLE-CROWNLESS-1001' }))[0]?.status).toBe('refunded');
  });

  it('counts a project moved to another owner against the new owner, and frees the old one', async () => {
    await database.empty();
    const store = postgresRecordStore({ db: database.pool() });
    const project = (await store.createProjectWithinLimit({ owner: 'guest:g1', title: 'Novel' }, 1))!;
    expect(await store.createProjectWithinLimit({ owner: 'guest:g1', title: 'Second' }, 1)).toBeNull();
    await store.updateProject(project.id, () => ({ owner: 'w@example.com' }));
    expect(await store.createProjectWithinLimit({ owner: 'w@example.com', title: 'More' }, 1)).toBeNull();
    expect(await store.createProjectWithinLimit({ owner: 'guest:g1', title: 'Again' }, 1)).not.toBeNull();
  });
});
