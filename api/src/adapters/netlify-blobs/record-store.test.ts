import { describe, expect, it } from 'vitest';
import { RecordStoreUnavailableError } from '../../ports/record-store';
import { startTestBlobs } from '../../testing/blobs-server';
import { describeRecordStoreContract } from '../../testing/record-store-contract';
import { blobsRecordStore } from './record-store';

describeRecordStoreContract('Netlify Blobs, through the real SDK', async () => {
  const blobs = await startTestBlobs();
  return { store: blobsRecordStore(blobs.store('records')), close: () => blobs.close() };
});

describe('blobsRecordStore', () => {
  it('shares records between instances, plan limits included', async () => {
    const blobs = await startTestBlobs();
    const [a, b] = [blobsRecordStore(blobs.store('records')), blobsRecordStore(blobs.store('records'))];
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? a : b).createProjectWithinLimit({ owner: 'guest:g', title: `P${i}` }, 2),
      ),
    );
    expect(made.filter(Boolean)).toHaveLength(2);
    expect((await b.listProjects('guest:g')).map((p) => p.id).sort()).toEqual(
      made
        .filter((p) => p !== null)
        .map((p) => p!.id)
        .sort(),
    );
    await a.savePurchase({
      source: 'sandbox',
      email: 'X@y.test',
      productId: 'flipbook',
      priceId: null,
      bookSlug: null,
      orderId: 'cs_1',
      licenseKey: null,
      quantity: 1,
      status: 'paid',
    });
    expect(await b.findPurchases({ email: 'x@y.test' })).toHaveLength(1);
    await blobs.close();
  });

  it('moves an adopted project to its new owner, so it counts there and not for the guest', async () => {
    const blobs = await startTestBlobs();
    const store = blobsRecordStore(blobs.store('records'));
    const p = (await store.createProjectWithinLimit({ owner: 'guest:g', title: 'Mine' }, 1))!;
    await store.updateProject(p.id, () => ({ owner: 'w@example.com' }));
    expect(await store.listProjects('guest:g')).toEqual([]);
    expect((await store.listProjects('w@example.com')).map((x) => x.title)).toEqual(['Mine']);
    expect(await store.createProjectWithinLimit({ owner: 'guest:g', title: 'Again' }, 1)).not.toBeNull();
    expect(await store.createProjectWithinLimit({ owner: 'w@example.com', title: 'Over' }, 1)).toBeNull();
    await blobs.close();
  });

  it('seeds the sample purchases once, without undoing a later change', async () => {
    const blobs = await startTestBlobs();
    const first = blobsRecordStore(blobs.store('records'), { seedSamples: true });
    expect((await first.findPurchases({ email: 'reader@example.com' })).map((p) => p.orderId)).toEqual([
      'SAMPLE-CROWNLESS-1001',
    ]);
    expect(await first.setPurchaseStatus('SAMPLE-CROWNLESS-1001', 'refunded')).toBe(1);
    // A later instance (cold start) finds the samples seeded and keeps the refund.
    const later = blobsRecordStore(blobs.store('records'), { seedSamples: true });
    expect((await later.findPurchases({ orderId: 'SAMPLE-CROWNLESS-1001' }))[0]?.status).toBe('refunded');
    expect((await later.findPurchases({ licenseKey: 'COVER-SAMPLE-2001-KEY' }))[0]?.email).toBe('designer@example.com');
    await blobs.close();
  });

  it('rejects with RecordStoreUnavailableError while Blobs is down', async () => {
    const blobs = await startTestBlobs();
    const store = blobsRecordStore(blobs.store('records'));
    await blobs.stop();
    await expect(
      store.addAccessGrant({
        email: 'a@x.org',
        productId: 'cover-creator',
        orderId: null,
        verificationMethod: 'local',
        expiresAt: null,
      }),
    ).rejects.toBeInstanceOf(RecordStoreUnavailableError);
    await expect(store.findPurchases({ email: 'a@x.org' })).rejects.toBeInstanceOf(RecordStoreUnavailableError);
    await blobs.close();
  });
});
